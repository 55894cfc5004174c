CREATE TABLE "analytics_open_consultations" (
	"consultation_id" uuid PRIMARY KEY NOT NULL,
	"showroom_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"session_start" timestamp with time zone NOT NULL,
	"stones_compared" integer NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text,
	"customer_phone" text
);
--> statement-breakpoint
CREATE TABLE "analytics_open_quotes" (
	"quote_id" uuid PRIMARY KEY NOT NULL,
	"showroom_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"quote_number" text NOT NULL,
	"total_price_cents" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text,
	"customer_phone" text
);
--> statement-breakpoint
CREATE TABLE "analytics_prospects" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"showroom_id" uuid NOT NULL,
	"quotes" integer NOT NULL,
	"consultations" integer NOT NULL,
	"largest_quote_cents" bigint NOT NULL,
	"latest_quote_number" text,
	"first_touch_at" timestamp with time zone NOT NULL,
	"last_touch_at" timestamp with time zone NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text,
	"customer_phone" text
);
--> statement-breakpoint
ALTER TABLE "analytics_customers" ADD COLUMN "by_email" boolean GENERATED ALWAYS AS (strpos(customer_key, '@') > 0) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_open_consultations" ADD CONSTRAINT "analytics_open_consultations_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_open_consultations" ADD CONSTRAINT "analytics_open_consultations_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_open_quotes" ADD CONSTRAINT "analytics_open_quotes_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_open_quotes" ADD CONSTRAINT "analytics_open_quotes_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_prospects" ADD CONSTRAINT "analytics_prospects_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_prospects" ADD CONSTRAINT "analytics_prospects_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_open_consultations_start_idx" ON "analytics_open_consultations" USING btree ("session_start");--> statement-breakpoint
CREATE INDEX "analytics_open_quotes_valid_until_idx" ON "analytics_open_quotes" USING btree ("valid_until");--> statement-breakpoint
CREATE INDEX "analytics_prospects_last_touch_idx" ON "analytics_prospects" USING btree ("last_touch_at");--> statement-breakpoint
CREATE INDEX "analytics_customers_email_idx" ON "analytics_customers" USING btree ("customer_key") WHERE "analytics_customers"."by_email";--> statement-breakpoint
-- The pipeline tables are kept much as the customers rollup is (migration 0010): a trigger names
-- the customers its write may have changed and locks their prospect rows (a placeholder for a
-- customer without one), then recomputes them, and the consultations and quotes it names, in
-- statements whose snapshots hold every write committed by a writer that held those locks before.
-- Every write the pipeline reads names the customer, so two writers on one customer run one after
-- the other and end with the rows their combined writes call for. A showroom being deleted gets
-- no rows (they are leaving by cascade).

-- A customer's name and contact as the opportunities show them (alias cu).
CREATE FUNCTION analytics_customer_contact_sql() RETURNS text
  LANGUAGE sql IMMUTABLE
  AS $$ select 'trim(cu.first_name || '' '' || cu.last_name), cu.email, cu.phone' $$;
--> statement-breakpoint
-- The statements recomputing the prospects of the customers `keys` (customer_id), to run in turn:
-- lock, write the prospects among them, drop the rest. The first is left out where nothing else
-- writes (the backfill below), so no placeholder is written only to be deleted.
CREATE FUNCTION analytics_prospects_sql(keys text) RETURNS text[]
  LANGUAGE sql IMMUTABLE
  AS $$ select array[
    format($f$
      insert into analytics_prospects as t (customer_id, showroom_id, quotes, consultations,
        largest_quote_cents, first_touch_at, last_touch_at, customer_name)
      select cu.id, cu.showroom_id, 0, 0, 0, now(), now(), '' from customers cu
      where cu.id in (select k.customer_id from (%s) k)
        and exists (select 1 from showrooms s where s.id = cu.showroom_id)
      order by cu.id
      on conflict (customer_id) do update set quotes = 0, consultations = 0
    $f$, keys),
    format($f$
      insert into analytics_prospects as t (customer_id, showroom_id, quotes, consultations,
        largest_quote_cents, latest_quote_number, first_touch_at, last_touch_at,
        customer_name, customer_email, customer_phone)
      select cu.id, cu.showroom_id, count(touches.quote_number)::int,
        (count(*) - count(touches.quote_number))::int, coalesce(max(touches.quote_cents), 0),
        (array_agg(touches.quote_number order by touches.at desc, touches.quote_number desc)
          filter (where touches.quote_number is not null))[1],
        min(touches.at), max(touches.at), %2$s
      from customers cu join (
        select q.customer_id, q.created_at as at, q.total_price_cents as quote_cents, q.quote_number
        from quotes q where q.customer_id in (select k.customer_id from (%1$s) k)
        union all
        select c.customer_id, c.session_start, null, null
        from consultations c where c.customer_id in (select k.customer_id from (%1$s) k)
      ) touches on touches.customer_id = cu.id
      where not exists (select 1 from orders o where o.customer_id = cu.id)
        and exists (select 1 from showrooms s where s.id = cu.showroom_id)
      group by cu.id
      order by cu.id
      on conflict (customer_id) do update set quotes = excluded.quotes, consultations = excluded.consultations,
        largest_quote_cents = excluded.largest_quote_cents, latest_quote_number = excluded.latest_quote_number,
        first_touch_at = excluded.first_touch_at, last_touch_at = excluded.last_touch_at,
        customer_name = excluded.customer_name, customer_email = excluded.customer_email,
        customer_phone = excluded.customer_phone
    $f$, keys, analytics_customer_contact_sql()),
    format($f$
      delete from analytics_prospects t
      where t.customer_id in (select k.customer_id from (%s) k) and t.quotes + t.consultations = 0
    $f$, keys)
  ] $$;
