CREATE TABLE "analytics_activity_deltas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_activity_deltas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"showroom_id" uuid NOT NULL,
	"day" date NOT NULL,
	"quotes" integer DEFAULT 0 NOT NULL,
	"consultations" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_buyer_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_buyer_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"showroom_id" uuid NOT NULL,
	"customer_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_pipeline_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_pipeline_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" uuid,
	"quote_id" uuid
);
--> statement-breakpoint
CREATE TABLE "analytics_sales_deltas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_sales_deltas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"showroom_id" uuid NOT NULL,
	"day" date NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	"wholesale_cost_cents" bigint DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"fulfilled_orders" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_stone_deltas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_stone_deltas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
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
	"newest_order_stone_id" uuid
);
--> statement-breakpoint
-- The sales rules, generated from packages/domain/src/analytics/sales-rules.ts by
-- packages/db/src/analytics-rules-sql.ts (a test checks this text is what it generates).
CREATE OR REPLACE FUNCTION analytics_is_sale(status text) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ select status <> 'cancelled' $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_is_fulfilled(status text) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ select status in ('completed', 'delivered') $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_buyer_key(customer_id uuid, customer_email text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ select coalesce(customer_id::text, lower(customer_email)) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_is_email_buyer_key(customer_key text) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ select strpos(customer_key, '@') > 0 $$;
--> statement-breakpoint
-- From here on the writers' triggers only append rows to the delta and change tables above (no
-- shared row to lock, nothing to recompute in the writer's transaction), and analytics_fold (below)
-- moves them into the rollups and the pipeline tables in a transaction of its own
-- (docs/decisions/090-analytics-deltas-folded-by-a-worker.md). The figures read the rollups plus
-- the rows not yet folded.
CREATE OR REPLACE FUNCTION analytics_activity_sql(measure text, source text) RETURNS text
  LANGUAGE sql IMMUTABLE
  AS $$ select format($f$
    insert into analytics_activity_deltas (showroom_id, day, %1$I)
    select c.showroom_id, c.day, sum(c.sign) from (%2$s) c
    where exists (select 1 from showrooms s where s.id = c.showroom_id)
    group by c.showroom_id, c.day having sum(c.sign) <> 0
  $f$, measure, source) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_stone_sql(measure text, source text) RETURNS text
  LANGUAGE sql IMMUTABLE
  AS $$ select format($f$
    insert into analytics_stone_deltas (showroom_id, day, brand, type, color, %1$I, revenue_cents, %2$I, %3$I)
    select c.showroom_id, c.day, c.brand, c.type, c.color, sum(c.counted), sum(c.revenue_cents),
      max(c.at), (array_agg(c.stone_id order by c.at desc nulls last))[1]
    from (%4$s) c
    where exists (select 1 from showrooms s where s.id = c.showroom_id)
    group by c.showroom_id, c.day, c.brand, c.type, c.color
    having sum(c.counted) <> 0 or sum(c.revenue_cents) <> 0 or max(c.at) is not null
  $f$, measure, 'newest_' || left(measure, -1) || '_at', 'newest_' || left(measure, -1) || '_stone_id', source) $$;
--> statement-breakpoint
-- The buyers rollup's statements (migration 0010) with the rules above; the fold runs them.
CREATE OR REPLACE FUNCTION analytics_customers_sql(keys text) RETURNS text[]
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
        select o.showroom_id, analytics_buyer_key(o.customer_id, o.customer_email) as customer_key,
          count(*) as orders, min(o.order_date) as first_at,
          (array_agg(o.order_date order by o.order_date))[2] as second_at, max(o.order_date) as last_at
        from orders o
        where analytics_is_sale(o.status)
          and (analytics_buyer_key(o.customer_id, o.customer_email), o.showroom_id) in
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
-- An order placed: its sales, its buyer and the pipeline rows it may close, as static statements
-- (planned once per connection) over the inserted rows.
CREATE FUNCTION analytics_orders_inserted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO analytics_sales_deltas (showroom_id, day, revenue_cents, tax_cents, wholesale_cost_cents, orders,
    fulfilled_orders)
  SELECT n.showroom_id, analytics_day(n.order_date), sum(n.total_cents), sum(n.tax_cents),
    sum(n.wholesale_cost_cents), count(*), count(*) FILTER (WHERE analytics_is_fulfilled(n.status))
  FROM new_rows n
  WHERE analytics_is_sale(n.status) AND EXISTS (SELECT 1 FROM showrooms s WHERE s.id = n.showroom_id)
  GROUP BY 1, 2;
  INSERT INTO analytics_buyer_changes (showroom_id, customer_key)
  SELECT DISTINCT n.showroom_id, analytics_buyer_key(n.customer_id, n.customer_email)
  FROM new_rows n
  WHERE analytics_is_sale(n.status) AND analytics_buyer_key(n.customer_id, n.customer_email) IS NOT NULL
    AND EXISTS (SELECT 1 FROM showrooms s WHERE s.id = n.showroom_id);
  INSERT INTO analytics_pipeline_changes (customer_id, quote_id)
  SELECT n.customer_id, n.quote_id FROM new_rows n WHERE n.customer_id IS NOT NULL OR n.quote_id IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An order changed or deleted: signed sales increments (a status moving from processing to
-- completed adds a fulfilled order and nothing else), the lines of an order cancelled, restored
-- or moved to another day, and the buyers whose sales moved.
CREATE OR REPLACE FUNCTION analytics_orders_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  new_rows_sql text := analytics_transition_rows(TG_OP, 'orders', 'new_rows');
  old_rows_sql text := analytics_transition_rows(TG_OP, 'orders', 'old_rows');
  sale_of text := 'r.id, r.showroom_id, analytics_buyer_key(r.customer_id, r.customer_email) as customer_key,
    r.order_date, analytics_is_sale(r.status) as is_sale';
BEGIN
  EXECUTE format($f$
    insert into analytics_sales_deltas (showroom_id, day, revenue_cents, tax_cents, wholesale_cost_cents, orders,
      fulfilled_orders)
    select c.showroom_id, c.day, sum(c.sign * c.total_cents), sum(c.sign * c.tax_cents),
      sum(c.sign * c.wholesale_cost_cents), sum(c.sign), sum(c.sign * c.fulfilled)
    from (
      select showroom_id, analytics_day(order_date) as day, 1 as sign, total_cents, tax_cents,
        wholesale_cost_cents, analytics_is_fulfilled(status)::int as fulfilled
      from %1$s n where analytics_is_sale(status)
      union all
      select showroom_id, analytics_day(order_date), -1, total_cents, tax_cents,
        wholesale_cost_cents, analytics_is_fulfilled(status)::int
      from %2$s o where analytics_is_sale(status)
    ) c
    where exists (select 1 from showrooms s where s.id = c.showroom_id)
    group by c.showroom_id, c.day
    having (sum(c.sign), sum(c.sign * c.total_cents), sum(c.sign * c.tax_cents),
      sum(c.sign * c.wholesale_cost_cents), sum(c.sign * c.fulfilled)) <> (0, 0, 0, 0, 0)
  $f$, new_rows_sql, old_rows_sql);
  IF TG_OP = 'UPDATE' THEN
    -- An order cancelled, restored or moved to another day takes its lines with it. (A delete
    -- removed them first, in analytics_delete_lines_first.)
    EXECUTE analytics_stone_sql('orders', $s$
      select m.showroom_id, m.day, oi.brand, oi.type, oi.color, m.sign * count(distinct oi.order_id) as counted,
        m.sign * sum(oi.line_total_cents) as revenue_cents,
        max(m.at) filter (where m.sign = 1) as at,
        (array_agg(oi.stone_id order by m.at desc) filter (where m.sign = 1))[1] as stone_id
      from (
        select n.id, n.showroom_id, analytics_day(n.order_date) as day, 1 as sign, n.order_date as at
        from new_rows n join old_rows o on o.id = n.id
        where analytics_is_sale(n.status) and (not analytics_is_sale(o.status) or o.showroom_id <> n.showroom_id
          or analytics_day(o.order_date) <> analytics_day(n.order_date))
        union all
        select o.id, o.showroom_id, analytics_day(o.order_date), -1, null
        from old_rows o join new_rows n on n.id = o.id
        where analytics_is_sale(o.status) and (not analytics_is_sale(n.status) or o.showroom_id <> n.showroom_id
          or analytics_day(o.order_date) <> analytics_day(n.order_date))
      ) m join order_items oi on oi.order_id = m.id
      group by m.showroom_id, m.day, m.sign, oi.brand, oi.type, oi.color
    $s$);
  END IF;
  -- The buyers of the sales that appeared, left or moved (not those of an order whose status
  -- changed from one sale status to another).
  EXECUTE format($f$
    insert into analytics_buyer_changes (showroom_id, customer_key)
    select distinct b.showroom_id, b.customer_key from (
      (select %3$s from %1$s r except select %3$s from %2$s r)
      union all
      (select %3$s from %2$s r except select %3$s from %1$s r)
    ) b
    where b.is_sale and b.customer_key is not null
      and exists (select 1 from showrooms s where s.id = b.showroom_id)
  $f$, new_rows_sql, old_rows_sql, sale_of);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER analytics_orders_inserted ON orders;
--> statement-breakpoint
CREATE TRIGGER analytics_orders_inserted AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_orders_inserted();
--> statement-breakpoint
-- The pipeline of a new order goes through the fold (analytics_orders_inserted); a change to an
-- order's customer, date or quote, or its deletion, may reopen rows, so it still recomputes them
-- in the writer's transaction (rare: no screen changes them).
DROP TRIGGER analytics_pipeline_orders_inserted ON orders;
--> statement-breakpoint
-- Lines added to an order: each stone counts the order once, when the order had no line of it
-- before (other lines of the order are its own rows, locked by no one else).
CREATE FUNCTION analytics_order_lines_inserted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO analytics_stone_deltas (showroom_id, day, brand, type, color, orders, revenue_cents,
    newest_order_at, newest_order_stone_id)
  SELECT p.showroom_id, analytics_day(p.order_date), l.brand, l.type, l.color,
    count(*) FILTER (WHERE NOT EXISTS (
      SELECT 1 FROM order_items e
      WHERE e.order_id = l.order_id AND e.brand = l.brand AND e.type = l.type AND e.color = l.color
        AND e.id NOT IN (SELECT x.id FROM new_rows x))),
    sum(l.revenue_cents), max(p.order_date), (array_agg(l.stone_id ORDER BY p.order_date DESC))[1]
  FROM (
    SELECT n.order_id, n.brand, n.type, n.color, sum(n.line_total_cents) AS revenue_cents,
      (array_agg(n.stone_id))[1] AS stone_id
    FROM new_rows n GROUP BY 1, 2, 3, 4
  ) l JOIN orders p ON p.id = l.order_id
  WHERE analytics_is_sale(p.status) AND EXISTS (SELECT 1 FROM showrooms s WHERE s.id = p.showroom_id)
  GROUP BY 1, 2, 3, 4, 5;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER analytics_order_items_inserted ON order_items;
--> statement-breakpoint
DROP TRIGGER analytics_order_items_updated ON order_items;
--> statement-breakpoint
DROP TRIGGER analytics_order_items_deleted ON order_items;
--> statement-breakpoint
CREATE TRIGGER analytics_order_items_inserted AFTER INSERT ON order_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_order_lines_inserted();
--> statement-breakpoint
CREATE TRIGGER analytics_order_items_updated AFTER UPDATE ON order_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_lines_changed('orders', 'order_id', 'order_date', 'analytics_is_sale(status)', 'line_total_cents');
--> statement-breakpoint
CREATE TRIGGER analytics_order_items_deleted AFTER DELETE ON order_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_lines_changed('orders', 'order_id', 'order_date', 'analytics_is_sale(status)', 'line_total_cents');
--> statement-breakpoint
-- Folds up to `batch` rows of each delta and change table into the rollups and the pipeline
-- tables, deleting them in the same statement that adds them, and answers how many it took. Rows
-- are taken with SKIP LOCKED, so servers folding at once take different rows; a fold that dies
-- rolls back whole, its rows still there for the next. Every table is written in one order
-- (sales, activity, stones, buyers, pipeline) and its rows in key order, as the writers' triggers
-- did, so two folds queue on a shared rollup row rather than deadlock.
CREATE FUNCTION analytics_fold(batch integer) RETURNS integer
  LANGUAGE plpgsql
  AS $$
DECLARE
  taken integer;
  total integer := 0;
  showroom_ids uuid[];
  customer_keys text[];
  customer_ids uuid[];
  quote_ids uuid[];
  statement text;
BEGIN
  WITH claimed AS (
    DELETE FROM analytics_sales_deltas WHERE id IN (
      SELECT id FROM analytics_sales_deltas ORDER BY id LIMIT batch FOR UPDATE SKIP LOCKED)
    RETURNING *
  ), folded AS (
    INSERT INTO analytics_daily_sales AS t
      (showroom_id, day, revenue_cents, tax_cents, wholesale_cost_cents, orders, fulfilled_orders)
    SELECT c.showroom_id, c.day, sum(c.revenue_cents), sum(c.tax_cents), sum(c.wholesale_cost_cents),
      sum(c.orders), sum(c.fulfilled_orders)
    FROM claimed c
    WHERE EXISTS (SELECT 1 FROM showrooms s WHERE s.id = c.showroom_id)
    GROUP BY c.showroom_id, c.day
    HAVING (sum(c.orders), sum(c.revenue_cents), sum(c.tax_cents), sum(c.wholesale_cost_cents),
      sum(c.fulfilled_orders)) <> (0, 0, 0, 0, 0)
    ORDER BY c.showroom_id, c.day
    ON CONFLICT (showroom_id, day) DO UPDATE SET
      revenue_cents = t.revenue_cents + excluded.revenue_cents,
      tax_cents = t.tax_cents + excluded.tax_cents,
      wholesale_cost_cents = t.wholesale_cost_cents + excluded.wholesale_cost_cents,
      orders = t.orders + excluded.orders,
      fulfilled_orders = t.fulfilled_orders + excluded.fulfilled_orders
    RETURNING 1
  )
  SELECT count(*) INTO taken FROM claimed;
  total := total + taken;

  WITH claimed AS (
    DELETE FROM analytics_activity_deltas WHERE id IN (
      SELECT id FROM analytics_activity_deltas ORDER BY id LIMIT batch FOR UPDATE SKIP LOCKED)
    RETURNING *
  ), folded AS (
    INSERT INTO analytics_daily_activity AS t (showroom_id, day, quotes, consultations)
    SELECT c.showroom_id, c.day, sum(c.quotes), sum(c.consultations)
    FROM claimed c
    WHERE EXISTS (SELECT 1 FROM showrooms s WHERE s.id = c.showroom_id)
    GROUP BY c.showroom_id, c.day
    HAVING (sum(c.quotes), sum(c.consultations)) <> (0, 0)
    ORDER BY c.showroom_id, c.day
    ON CONFLICT (showroom_id, day) DO UPDATE SET quotes = t.quotes + excluded.quotes,
      consultations = t.consultations + excluded.consultations
    RETURNING 1
  )
  SELECT count(*) INTO taken FROM claimed;
  total := total + taken;

  WITH claimed AS (
    DELETE FROM analytics_stone_deltas WHERE id IN (
      SELECT id FROM analytics_stone_deltas ORDER BY id LIMIT batch FOR UPDATE SKIP LOCKED)
    RETURNING *
  ), per_showroom AS (
    SELECT c.showroom_id, s.is_test, c.day, c.brand, c.type, c.color, sum(c.quotes) AS quotes,
      sum(c.orders) AS orders, sum(c.revenue_cents) AS revenue_cents,
      max(c.newest_quote_at) AS newest_quote_at,
      (array_agg(c.newest_quote_stone_id ORDER BY c.newest_quote_at DESC NULLS LAST))[1] AS newest_quote_stone_id,
      max(c.newest_order_at) AS newest_order_at,
      (array_agg(c.newest_order_stone_id ORDER BY c.newest_order_at DESC NULLS LAST))[1] AS newest_order_stone_id
    FROM claimed c JOIN showrooms s ON s.id = c.showroom_id
    GROUP BY c.showroom_id, s.is_test, c.day, c.brand, c.type, c.color
  ), daily AS (
    INSERT INTO analytics_daily_stones AS t (showroom_id, day, brand, type, color, quotes, orders, revenue_cents,
      newest_quote_at, newest_quote_stone_id, newest_order_at, newest_order_stone_id)
    SELECT showroom_id, day, brand, type, color, quotes, orders, revenue_cents, newest_quote_at,
      newest_quote_stone_id, newest_order_at, newest_order_stone_id
    FROM per_showroom
    ORDER BY showroom_id, day, brand, type, color
    ON CONFLICT (showroom_id, day, brand, type, color) DO UPDATE SET
      quotes = t.quotes + excluded.quotes,
      orders = t.orders + excluded.orders,
      revenue_cents = t.revenue_cents + excluded.revenue_cents,
      newest_quote_stone_id = CASE WHEN excluded.newest_quote_at >= t.newest_quote_at OR t.newest_quote_at IS NULL
        THEN excluded.newest_quote_stone_id ELSE t.newest_quote_stone_id END,
      newest_quote_at = greatest(t.newest_quote_at, excluded.newest_quote_at),
      newest_order_stone_id = CASE WHEN excluded.newest_order_at >= t.newest_order_at OR t.newest_order_at IS NULL
        THEN excluded.newest_order_stone_id ELSE t.newest_order_stone_id END,
      newest_order_at = greatest(t.newest_order_at, excluded.newest_order_at)
    RETURNING 1
  ), platform AS (
    INSERT INTO analytics_platform_daily_stones AS t (day, test_showrooms, brand, type, color, quotes, orders,
      revenue_cents, newest_quote_at, newest_quote_stone_id, newest_order_at, newest_order_stone_id)
    SELECT day, is_test, brand, type, color, sum(quotes), sum(orders), sum(revenue_cents), max(newest_quote_at),
      (array_agg(newest_quote_stone_id ORDER BY newest_quote_at DESC NULLS LAST))[1], max(newest_order_at),
      (array_agg(newest_order_stone_id ORDER BY newest_order_at DESC NULLS LAST))[1]
    FROM per_showroom
    GROUP BY day, is_test, brand, type, color
    ORDER BY day, is_test, brand, type, color
    ON CONFLICT (day, test_showrooms, brand, type, color) DO UPDATE SET
      quotes = t.quotes + excluded.quotes,
      orders = t.orders + excluded.orders,
      revenue_cents = t.revenue_cents + excluded.revenue_cents,
      newest_quote_stone_id = CASE WHEN excluded.newest_quote_at >= t.newest_quote_at OR t.newest_quote_at IS NULL
        THEN excluded.newest_quote_stone_id ELSE t.newest_quote_stone_id END,
      newest_quote_at = greatest(t.newest_quote_at, excluded.newest_quote_at),
      newest_order_stone_id = CASE WHEN excluded.newest_order_at >= t.newest_order_at OR t.newest_order_at IS NULL
        THEN excluded.newest_order_stone_id ELSE t.newest_order_stone_id END,
      newest_order_at = greatest(t.newest_order_at, excluded.newest_order_at)
    RETURNING 1
  )
  SELECT count(*) INTO taken FROM claimed;
  total := total + taken;

  WITH claimed AS (
    DELETE FROM analytics_buyer_changes WHERE id IN (
      SELECT id FROM analytics_buyer_changes ORDER BY id LIMIT batch FOR UPDATE SKIP LOCKED)
    RETURNING showroom_id, customer_key
  ), buyers AS (
    SELECT DISTINCT showroom_id, customer_key FROM claimed
  )
  SELECT (SELECT count(*) FROM claimed), array_agg(showroom_id ORDER BY showroom_id, customer_key),
    array_agg(customer_key ORDER BY showroom_id, customer_key)
  INTO taken, showroom_ids, customer_keys FROM buyers;
  total := total + taken;
  IF showroom_ids IS NOT NULL THEN
    FOREACH statement IN ARRAY analytics_customers_sql(
      'select * from unnest($1::uuid[], $2::text[]) as k(showroom_id, customer_key)') LOOP
      EXECUTE statement USING showroom_ids, customer_keys;
    END LOOP;
  END IF;

  WITH claimed AS (
    DELETE FROM analytics_pipeline_changes WHERE id IN (
      SELECT id FROM analytics_pipeline_changes ORDER BY id LIMIT batch FOR UPDATE SKIP LOCKED)
    RETURNING customer_id, quote_id
  )
  SELECT count(*), array_agg(DISTINCT customer_id) FILTER (WHERE customer_id IS NOT NULL),
    array_agg(DISTINCT quote_id) FILTER (WHERE quote_id IS NOT NULL)
  INTO taken, customer_ids, quote_ids FROM claimed;
  total := total + taken;
  IF customer_ids IS NOT NULL THEN
    FOREACH statement IN ARRAY analytics_prospects_sql('select unnest($1::uuid[]) as customer_id')
      || analytics_open_consultations_sql(
        'select c.id as consultation_id from consultations c where c.customer_id = any($1::uuid[])') LOOP
      EXECUTE statement USING customer_ids;
    END LOOP;
  END IF;
  IF quote_ids IS NOT NULL THEN
    FOREACH statement IN ARRAY analytics_open_quotes_sql('select unnest($1::uuid[]) as quote_id') LOOP
      EXECUTE statement USING quote_ids;
    END LOOP;
  END IF;
  RETURN total;
END $$;
