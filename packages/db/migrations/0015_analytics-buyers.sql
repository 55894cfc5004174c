CREATE TABLE "analytics_daily_buyers" (
	"showroom_id" uuid NOT NULL,
	"day" date NOT NULL,
	"new_buyers" integer DEFAULT 0 NOT NULL,
	"repeat_buyers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_buyers_pk" PRIMARY KEY("showroom_id","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_monthly_buyers" (
	"showroom_id" uuid NOT NULL,
	"month" date NOT NULL,
	"new_buyers" integer DEFAULT 0 NOT NULL,
	"repeat_buyers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_monthly_buyers_pk" PRIMARY KEY("showroom_id","month")
);
--> statement-breakpoint
ALTER TABLE "analytics_daily_buyers" ADD CONSTRAINT "analytics_daily_buyers_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_monthly_buyers" ADD CONSTRAINT "analytics_monthly_buyers_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_daily_buyers_day_idx" ON "analytics_daily_buyers" USING btree ("day");--> statement-breakpoint
CREATE INDEX "analytics_customers_first_order_idx" ON "analytics_customers" USING btree ("first_order_at");--> statement-breakpoint
-- The buyers of each day, moved by every change to the customers rollup (a buyer's first, second
-- or latest order changing): the old row's days give back what the new row's take. Buyers known
-- only by e-mail are left out (see the schema).
CREATE FUNCTION analytics_buyers_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  -- An update counts only for the buyers whose dates moved: the customers rollup first locks a
  -- buyer's row by setting its order count, which moves nothing here.
  moved text := $m$(n.first_order_at, n.second_order_at, n.last_order_at)
    is distinct from (o.first_order_at, o.second_order_at, o.last_order_at)$m$;
  new_rows_sql text := case TG_OP
    when 'UPDATE' then format('(select n.* from new_rows n join old_rows o using (showroom_id, customer_key) where %s)', moved)
    else analytics_transition_rows(TG_OP, TG_TABLE_NAME, 'new_rows') end;
  old_rows_sql text := case TG_OP
    when 'UPDATE' then format('(select o.* from old_rows o join new_rows n using (showroom_id, customer_key) where %s)', moved)
    else analytics_transition_rows(TG_OP, TG_TABLE_NAME, 'old_rows') end;
  present boolean;
BEGIN
  -- An upsert fires its INSERT and UPDATE triggers even when it wrote no row of that kind.
  EXECUTE format('select exists (select 1 from %s n) or exists (select 1 from %s o)', new_rows_sql, old_rows_sql)
    INTO present;
  IF NOT present THEN
    RETURN NULL;
  END IF;
  EXECUTE format($f$
    insert into analytics_daily_buyers as t (showroom_id, day, new_buyers, repeat_buyers)
    select c.showroom_id, c.day, sum(c.new_buyers), sum(c.repeat_buyers) from (
      select showroom_id, analytics_day(first_order_at) as day, 1 as new_buyers, 0 as repeat_buyers
      from %1$s n where not by_email
      union all
      select showroom_id, analytics_day(last_order_at), 0, 1
      from %1$s n where not by_email and second_order_at is not null
      union all
      select showroom_id, analytics_day(first_order_at), -1, 0
      from %2$s o where not by_email
      union all
      select showroom_id, analytics_day(last_order_at), 0, -1
      from %2$s o where not by_email and second_order_at is not null
    ) c
    where exists (select 1 from showrooms s where s.id = c.showroom_id)
    group by 1, 2
    having (sum(c.new_buyers), sum(c.repeat_buyers)) <> (0, 0)
    order by 1, 2
    on conflict (showroom_id, day) do update set new_buyers = t.new_buyers + excluded.new_buyers,
      repeat_buyers = t.repeat_buyers + excluded.repeat_buyers
  $f$, new_rows_sql, old_rows_sql);
  RETURN NULL;
END $$;
--> statement-breakpoint
SELECT analytics_create_statement_triggers('analytics_customers', 'analytics_customers',
  'analytics_buyers_changed', '');
--> statement-breakpoint
SELECT analytics_create_statement_triggers('analytics_daily_buyers', 'analytics_daily_buyers',
  'analytics_fold_into_months',
  quote_literal('analytics_monthly_buyers') || ', ' || quote_literal('new_buyers,repeat_buyers'));
--> statement-breakpoint
-- Backfill from the customers rollup; the monthly rows follow through the triggers above.
INSERT INTO analytics_daily_buyers (showroom_id, day, new_buyers, repeat_buyers)
SELECT showroom_id, day, sum(new_buyers), sum(repeat_buyers) FROM (
  SELECT showroom_id, analytics_day(first_order_at) AS day, 1 AS new_buyers, 0 AS repeat_buyers
  FROM analytics_customers WHERE NOT by_email
  UNION ALL
  SELECT showroom_id, analytics_day(last_order_at), 0, 1
  FROM analytics_customers WHERE NOT by_email AND second_order_at IS NOT NULL
) buyers
GROUP BY 1, 2;