--> statement-breakpoint
-- The statements bringing the open rows of `target` (keyed by `key_column`) for `keys` in line
-- with `open_ones`, the query of those that are open (its columns in the order of `columns`):
-- drop the keys no longer open, write the ones that are (a row already right is left alone).
CREATE FUNCTION analytics_open_rows_sql(target text, key_column text, columns text[], keys text, open_ones text)
  RETURNS text[]
  LANGUAGE sql IMMUTABLE
  AS $$ select array[
    format($f$
      delete from %1$I t
      where t.%2$I in (select k.%2$I from (%3$s) k) and t.%2$I not in (select o.%2$I from (%4$s) o)
    $f$, target, key_column, keys, open_ones),
    format($f$
      insert into %1$I as t (%2$s) select * from (%3$s) o order by 1
      on conflict (%4$I) do update set (%2$s) = row(%5$s) where row(%6$s) is distinct from row(%5$s)
    $f$, target, array_to_string(columns, ', '), open_ones, key_column,
      (select string_agg('excluded.' || c, ', ') from unnest(columns) c),
      (select string_agg('t.' || c, ', ') from unnest(columns) c))
  ] $$;
--> statement-breakpoint
-- The open consultations among `keys` (consultation_id).
CREATE FUNCTION analytics_open_consultations_sql(keys text) RETURNS text[]
  LANGUAGE sql IMMUTABLE
  AS $$ select analytics_open_rows_sql('analytics_open_consultations', 'consultation_id',
    array['consultation_id', 'showroom_id', 'customer_id', 'session_start', 'stones_compared',
      'customer_name', 'customer_email', 'customer_phone'],
    keys, format($o$
      select c.id as consultation_id, c.showroom_id, c.customer_id, c.session_start,
        jsonb_array_length(c.stones_compared), %2$s
      from consultations c join customers cu on cu.id = c.customer_id
      where c.id in (select k.consultation_id from (%1$s) k) and not c.order_placed
        and exists (select 1 from showrooms s where s.id = c.showroom_id)
        and not exists (select 1 from quotes q where q.consultation_id = c.id)
        and not exists (select 1 from orders o where o.customer_id = c.customer_id and o.order_date >= c.session_start)
    $o$, keys, analytics_customer_contact_sql())) $$;
--> statement-breakpoint
-- The open quotes among `keys` (quote_id).
CREATE FUNCTION analytics_open_quotes_sql(keys text) RETURNS text[]
  LANGUAGE sql IMMUTABLE
  AS $$ select analytics_open_rows_sql('analytics_open_quotes', 'quote_id',
    array['quote_id', 'showroom_id', 'customer_id', 'quote_number', 'total_price_cents', 'created_at',
      'valid_until', 'customer_name', 'customer_email', 'customer_phone'],
    keys, format($o$
      select q.id as quote_id, q.showroom_id, q.customer_id, q.quote_number, q.total_price_cents,
        q.created_at, q.valid_until, %2$s
      from quotes q join customers cu on cu.id = q.customer_id
      where q.id in (select k.quote_id from (%1$s) k) and q.status = 'open' and q.valid_until is not null
        and exists (select 1 from showrooms s where s.id = q.showroom_id)
        and not exists (select 1 from orders o where o.quote_id = q.id)
    $o$, keys, analytics_customer_contact_sql())) $$;
