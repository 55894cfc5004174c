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
-- One side ('new_rows' or 'old_rows') of a statement trigger's transition tables on `tbl` for the
-- event `op`, or no row of the table's type where the event has no such side.
CREATE FUNCTION analytics_transition_rows(op text, tbl text, side text) RETURNS text
  LANGUAGE sql IMMUTABLE
  AS $$ select case when (side = 'new_rows' and op = 'DELETE') or (side = 'old_rows' and op = 'INSERT')
    then format('(select * from %I where false)', tbl) else side end $$;
--> statement-breakpoint
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
  new_rows_sql text := analytics_transition_rows(TG_OP, TG_TABLE_NAME, 'new_rows');
  old_rows_sql text := analytics_transition_rows(TG_OP, TG_TABLE_NAME, 'old_rows');
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
SELECT analytics_create_statement_triggers('analytics_daily_sales', 'analytics_daily_sales',
  'analytics_fold_into_months',
  quote_literal('analytics_monthly_sales') || ', ' || quote_literal('revenue_cents,tax_cents,wholesale_cost_cents,orders,fulfilled_orders'));
--> statement-breakpoint
SELECT analytics_create_statement_triggers('analytics_daily_activity', 'analytics_daily_activity',
  'analytics_fold_into_months',
  quote_literal('analytics_monthly_activity') || ', ' || quote_literal('quotes,consultations'));
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
