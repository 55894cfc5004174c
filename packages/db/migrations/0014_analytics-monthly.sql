CREATE TABLE "analytics_monthly_activity" (
	"showroom_id" uuid NOT NULL,
	"month" date NOT NULL,
	"quotes" integer DEFAULT 0 NOT NULL,
	"consultations" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_monthly_activity_pk" PRIMARY KEY("showroom_id","month")
);
--> statement-breakpoint
CREATE TABLE "analytics_monthly_sales" (
	"showroom_id" uuid NOT NULL,
	"month" date NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	"wholesale_cost_cents" bigint DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"fulfilled_orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_monthly_sales_pk" PRIMARY KEY("showroom_id","month")
);
--> statement-breakpoint
ALTER TABLE "analytics_monthly_activity" ADD CONSTRAINT "analytics_monthly_activity_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_monthly_sales" ADD CONSTRAINT "analytics_monthly_sales_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_daily_activity_day_idx" ON "analytics_daily_activity" USING btree ("day");--> statement-breakpoint
CREATE INDEX "analytics_daily_sales_day_idx" ON "analytics_daily_sales" USING btree ("day");--> statement-breakpoint
-- The monthly rollups are folded from the daily ones by statement-level triggers on the daily
-- tables: whatever moves a daily row (an order, a cancellation, a cart saved, a backfill) moves
-- its month by the same amount, in the same transaction. TG_ARGV: the monthly table and the
-- summed columns (comma-separated); both tables are keyed by showroom_id and the day or month.
CREATE FUNCTION analytics_fold_into_months() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  target text := TG_ARGV[0];
  measures text[] := string_to_array(TG_ARGV[1], ',');
  new_rows_sql text := case when TG_OP = 'DELETE' then format('(select * from %I where false)', TG_TABLE_NAME) else 'new_rows' end;
  old_rows_sql text := case when TG_OP = 'INSERT' then format('(select * from %I where false)', TG_TABLE_NAME) else 'old_rows' end;
  present boolean;
BEGIN
  -- An upsert fires its INSERT and UPDATE triggers even when it wrote no row of that kind.
  EXECUTE format('select exists (select 1 from %s n) or exists (select 1 from %s o)', new_rows_sql, old_rows_sql)
    INTO present;
  IF NOT present THEN
    RETURN NULL;
  END IF;
  EXECUTE format($f$
    insert into %1$I as t (showroom_id, month, %2$s)
    select c.showroom_id, date_trunc('month', c.day)::date, %3$s from (
      select showroom_id, day, 1 as sign, %2$s from %4$s n
      union all
      select showroom_id, day, -1, %2$s from %5$s o
    ) c
    where exists (select 1 from showrooms s where s.id = c.showroom_id)
    group by 1, 2
    having row(%3$s) <> row(%6$s)
    order by 1, 2
    on conflict (showroom_id, month) do update set %7$s
  $f$,
    target,
    array_to_string(measures, ', '),
    (select string_agg(format('sum(c.sign * c.%I)', m), ', ') from unnest(measures) m),
    new_rows_sql,
    old_rows_sql,
    (select string_agg('0', ', ') from unnest(measures) m),
    (select string_agg(format('%1$I = t.%1$I + excluded.%1$I', m), ', ') from unnest(measures) m));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_daily_sales_inserted AFTER INSERT ON analytics_daily_sales REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_fold_into_months('analytics_monthly_sales', 'revenue_cents,tax_cents,wholesale_cost_cents,orders,fulfilled_orders');
--> statement-breakpoint
CREATE TRIGGER analytics_daily_sales_updated AFTER UPDATE ON analytics_daily_sales REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_fold_into_months('analytics_monthly_sales', 'revenue_cents,tax_cents,wholesale_cost_cents,orders,fulfilled_orders');
--> statement-breakpoint
CREATE TRIGGER analytics_daily_sales_deleted AFTER DELETE ON analytics_daily_sales REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_fold_into_months('analytics_monthly_sales', 'revenue_cents,tax_cents,wholesale_cost_cents,orders,fulfilled_orders');
--> statement-breakpoint
CREATE TRIGGER analytics_daily_activity_inserted AFTER INSERT ON analytics_daily_activity REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_fold_into_months('analytics_monthly_activity', 'quotes,consultations');
--> statement-breakpoint
CREATE TRIGGER analytics_daily_activity_updated AFTER UPDATE ON analytics_daily_activity REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_fold_into_months('analytics_monthly_activity', 'quotes,consultations');
--> statement-breakpoint
CREATE TRIGGER analytics_daily_activity_deleted AFTER DELETE ON analytics_daily_activity REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_fold_into_months('analytics_monthly_activity', 'quotes,consultations');
--> statement-breakpoint
-- Backfill from the daily rows already written.
INSERT INTO analytics_monthly_sales (showroom_id, month, revenue_cents, tax_cents, wholesale_cost_cents, orders, fulfilled_orders)
SELECT showroom_id, date_trunc('month', day)::date, sum(revenue_cents), sum(tax_cents), sum(wholesale_cost_cents),
  sum(orders), sum(fulfilled_orders)
FROM analytics_daily_sales GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO analytics_monthly_activity (showroom_id, month, quotes, consultations)
SELECT showroom_id, date_trunc('month', day)::date, sum(quotes), sum(consultations)
FROM analytics_daily_activity GROUP BY 1, 2;