--> statement-breakpoint
-- After a write to quotes, consultations or orders (TG_ARGV[0]: the columns the pipeline reads,
-- so an update that changes none of them, like an order's status, costs one check): the prospects
-- of the customers it touched, and the consultations and quotes it may have moved on or reopened.
-- A part runs only when the write names some of its keys (most orders name no quote), and only
-- after the customers' prospect rows are locked, so a writer that waited sees the other's rows.
CREATE FUNCTION analytics_pipeline_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  read_columns text[] := string_to_array(TG_ARGV[0], ',');
  differs text := format('row(%s) is distinct from row(%s)',
    (select string_agg('n.' || c, ', ') from unnest(read_columns) c),
    (select string_agg('o.' || c, ', ') from unnest(read_columns) c));
  changed text := case TG_OP
    when 'INSERT' then 'select * from new_rows'
    when 'DELETE' then 'select * from old_rows'
    else format($c$
      select n.* from new_rows n join old_rows o on o.id = n.id where %1$s
      union all
      select o.* from old_rows o join new_rows n on n.id = o.id where %1$s
    $c$, differs)
  end;
  customer_keys text := format('select r.customer_id from (%s) r where r.customer_id is not null', changed);
  consultation_keys text := case TG_TABLE_NAME
    when 'consultations' then format('select r.id as consultation_id from (%s) r', changed)
    when 'quotes' then format('select r.consultation_id from (%s) r where r.consultation_id is not null', changed)
    else format('select c.id as consultation_id from consultations c where c.customer_id in (%s)', customer_keys)
  end;
  quote_keys text := case TG_TABLE_NAME
    when 'consultations' then null
    when 'quotes' then format('select r.id as quote_id from (%s) r', changed)
    else format('select r.quote_id from (%s) r where r.quote_id is not null', changed)
  end;
  statements text[] := '{}';
  statement text;
  present boolean;
BEGIN
  EXECUTE format('select exists (%s)', changed) INTO present;
  IF NOT present THEN
    RETURN NULL;
  END IF;
  EXECUTE format('select exists (%s)', customer_keys) INTO present;
  IF present THEN
    FOREACH statement IN ARRAY analytics_prospects_sql(customer_keys) LOOP
      EXECUTE statement;
    END LOOP;
  END IF;
  EXECUTE format('select exists (%s)', consultation_keys) INTO present;
  IF present THEN
    statements := analytics_open_consultations_sql(consultation_keys);
  END IF;
  IF quote_keys IS NOT NULL THEN
    EXECUTE format('select exists (%s)', quote_keys) INTO present;
    IF present THEN
      statements := statements || analytics_open_quotes_sql(quote_keys);
    END IF;
  END IF;
  FOREACH statement IN ARRAY statements LOOP
    EXECUTE statement;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A customer renamed or given another e-mail or phone: their open rows show the new ones.
CREATE FUNCTION analytics_pipeline_customer_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  target text;
BEGIN
  FOREACH target IN ARRAY array['analytics_prospects', 'analytics_open_consultations', 'analytics_open_quotes'] LOOP
    EXECUTE format($u$
      update %I t set (customer_name, customer_email, customer_phone) = (select %s from customers cu where cu.id = $1)
      where t.customer_id = $1
    $u$, target, analytics_customer_contact_sql()) USING NEW.id;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Creates the AFTER INSERT, UPDATE and DELETE statement triggers `name`_inserted, _updated and
-- _deleted on `tbl`, each running `fn`(`args`) with the transition tables new_rows and old_rows
-- its event has: one call per table, so a trigger's argument list is written once.
CREATE FUNCTION analytics_create_statement_triggers(name text, tbl text, fn text, args text) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION %I(%s)', name || '_inserted', tbl, fn, args);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION %I(%s)', name || '_updated', tbl, fn, args);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION %I(%s)', name || '_deleted', tbl, fn, args);
END $$;
--> statement-breakpoint
SELECT analytics_create_statement_triggers('analytics_pipeline_orders', 'orders', 'analytics_pipeline_changed',
  quote_literal('customer_id,order_date,quote_id'));
--> statement-breakpoint
SELECT analytics_create_statement_triggers('analytics_pipeline_quotes', 'quotes', 'analytics_pipeline_changed',
  quote_literal('customer_id,consultation_id,showroom_id,created_at,total_price_cents,quote_number,status,valid_until'));
--> statement-breakpoint
SELECT analytics_create_statement_triggers('analytics_pipeline_consultations', 'consultations', 'analytics_pipeline_changed',
  quote_literal('customer_id,showroom_id,session_start,order_placed,stones_compared'));
--> statement-breakpoint
CREATE TRIGGER analytics_pipeline_customers_updated AFTER UPDATE OF first_name, last_name, email, phone ON customers
  FOR EACH ROW WHEN ((old.first_name, old.last_name, old.email, old.phone) IS DISTINCT FROM (new.first_name, new.last_name, new.email, new.phone))
  EXECUTE FUNCTION analytics_pipeline_customer_changed();
--> statement-breakpoint
-- Backfill from the rows already written, through the same statements the triggers run (less the
-- lock, with no other writer).
DO $$
DECLARE
  statement text;
BEGIN
  FOREACH statement IN ARRAY (analytics_prospects_sql('select id as customer_id from customers'))[2:]
    || analytics_open_consultations_sql('select id as consultation_id from consultations')
    || analytics_open_quotes_sql('select id as quote_id from quotes') LOOP
    EXECUTE statement;
  END LOOP;
END $$;
