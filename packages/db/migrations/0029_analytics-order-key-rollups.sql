CREATE TABLE "analytics_daily_order_keys" (
	"showroom_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"type" text NOT NULL,
	"day" date NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	"wholesale_cost_cents" bigint DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"fulfilled_orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_order_keys_pk" PRIMARY KEY("showroom_id","brand","type","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_key_customers" (
	"brand" text NOT NULL,
	"type" text NOT NULL,
	"customer_key" text NOT NULL,
	"showroom_id" uuid NOT NULL,
	"orders" bigint NOT NULL,
	"first_order_at" timestamp with time zone NOT NULL,
	"second_order_at" timestamp with time zone,
	"last_order_at" timestamp with time zone NOT NULL,
	"by_email" boolean GENERATED ALWAYS AS (strpos(customer_key, '@') > 0) STORED NOT NULL,
	CONSTRAINT "analytics_key_customers_pk" PRIMARY KEY("brand","type","customer_key","showroom_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_monthly_order_keys" (
	"showroom_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"type" text NOT NULL,
	"month" date NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	"wholesale_cost_cents" bigint DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"fulfilled_orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_monthly_order_keys_pk" PRIMARY KEY("showroom_id","brand","type","month")
);
--> statement-breakpoint
CREATE TABLE "analytics_order_key_deltas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_order_key_deltas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"showroom_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"type" text NOT NULL,
	"day" date NOT NULL,
	"customer_key" text NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	"wholesale_cost_cents" bigint DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"fulfilled_orders" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_daily_order_keys" ADD CONSTRAINT "analytics_daily_order_keys_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_key_customers" ADD CONSTRAINT "analytics_key_customers_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_monthly_order_keys" ADD CONSTRAINT "analytics_monthly_order_keys_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_daily_order_keys_filter_idx" ON "analytics_daily_order_keys" USING btree ("brand","type","day");--> statement-breakpoint
CREATE INDEX "analytics_key_customers_last_order_idx" ON "analytics_key_customers" USING btree ("brand","type","last_order_at","first_order_at","second_order_at","showroom_id","by_email");--> statement-breakpoint
CREATE INDEX "analytics_key_customers_email_idx" ON "analytics_key_customers" USING btree ("brand","type","customer_key") WHERE "analytics_key_customers"."by_email";--> statement-breakpoint
CREATE INDEX "analytics_monthly_order_keys_filter_idx" ON "analytics_monthly_order_keys" USING btree ("brand","type","month");--> statement-breakpoint
-- Every order stone key row written or removed (migration 0018's refresh, an order's cascade)
-- appends its signed sales to analytics_order_key_deltas with its buyer, one new row each: no row
-- shared with another order, nothing recomputed in the order's transaction
-- (docs/decisions/131). A showroom being deleted is skipped, as the other deltas skip it.
CREATE FUNCTION analytics_order_keys_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO analytics_order_key_deltas (showroom_id, brand, type, day, customer_key, revenue_cents, tax_cents,
      wholesale_cost_cents, orders, fulfilled_orders)
    SELECT o.showroom_id, o.brand, o.type, analytics_day(o.order_date),
      analytics_buyer_key(o.customer_id, o.customer_email), -o.total_cents, -o.tax_cents, -o.wholesale_cost_cents,
      -1, -analytics_is_fulfilled(o.status)::int
    FROM old_rows o
    WHERE EXISTS (SELECT 1 FROM showrooms s WHERE s.id = o.showroom_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO analytics_order_key_deltas (showroom_id, brand, type, day, customer_key, revenue_cents, tax_cents,
      wholesale_cost_cents, orders, fulfilled_orders)
    SELECT n.showroom_id, n.brand, n.type, analytics_day(n.order_date),
      analytics_buyer_key(n.customer_id, n.customer_email), n.total_cents, n.tax_cents, n.wholesale_cost_cents,
      1, analytics_is_fulfilled(n.status)::int
    FROM new_rows n
    WHERE EXISTS (SELECT 1 FROM showrooms s WHERE s.id = n.showroom_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_order_keys_inserted AFTER INSERT ON analytics_order_stone_keys REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_order_keys_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_order_keys_updated AFTER UPDATE ON analytics_order_stone_keys REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_order_keys_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_order_keys_deleted AFTER DELETE ON analytics_order_stone_keys REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_order_keys_changed();
--> statement-breakpoint
-- The key buyers `keys` (brand, type, customer_key, showroom_id) recomputed from their order stone
-- keys, as analytics_customers_sql recomputes a buyer: each row is first locked (inserted or
-- reset), in key order, so two folds of one buyer queue rather than race, then recounted in a
-- statement that starts after the lock, and dropped when the buyer holds no order of the key.
-- The orders' buyer index finds a buyer's orders, their key rows are read by primary key.
CREATE FUNCTION analytics_key_customers_recount(brands text[], types text[], customer_keys text[],
  showroom_ids uuid[]) RETURNS void
  LANGUAGE sql
  AS $$
    insert into analytics_key_customers as t (brand, type, customer_key, showroom_id, orders, first_order_at,
      last_order_at)
    select b.brand, b.type, b.customer_key, b.showroom_id, 0, now(), now()
    from unnest(brands, types, customer_keys, showroom_ids) as b(brand, type, customer_key, showroom_id)
    where exists (select 1 from showrooms s where s.id = b.showroom_id)
    order by 1, 2, 3, 4
    on conflict (brand, type, customer_key, showroom_id) do update set orders = 0;
    update analytics_key_customers t set orders = r.orders, first_order_at = r.first_at,
      second_order_at = r.second_at, last_order_at = r.last_at
    from (
      select b.brand, b.type, b.customer_key, b.showroom_id, count(*) as orders, min(k.order_date) as first_at,
        (array_agg(k.order_date order by k.order_date))[2] as second_at, max(k.order_date) as last_at
      from unnest(brands, types, customer_keys, showroom_ids) as b(brand, type, customer_key, showroom_id)
        join orders o on analytics_buyer_key(o.customer_id, o.customer_email) = b.customer_key
          and o.showroom_id = b.showroom_id
        join analytics_order_stone_keys k on k.order_id = o.id and k.brand = b.brand and k.type = b.type
      where analytics_buyer_key(k.customer_id, k.customer_email) = b.customer_key
      group by 1, 2, 3, 4
    ) r
    where (t.brand, t.type, t.customer_key, t.showroom_id) = (r.brand, r.type, r.customer_key, r.showroom_id);
    delete from analytics_key_customers t
    where t.orders = 0 and (t.brand, t.type, t.customer_key, t.showroom_id) in
      (select * from unnest(brands, types, customer_keys, showroom_ids));
  $$;
--> statement-breakpoint
-- Folds up to `batch` order key deltas into the daily and monthly order key rollups and recounts
-- their buyers, deleting them in the statement that adds them, as analytics_fold does for the
-- other deltas (docs/decisions/090): rows taken with SKIP LOCKED, a fold that dies rolls back
-- whole, rollup rows written in key order. Answers how many it took.
CREATE FUNCTION analytics_fold_order_keys(batch integer) RETURNS integer
  LANGUAGE plpgsql
  AS $$
DECLARE
  taken integer;
  brands text[];
  types text[];
  customer_keys text[];
  showroom_ids uuid[];
BEGIN
  WITH claimed AS (
    DELETE FROM analytics_order_key_deltas WHERE id IN (
      SELECT id FROM analytics_order_key_deltas ORDER BY id LIMIT batch FOR UPDATE SKIP LOCKED)
    RETURNING *
  ), kept AS (
    SELECT c.* FROM claimed c WHERE EXISTS (SELECT 1 FROM showrooms s WHERE s.id = c.showroom_id)
  ), daily AS (
    INSERT INTO analytics_daily_order_keys AS t
      (showroom_id, brand, type, day, revenue_cents, tax_cents, wholesale_cost_cents, orders, fulfilled_orders)
    SELECT c.showroom_id, c.brand, c.type, c.day, sum(c.revenue_cents), sum(c.tax_cents),
      sum(c.wholesale_cost_cents), sum(c.orders), sum(c.fulfilled_orders)
    FROM kept c
    GROUP BY c.showroom_id, c.brand, c.type, c.day
    HAVING (sum(c.orders), sum(c.revenue_cents), sum(c.tax_cents), sum(c.wholesale_cost_cents),
      sum(c.fulfilled_orders)) <> (0, 0, 0, 0, 0)
    ORDER BY c.showroom_id, c.brand, c.type, c.day
    ON CONFLICT (showroom_id, brand, type, day) DO UPDATE SET
      revenue_cents = t.revenue_cents + excluded.revenue_cents,
      tax_cents = t.tax_cents + excluded.tax_cents,
      wholesale_cost_cents = t.wholesale_cost_cents + excluded.wholesale_cost_cents,
      orders = t.orders + excluded.orders,
      fulfilled_orders = t.fulfilled_orders + excluded.fulfilled_orders
    RETURNING 1
  ), monthly AS (
    INSERT INTO analytics_monthly_order_keys AS t
      (showroom_id, brand, type, month, revenue_cents, tax_cents, wholesale_cost_cents, orders, fulfilled_orders)
    SELECT c.showroom_id, c.brand, c.type, date_trunc('month', c.day)::date, sum(c.revenue_cents),
      sum(c.tax_cents), sum(c.wholesale_cost_cents), sum(c.orders), sum(c.fulfilled_orders)
    FROM kept c
    GROUP BY c.showroom_id, c.brand, c.type, date_trunc('month', c.day)::date
    HAVING (sum(c.orders), sum(c.revenue_cents), sum(c.tax_cents), sum(c.wholesale_cost_cents),
      sum(c.fulfilled_orders)) <> (0, 0, 0, 0, 0)
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (showroom_id, brand, type, month) DO UPDATE SET
      revenue_cents = t.revenue_cents + excluded.revenue_cents,
      tax_cents = t.tax_cents + excluded.tax_cents,
      wholesale_cost_cents = t.wholesale_cost_cents + excluded.wholesale_cost_cents,
      orders = t.orders + excluded.orders,
      fulfilled_orders = t.fulfilled_orders + excluded.fulfilled_orders
    RETURNING 1
  ), buyers AS (
    SELECT DISTINCT brand, type, customer_key, showroom_id FROM kept
  )
  SELECT (SELECT count(*) FROM claimed),
    array_agg(brand ORDER BY brand, type, customer_key, showroom_id),
    array_agg(type ORDER BY brand, type, customer_key, showroom_id),
    array_agg(customer_key ORDER BY brand, type, customer_key, showroom_id),
    array_agg(showroom_id ORDER BY brand, type, customer_key, showroom_id)
  INTO taken, brands, types, customer_keys, showroom_ids FROM buyers;
  IF customer_keys IS NOT NULL THEN
    PERFORM analytics_key_customers_recount(brands, types, customer_keys, showroom_ids);
  END IF;
  RETURN taken;
END $$;
--> statement-breakpoint
-- The order key rollups and key buyers recomputed from every order stone key row in one pass, with
-- no delta pending: for the rows already there (below) and for rebuildAnalytics. Run with no writer
-- at work.
CREATE FUNCTION analytics_order_keys_rebuild() RETURNS void
  LANGUAGE sql
  AS $$
    delete from analytics_order_key_deltas;
    delete from analytics_daily_order_keys;
    delete from analytics_monthly_order_keys;
    delete from analytics_key_customers;
    insert into analytics_daily_order_keys (showroom_id, brand, type, day, revenue_cents, tax_cents,
      wholesale_cost_cents, orders, fulfilled_orders)
    select k.showroom_id, k.brand, k.type, analytics_day(k.order_date), sum(k.total_cents), sum(k.tax_cents),
      sum(k.wholesale_cost_cents), count(*), count(*) filter (where analytics_is_fulfilled(k.status))
    from analytics_order_stone_keys k
    where exists (select 1 from showrooms s where s.id = k.showroom_id)
    group by 1, 2, 3, 4;
    insert into analytics_monthly_order_keys (showroom_id, brand, type, month, revenue_cents, tax_cents,
      wholesale_cost_cents, orders, fulfilled_orders)
    select d.showroom_id, d.brand, d.type, date_trunc('month', d.day)::date, sum(d.revenue_cents),
      sum(d.tax_cents), sum(d.wholesale_cost_cents), sum(d.orders), sum(d.fulfilled_orders)
    from analytics_daily_order_keys d
    group by 1, 2, 3, 4;
    insert into analytics_key_customers (brand, type, customer_key, showroom_id, orders, first_order_at,
      second_order_at, last_order_at)
    select k.brand, k.type, analytics_buyer_key(k.customer_id, k.customer_email), k.showroom_id, count(*),
      min(k.order_date), (array_agg(k.order_date order by k.order_date))[2], max(k.order_date)
    from analytics_order_stone_keys k
    where exists (select 1 from showrooms s where s.id = k.showroom_id)
    group by 1, 2, 3, 4;
  $$;
--> statement-breakpoint
SELECT analytics_order_keys_rebuild();
