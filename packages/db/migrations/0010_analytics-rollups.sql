CREATE TABLE "analytics_customers" (
	"showroom_id" uuid NOT NULL,
	"customer_key" text NOT NULL,
	"orders" bigint NOT NULL,
	"first_order_at" timestamp with time zone NOT NULL,
	"second_order_at" timestamp with time zone,
	"last_order_at" timestamp with time zone NOT NULL,
	CONSTRAINT "analytics_customers_pk" PRIMARY KEY("showroom_id","customer_key")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_activity" (
	"showroom_id" uuid NOT NULL,
	"day" date NOT NULL,
	"quotes" integer DEFAULT 0 NOT NULL,
	"consultations" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_activity_pk" PRIMARY KEY("showroom_id","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_sales" (
	"showroom_id" uuid NOT NULL,
	"day" date NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	"wholesale_cost_cents" bigint DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"fulfilled_orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_sales_pk" PRIMARY KEY("showroom_id","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_stones" (
	"showroom_id" uuid NOT NULL,
	"day" date NOT NULL,
	"brand" text NOT NULL,
	"type" text NOT NULL,
	"color" text NOT NULL,
	"quotes" integer DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"newest_quote_at" timestamp with time zone,
	"newest_quote_stone_id" uuid,
	"newest_order_at" timestamp with time zone,
	"newest_order_stone_id" uuid,
	CONSTRAINT "analytics_daily_stones_pk" PRIMARY KEY("showroom_id","day","brand","type","color")
);
--> statement-breakpoint
ALTER TABLE "analytics_customers" ADD CONSTRAINT "analytics_customers_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_daily_activity" ADD CONSTRAINT "analytics_daily_activity_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_daily_sales" ADD CONSTRAINT "analytics_daily_sales_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_daily_stones" ADD CONSTRAINT "analytics_daily_stones_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_customers_last_order_idx" ON "analytics_customers" USING btree ("last_order_at");--> statement-breakpoint
CREATE INDEX "consultations_start_idx" ON "consultations" USING btree ("session_start");--> statement-breakpoint
CREATE INDEX "quotes_open_expiry_idx" ON "quotes" USING btree ("valid_until") WHERE "quotes"."status" = 'open';--> statement-breakpoint
CREATE INDEX "quotes_created_idx" ON "quotes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_date_idx" ON "orders" USING btree ("order_date");--> statement-breakpoint
CREATE INDEX "orders_customer_key_idx" ON "orders" USING btree (coalesce("customer_id"::text, lower("customer_email")),"showroom_id");--> statement-breakpoint
-- The rollups are kept by statement-level triggers over transition tables: every write path (the
-- API, the demo seed, the benchmark's INSERT ... SELECT, a cascade) moves them in its own
-- transaction, and a bulk insert is folded in one aggregate instead of a row at a time. Sums are
-- applied as increments (INSERT ... ON CONFLICT DO UPDATE SET x = x + excluded.x), so concurrent
-- writers add up instead of overwriting each other; rows are upserted in key order, so two
-- writers lock them in the same order.
CREATE FUNCTION analytics_day(moment timestamptz) RETURNS date
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ select (moment at time zone 'UTC')::date $$;
--> statement-breakpoint
-- The statement adding `source` (showroom_id, day, sign) to the quotes or consultations counts.
CREATE FUNCTION analytics_activity_sql(measure text, source text) RETURNS text
  LANGUAGE sql IMMUTABLE
  AS $$ select format($f$
    insert into analytics_daily_activity as t (showroom_id, day, %1$I)
    select c.showroom_id, c.day, sum(c.sign) from (%2$s) c
    where exists (select 1 from showrooms s where s.id = c.showroom_id)
    group by c.showroom_id, c.day having sum(c.sign) <> 0
    order by c.showroom_id, c.day
    on conflict (showroom_id, day) do update set %1$I = t.%1$I + excluded.%1$I
  $f$, measure, source) $$;
--> statement-breakpoint
-- The statement adding `source` (showroom_id, day, brand, type, color, counted, revenue_cents, at,
-- stone_id) to the quotes or orders of a stone: `counted` is +1 when a quote or order gains its
-- first line of the stone, -1 when it loses its last; `at` and `stone_id` name lines that arrive,
-- so the newest line's catalog stone is kept.
CREATE FUNCTION analytics_stone_sql(measure text, source text) RETURNS text
  LANGUAGE sql IMMUTABLE
  AS $$ select format($f$
    insert into analytics_daily_stones as t (showroom_id, day, brand, type, color, %1$I, revenue_cents, %2$I, %3$I)
    select c.showroom_id, c.day, c.brand, c.type, c.color, sum(c.counted), sum(c.revenue_cents),
      max(c.at), (array_agg(c.stone_id order by c.at desc nulls last))[1]
    from (%4$s) c
    where exists (select 1 from showrooms s where s.id = c.showroom_id)
    group by c.showroom_id, c.day, c.brand, c.type, c.color
    having sum(c.counted) <> 0 or sum(c.revenue_cents) <> 0 or max(c.at) is not null
    order by c.showroom_id, c.day, c.brand, c.type, c.color
    on conflict (showroom_id, day, brand, type, color) do update set
      %1$I = t.%1$I + excluded.%1$I,
      revenue_cents = t.revenue_cents + excluded.revenue_cents,
      %3$I = case when excluded.%2$I >= t.%2$I or t.%2$I is null then excluded.%3$I else t.%3$I end,
      %2$I = greatest(t.%2$I, excluded.%2$I)
  $f$, measure, 'newest_' || left(measure, -1) || '_at', 'newest_' || left(measure, -1) || '_stone_id', source) $$;
--> statement-breakpoint
-- The statements recomputing the customers rollup of the buyers `keys` (showroom_id,
-- customer_key) from their orders, to run in turn: the buyers' rows are locked first and
-- recomputed by the next statement, whose snapshot holds every order committed by a writer that
-- held a lock before; buyers left without an order lose their row.
CREATE FUNCTION analytics_customers_sql(keys text) RETURNS text[]
  LANGUAGE sql IMMUTABLE
  AS $$ select array[
    format($f$
      insert into analytics_customers as t (showroom_id, customer_key, orders, first_order_at, last_order_at)
      select distinct k.showroom_id, k.customer_key, 0::bigint, now(), now() from (%s) k
      where exists (select 1 from showrooms s where s.id = k.showroom_id)
      order by k.showroom_id, k.customer_key
      on conflict (showroom_id, customer_key) do update set orders = 0
    $f$, keys),
    format($f$
      update analytics_customers t set orders = b.orders, first_order_at = b.first_at,
        second_order_at = b.second_at, last_order_at = b.last_at
      from (
        select o.showroom_id, coalesce(o.customer_id::text, lower(o.customer_email)) as customer_key,
          count(*) as orders, min(o.order_date) as first_at,
          (array_agg(o.order_date order by o.order_date))[2] as second_at, max(o.order_date) as last_at
        from orders o
        where o.status <> 'cancelled'
          and (coalesce(o.customer_id::text, lower(o.customer_email)), o.showroom_id) in
            (select k.customer_key, k.showroom_id from (%s) k)
        group by 1, 2
      ) b
      where t.showroom_id = b.showroom_id and t.customer_key = b.customer_key
    $f$, keys),
    format($f$
      delete from analytics_customers t
      where t.orders = 0 and (t.showroom_id, t.customer_key) in (select k.showroom_id, k.customer_key from (%s) k)
    $f$, keys)
  ] $$;
--> statement-breakpoint
CREATE FUNCTION analytics_orders_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  new_rows_sql text := case when TG_OP = 'DELETE' then '(select * from orders where false)' else 'new_rows' end;
  old_rows_sql text := case when TG_OP = 'INSERT' then '(select * from orders where false)' else 'old_rows' end;
  statement text;
BEGIN
  EXECUTE format($f$
    insert into analytics_daily_sales as t
      (showroom_id, day, revenue_cents, tax_cents, wholesale_cost_cents, orders, fulfilled_orders)
    select c.showroom_id, c.day, sum(c.sign * c.total_cents), sum(c.sign * c.tax_cents),
      sum(c.sign * c.wholesale_cost_cents), sum(c.sign), sum(c.sign * c.fulfilled)
    from (
      select showroom_id, analytics_day(order_date) as day, 1 as sign, total_cents, tax_cents,
        wholesale_cost_cents, (status in ('completed', 'delivered'))::int as fulfilled
      from %1$s n where status <> 'cancelled'
      union all
      select showroom_id, analytics_day(order_date), -1, total_cents, tax_cents,
        wholesale_cost_cents, (status in ('completed', 'delivered'))::int
      from %2$s o where status <> 'cancelled'
    ) c
    where exists (select 1 from showrooms s where s.id = c.showroom_id)
    group by c.showroom_id, c.day
    having (sum(c.sign), sum(c.sign * c.total_cents), sum(c.sign * c.tax_cents),
      sum(c.sign * c.wholesale_cost_cents), sum(c.sign * c.fulfilled)) <> (0, 0, 0, 0, 0)
    order by c.showroom_id, c.day
    on conflict (showroom_id, day) do update set
      revenue_cents = t.revenue_cents + excluded.revenue_cents,
      tax_cents = t.tax_cents + excluded.tax_cents,
      wholesale_cost_cents = t.wholesale_cost_cents + excluded.wholesale_cost_cents,
      orders = t.orders + excluded.orders,
      fulfilled_orders = t.fulfilled_orders + excluded.fulfilled_orders
  $f$, new_rows_sql, old_rows_sql);
  IF TG_OP = 'UPDATE' THEN
    -- An order cancelled, restored or moved to another day takes its lines with it. (An insert
    -- has no lines yet; a delete removed them first, in analytics_delete_lines_first.)
    EXECUTE analytics_stone_sql('orders', $s$
      select m.showroom_id, m.day, oi.brand, oi.type, oi.color, m.sign * count(distinct oi.order_id) as counted,
        m.sign * sum(oi.line_total_cents) as revenue_cents,
        max(m.at) filter (where m.sign = 1) as at,
        (array_agg(oi.stone_id order by m.at desc) filter (where m.sign = 1))[1] as stone_id
      from (
        select n.id, n.showroom_id, analytics_day(n.order_date) as day, 1 as sign, n.order_date as at
        from new_rows n join old_rows o on o.id = n.id
        where n.status <> 'cancelled' and (o.status = 'cancelled' or o.showroom_id <> n.showroom_id
          or analytics_day(o.order_date) <> analytics_day(n.order_date))
        union all
        select o.id, o.showroom_id, analytics_day(o.order_date), -1, null
        from old_rows o join new_rows n on n.id = o.id
        where o.status <> 'cancelled' and (n.status = 'cancelled' or o.showroom_id <> n.showroom_id
          or analytics_day(o.order_date) <> analytics_day(n.order_date))
      ) m join order_items oi on oi.order_id = m.id
      group by m.showroom_id, m.day, m.sign, oi.brand, oi.type, oi.color
    $s$);
  END IF;
  FOREACH statement IN ARRAY analytics_customers_sql(format($k$
    select showroom_id, coalesce(customer_id::text, lower(customer_email)) as customer_key from %1$s n
    union
    select showroom_id, coalesce(customer_id::text, lower(customer_email)) from %2$s o
  $k$, new_rows_sql, old_rows_sql)) LOOP
    EXECUTE statement;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION analytics_quotes_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  new_rows_sql text := case when TG_OP = 'DELETE' then '(select * from quotes where false)' else 'new_rows' end;
  old_rows_sql text := case when TG_OP = 'INSERT' then '(select * from quotes where false)' else 'old_rows' end;
BEGIN
  EXECUTE analytics_activity_sql('quotes', format($s$
    select showroom_id, analytics_day(created_at) as day, 1 as sign from %1$s n
    union all
    select showroom_id, analytics_day(created_at), -1 from %2$s o
  $s$, new_rows_sql, old_rows_sql));
  IF TG_OP = 'UPDATE' THEN
    EXECUTE analytics_stone_sql('quotes', $s$
      select m.showroom_id, m.day, qi.brand, qi.type, qi.color, m.sign * count(distinct qi.quote_id) as counted,
        0 as revenue_cents, max(m.at) filter (where m.sign = 1) as at,
        (array_agg(qi.stone_id order by m.at desc) filter (where m.sign = 1))[1] as stone_id
      from (
        select n.id, n.showroom_id, analytics_day(n.created_at) as day, 1 as sign, n.created_at as at
        from new_rows n join old_rows o on o.id = n.id
        where o.showroom_id <> n.showroom_id or analytics_day(o.created_at) <> analytics_day(n.created_at)
        union all
        select o.id, o.showroom_id, analytics_day(o.created_at), -1, null
        from old_rows o join new_rows n on n.id = o.id
        where o.showroom_id <> n.showroom_id or analytics_day(o.created_at) <> analytics_day(n.created_at)
      ) m join quote_items qi on qi.quote_id = m.id
      group by m.showroom_id, m.day, m.sign, qi.brand, qi.type, qi.color
    $s$);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION analytics_consultations_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  new_rows_sql text := case when TG_OP = 'DELETE' then '(select * from consultations where false)' else 'new_rows' end;
  old_rows_sql text := case when TG_OP = 'INSERT' then '(select * from consultations where false)' else 'old_rows' end;
BEGIN
  EXECUTE analytics_activity_sql('consultations', format($s$
    select showroom_id, analytics_day(session_start) as day, 1 as sign from %1$s n
    union all
    select showroom_id, analytics_day(session_start), -1 from %2$s o
  $s$, new_rows_sql, old_rows_sql));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Lines of quotes (TG_ARGV: quotes, quote_id, created_at, true, 0) and of orders (orders,
-- order_id, order_date, status <> 'cancelled', line_total_cents): a quote or order counts once
-- for a stone however many of its lines hold it, so the count moves only when the first line of
-- a stone arrives or the last one leaves. The parent's showroom and day place the lines.
CREATE FUNCTION analytics_lines_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  parent text := TG_ARGV[0];
  parent_key text := TG_ARGV[1];
  parent_at text := TG_ARGV[2];
  parent_counts text := TG_ARGV[3];
  line_revenue text := TG_ARGV[4];
  new_rows_sql text := case when TG_OP = 'DELETE' then format('(select * from %I where false)', TG_TABLE_NAME) else 'new_rows' end;
  old_rows_sql text := case when TG_OP = 'INSERT' then format('(select * from %I where false)', TG_TABLE_NAME) else 'old_rows' end;
BEGIN
  EXECUTE analytics_stone_sql(parent, format($s$
    with parents as (
      select p.id, p.showroom_id, analytics_day(p.%4$I) as day, p.%4$I as at
      from %3$I p
      where p.id in (select %2$I from %1$s n union select %2$I from %6$s o) and %5$s
    ), stones_before as (
      select l.%2$I as parent_id, l.brand, l.type, l.color from %7$I l join parents p on p.id = l.%2$I
      where not exists (select 1 from %1$s n where n.id = l.id)
      union
      select o.%2$I, o.brand, o.type, o.color from %6$s o join parents p on p.id = o.%2$I
    ), stones_after as (
      select distinct l.%2$I as parent_id, l.brand, l.type, l.color from %7$I l join parents p on p.id = l.%2$I
    )
    select p.showroom_id, p.day, c.brand, c.type, c.color, c.counted, 0::bigint as revenue_cents,
      null::timestamptz as at, null::uuid as stone_id
    from (
      select coalesce(a.parent_id, b.parent_id) as parent_id, coalesce(a.brand, b.brand) as brand,
        coalesce(a.type, b.type) as type, coalesce(a.color, b.color) as color,
        (a.parent_id is not null)::int - (b.parent_id is not null)::int as counted
      from stones_after a full join stones_before b on b.parent_id = a.parent_id
        and b.brand = a.brand and b.type = a.type and b.color = a.color
    ) c join parents p on p.id = c.parent_id
    where c.counted <> 0
    union all
    select p.showroom_id, p.day, n.brand, n.type, n.color, 0, (%8$s)::bigint, p.at, n.stone_id
    from %1$s n join parents p on p.id = n.%2$I
    union all
    select p.showroom_id, p.day, o.brand, o.type, o.color, 0, -(%8$s)::bigint, null, null
    from %6$s o join parents p on p.id = o.%2$I
  $s$, new_rows_sql, parent_key, parent, parent_at, parent_counts, old_rows_sql, TG_TABLE_NAME, line_revenue));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An order's or quote's lines leave before it does, while it still names the showroom and day
-- they are counted under (a cascade would delete them after the parent is gone).
CREATE FUNCTION analytics_delete_lines_first() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  EXECUTE format('delete from %I where %I = $1', TG_ARGV[0], TG_ARGV[1]) USING OLD.id;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_orders_inserted AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_orders_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_orders_updated AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_orders_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_orders_deleted AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_orders_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_orders_delete_lines BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION analytics_delete_lines_first('order_items', 'order_id');
--> statement-breakpoint
CREATE TRIGGER analytics_quotes_inserted AFTER INSERT ON quotes REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_quotes_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_quotes_updated AFTER UPDATE ON quotes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_quotes_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_quotes_deleted AFTER DELETE ON quotes REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_quotes_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_quotes_delete_lines BEFORE DELETE ON quotes
  FOR EACH ROW EXECUTE FUNCTION analytics_delete_lines_first('quote_items', 'quote_id');
--> statement-breakpoint
CREATE TRIGGER analytics_consultations_inserted AFTER INSERT ON consultations REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_consultations_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_consultations_updated AFTER UPDATE ON consultations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_consultations_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_consultations_deleted AFTER DELETE ON consultations REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_consultations_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_order_items_inserted AFTER INSERT ON order_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_lines_changed('orders', 'order_id', 'order_date', 'status <> ''cancelled''', 'line_total_cents');
--> statement-breakpoint
CREATE TRIGGER analytics_order_items_updated AFTER UPDATE ON order_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_lines_changed('orders', 'order_id', 'order_date', 'status <> ''cancelled''', 'line_total_cents');
--> statement-breakpoint
CREATE TRIGGER analytics_order_items_deleted AFTER DELETE ON order_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_lines_changed('orders', 'order_id', 'order_date', 'status <> ''cancelled''', 'line_total_cents');
--> statement-breakpoint
CREATE TRIGGER analytics_quote_items_inserted AFTER INSERT ON quote_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_lines_changed('quotes', 'quote_id', 'created_at', 'true', '0');
--> statement-breakpoint
CREATE TRIGGER analytics_quote_items_updated AFTER UPDATE ON quote_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_lines_changed('quotes', 'quote_id', 'created_at', 'true', '0');
--> statement-breakpoint
CREATE TRIGGER analytics_quote_items_deleted AFTER DELETE ON quote_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_lines_changed('quotes', 'quote_id', 'created_at', 'true', '0');
--> statement-breakpoint
-- Backfill from the rows already written, through the same statements the triggers run.
DO $$
DECLARE
  statement text;
BEGIN
  EXECUTE analytics_activity_sql('quotes',
    'select showroom_id, analytics_day(created_at) as day, 1 as sign from quotes');
  EXECUTE analytics_activity_sql('consultations',
    'select showroom_id, analytics_day(session_start) as day, 1 as sign from consultations');
  EXECUTE analytics_stone_sql('quotes', $s$
    select q.showroom_id, analytics_day(q.created_at) as day, qi.brand, qi.type, qi.color,
      count(distinct qi.quote_id) as counted, 0::bigint as revenue_cents, max(q.created_at) as at,
      (array_agg(qi.stone_id order by q.created_at desc))[1] as stone_id
    from quote_items qi join quotes q on q.id = qi.quote_id
    group by 1, 2, 3, 4, 5
  $s$);
  EXECUTE analytics_stone_sql('orders', $s$
    select o.showroom_id, analytics_day(o.order_date) as day, oi.brand, oi.type, oi.color,
      count(distinct oi.order_id) as counted, sum(oi.line_total_cents) as revenue_cents,
      max(o.order_date) as at, (array_agg(oi.stone_id order by o.order_date desc))[1] as stone_id
    from order_items oi join orders o on o.id = oi.order_id
    where o.status <> 'cancelled'
    group by 1, 2, 3, 4, 5
  $s$);
  INSERT INTO analytics_daily_sales
    (showroom_id, day, revenue_cents, tax_cents, wholesale_cost_cents, orders, fulfilled_orders)
  SELECT showroom_id, analytics_day(order_date), sum(total_cents), sum(tax_cents),
    sum(wholesale_cost_cents), count(*), count(*) FILTER (WHERE status IN ('completed', 'delivered'))
  FROM orders WHERE status <> 'cancelled'
  GROUP BY 1, 2;
  FOREACH statement IN ARRAY analytics_customers_sql(
    'select showroom_id, coalesce(customer_id::text, lower(customer_email)) as customer_key from orders') LOOP
    EXECUTE statement;
  END LOOP;
END $$;
