CREATE TABLE "analytics_platform_daily_stones" (
	"day" date NOT NULL,
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
	CONSTRAINT "analytics_platform_daily_stones_pk" PRIMARY KEY("day","test_showrooms","brand","type","color")
);
--> statement-breakpoint
DROP INDEX "orders_customer_idx";--> statement-breakpoint
CREATE INDEX "orders_customer_date_idx" ON "orders" USING btree ("customer_id","order_date");--> statement-breakpoint
-- The statement upserting stone rows `source` (the key columns, counted, revenue_cents, at,
-- stone_id) into the stones rollup `target` by increments, in key order.
CREATE FUNCTION analytics_stone_upsert_sql(target text, key_columns text, measure text, source text) RETURNS text
  LANGUAGE sql IMMUTABLE
  AS $$ select format($f$
    insert into %1$I as t (%2$s, %3$I, revenue_cents, %4$I, %5$I)
    select %2$s, counted, revenue_cents, at, stone_id from (%6$s) c
    order by %2$s
    on conflict (%2$s) do update set
      %3$I = t.%3$I + excluded.%3$I,
      revenue_cents = t.revenue_cents + excluded.revenue_cents,
      %5$I = case when excluded.%4$I >= t.%4$I or t.%4$I is null then excluded.%5$I else t.%5$I end,
      %4$I = greatest(t.%4$I, excluded.%4$I)
  $f$, target, key_columns, measure, 'newest_' || left(measure, -1) || '_at',
    'newest_' || left(measure, -1) || '_stone_id', source) $$;
--> statement-breakpoint
-- Every change to the stones rollup now goes to the platform's too, in the same statement.
CREATE OR REPLACE FUNCTION analytics_stone_sql(measure text, source text) RETURNS text
  LANGUAGE sql IMMUTABLE
  AS $$ select format($f$
    with delta as (
      select c.showroom_id, c.day, c.brand, c.type, c.color, sum(c.counted) as counted,
        sum(c.revenue_cents) as revenue_cents, max(c.at) as at,
        (array_agg(c.stone_id order by c.at desc nulls last))[1] as stone_id
      from (%1$s) c
      where exists (select 1 from showrooms s where s.id = c.showroom_id)
      group by c.showroom_id, c.day, c.brand, c.type, c.color
      having sum(c.counted) <> 0 or sum(c.revenue_cents) <> 0 or max(c.at) is not null
    ), by_showroom as (%2$s)
    %3$s
  $f$, source,
    analytics_stone_upsert_sql('analytics_daily_stones', 'showroom_id, day, brand, type, color', measure,
      'select * from delta'),
    analytics_stone_upsert_sql('analytics_platform_daily_stones', 'day, test_showrooms, brand, type, color', measure, $s$
      select d.day, s.is_test as test_showrooms, d.brand, d.type, d.color, sum(d.counted) as counted,
        sum(d.revenue_cents) as revenue_cents, max(d.at) as at,
        (array_agg(d.stone_id order by d.at desc nulls last))[1] as stone_id
      from delta d join showrooms s on s.id = d.showroom_id
      group by 1, 2, 3, 4, 5
    $s$)) $$;
--> statement-breakpoint
-- A showroom that becomes a test showroom, or stops being one, takes its stone rows from one side
-- of the platform rollup to the other; a showroom deleted takes them out (its own rows go by the
-- cascade, and the writes the cascade makes skip a showroom that is gone).
CREATE FUNCTION analytics_showroom_stones_moved() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  measure text;
  moves text := format('select %L::boolean as test_showrooms, -1 as sign', OLD.is_test)
    || case when TG_OP = 'UPDATE' then format(' union all select %L::boolean, 1', NEW.is_test) else '' end;
BEGIN
  FOREACH measure IN ARRAY array['quotes', 'orders'] LOOP
    EXECUTE analytics_stone_upsert_sql('analytics_platform_daily_stones', 'day, test_showrooms, brand, type, color',
      measure, format($s$
        select d.day, m.test_showrooms, d.brand, d.type, d.color, m.sign * sum(d.%1$I) as counted,
          case when %1$L = 'orders' then m.sign * sum(d.revenue_cents) else 0 end as revenue_cents,
          case when m.sign = 1 then max(d.%2$I) end as at,
          case when m.sign = 1 then (array_agg(d.%3$I order by d.%2$I desc nulls last))[1] end as stone_id
        from analytics_daily_stones d cross join (%4$s) m
        where d.showroom_id = %5$L
        group by d.day, m.test_showrooms, m.sign, d.brand, d.type, d.color
      $s$, measure, 'newest_' || left(measure, -1) || '_at', 'newest_' || left(measure, -1) || '_stone_id',
        moves, OLD.id));
  END LOOP;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_showroom_test_changed AFTER UPDATE OF is_test ON showrooms
  FOR EACH ROW WHEN (OLD.is_test IS DISTINCT FROM NEW.is_test) EXECUTE FUNCTION analytics_showroom_stones_moved();
--> statement-breakpoint
CREATE TRIGGER analytics_showroom_deleted BEFORE DELETE ON showrooms
  FOR EACH ROW EXECUTE FUNCTION analytics_showroom_stones_moved();
--> statement-breakpoint
INSERT INTO analytics_platform_daily_stones (day, test_showrooms, brand, type, color, quotes, orders,
  revenue_cents, newest_quote_at, newest_quote_stone_id, newest_order_at, newest_order_stone_id)
SELECT d.day, s.is_test, d.brand, d.type, d.color, sum(d.quotes), sum(d.orders), sum(d.revenue_cents),
  max(d.newest_quote_at), (array_agg(d.newest_quote_stone_id ORDER BY d.newest_quote_at DESC NULLS LAST))[1],
  max(d.newest_order_at), (array_agg(d.newest_order_stone_id ORDER BY d.newest_order_at DESC NULLS LAST))[1]
FROM analytics_daily_stones d JOIN showrooms s ON s.id = d.showroom_id
GROUP BY 1, 2, 3, 4, 5;
