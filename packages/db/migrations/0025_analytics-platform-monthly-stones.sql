CREATE TABLE "analytics_platform_monthly_stones" (
	"month" date NOT NULL,
	"test_showrooms" boolean NOT NULL,
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
	CONSTRAINT "analytics_platform_monthly_stones_pk" PRIMARY KEY("month","test_showrooms","brand","type","color")
);
--> statement-breakpoint
-- The platform's stones per month are folded from its daily rows by statement-level triggers on
-- them, as migration 0014 folds the sales and activity: whatever moves a daily row (the fold, a
-- showroom becoming a test showroom or leaving) moves its month by the same counts and revenue in
-- the same transaction. The newest quote and order of a month are taken from the daily rows
-- written, with the rule the fold applies to the daily rows: a daily row's newest only ever moves
-- later, so a month's newest is its newest day's.
CREATE FUNCTION analytics_platform_stones_into_months() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
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
    insert into analytics_platform_monthly_stones as t (month, test_showrooms, brand, type, color, quotes, orders,
      revenue_cents, newest_quote_at, newest_quote_stone_id, newest_order_at, newest_order_stone_id)
    select date_trunc('month', c.day)::date, c.test_showrooms, c.brand, c.type, c.color, sum(c.sign * c.quotes),
      sum(c.sign * c.orders), sum(c.sign * c.revenue_cents), max(c.newest_quote_at),
      (array_agg(c.newest_quote_stone_id order by c.newest_quote_at desc nulls last))[1],
      max(c.newest_order_at),
      (array_agg(c.newest_order_stone_id order by c.newest_order_at desc nulls last))[1]
    from (
      select day, test_showrooms, brand, type, color, 1 as sign, quotes, orders, revenue_cents, newest_quote_at,
        newest_quote_stone_id, newest_order_at, newest_order_stone_id
      from %1$s n
      union all
      select day, test_showrooms, brand, type, color, -1, quotes, orders, revenue_cents, null, null, null, null
      from %2$s o
    ) c
    group by 1, 2, 3, 4, 5
    order by 1, 2, 3, 4, 5
    on conflict (month, test_showrooms, brand, type, color) do update set
      quotes = t.quotes + excluded.quotes,
      orders = t.orders + excluded.orders,
      revenue_cents = t.revenue_cents + excluded.revenue_cents,
      newest_quote_stone_id = CASE WHEN excluded.newest_quote_at >= t.newest_quote_at OR t.newest_quote_at IS NULL
        THEN excluded.newest_quote_stone_id ELSE t.newest_quote_stone_id END,
      newest_quote_at = greatest(t.newest_quote_at, excluded.newest_quote_at),
      newest_order_stone_id = CASE WHEN excluded.newest_order_at >= t.newest_order_at OR t.newest_order_at IS NULL
        THEN excluded.newest_order_stone_id ELSE t.newest_order_stone_id END,
      newest_order_at = greatest(t.newest_order_at, excluded.newest_order_at)
  $f$, new_rows_sql, old_rows_sql);
  RETURN NULL;
END $$;
--> statement-breakpoint
SELECT analytics_create_statement_triggers('analytics_platform_daily_stones', 'analytics_platform_daily_stones',
  'analytics_platform_stones_into_months', '');
--> statement-breakpoint
-- Backfill from the daily rows already written.
INSERT INTO analytics_platform_monthly_stones (month, test_showrooms, brand, type, color, quotes, orders,
  revenue_cents, newest_quote_at, newest_quote_stone_id, newest_order_at, newest_order_stone_id)
SELECT date_trunc('month', day)::date, test_showrooms, brand, type, color, sum(quotes), sum(orders),
  sum(revenue_cents), max(newest_quote_at),
  (array_agg(newest_quote_stone_id ORDER BY newest_quote_at DESC NULLS LAST))[1], max(newest_order_at),
  (array_agg(newest_order_stone_id ORDER BY newest_order_at DESC NULLS LAST))[1]
FROM analytics_platform_daily_stones GROUP BY 1, 2, 3, 4, 5;
