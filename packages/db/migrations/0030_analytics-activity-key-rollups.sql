CREATE TABLE "analytics_activity_key_deltas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_activity_key_deltas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"showroom_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"type" text NOT NULL,
	"day" date NOT NULL,
	"quotes" integer DEFAULT 0 NOT NULL,
	"consultations" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_activity_keys" (
	"showroom_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"type" text NOT NULL,
	"day" date NOT NULL,
	"quotes" integer DEFAULT 0 NOT NULL,
	"consultations" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_activity_keys_pk" PRIMARY KEY("showroom_id","brand","type","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_monthly_activity_keys" (
	"showroom_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"type" text NOT NULL,
	"month" date NOT NULL,
	"quotes" integer DEFAULT 0 NOT NULL,
	"consultations" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_monthly_activity_keys_pk" PRIMARY KEY("showroom_id","brand","type","month")
);
--> statement-breakpoint
ALTER TABLE "analytics_daily_activity_keys" ADD CONSTRAINT "analytics_daily_activity_keys_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_monthly_activity_keys" ADD CONSTRAINT "analytics_monthly_activity_keys_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_daily_activity_keys_filter_idx" ON "analytics_daily_activity_keys" USING btree ("brand","type","day");--> statement-breakpoint
CREATE INDEX "analytics_monthly_activity_keys_filter_idx" ON "analytics_monthly_activity_keys" USING btree ("brand","type","month");--> statement-breakpoint
-- The activity key deltas of stone key rows `rows` (a transition table's), each counted `sign`
-- times (docs/decisions/138): a quote key row counts its quote once under its key; a consultation
-- key row its consultation once under its brand or type, and each pair of a brand row and a type
-- row of one consultation counts it once under that brand and type (the consultation viewed a
-- stone of each, as the brand and type filters keep it). The stone key refreshes write and remove
-- an owner's rows whole (migration 0018), so a statement's rows hold all of an owner's pairs. A
-- showroom being deleted is skipped, as the other deltas skip it.
CREATE FUNCTION analytics_activity_keys_sql(measure text, rows text, sign integer) RETURNS text
  LANGUAGE sql IMMUTABLE
  AS $$ select format($f$
    insert into analytics_activity_key_deltas (showroom_id, brand, type, day, %1$I)
    select c.showroom_id, c.brand, c.type, c.day, %3$s * count(*) from (%2$s) c
    where exists (select 1 from showrooms s where s.id = c.showroom_id)
    group by c.showroom_id, c.brand, c.type, c.day
  $f$, measure, case measure
    when 'quotes' then format(
      'select showroom_id, brand, type, analytics_day(created_at) as day from %I', rows)
    else format($s$
      select showroom_id, brand, type, analytics_day(session_start) as day from %1$I
      union all
      select b.showroom_id, b.brand, t.type, analytics_day(b.session_start) from %1$I b
        join %1$I t on t.consultation_id = b.consultation_id and t.brand = '' and t.type <> ''
      where b.type = '' and b.brand <> ''
    $s$, rows)
  end, sign) $$;
--> statement-breakpoint
CREATE FUNCTION analytics_activity_keys_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    EXECUTE analytics_activity_keys_sql(TG_ARGV[0], 'old_rows', -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    EXECUTE analytics_activity_keys_sql(TG_ARGV[0], 'new_rows', 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_quote_keys_inserted AFTER INSERT ON analytics_quote_stone_keys REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_activity_keys_changed('quotes');
--> statement-breakpoint
CREATE TRIGGER analytics_quote_keys_updated AFTER UPDATE ON analytics_quote_stone_keys REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_activity_keys_changed('quotes');
--> statement-breakpoint
CREATE TRIGGER analytics_quote_keys_deleted AFTER DELETE ON analytics_quote_stone_keys REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_activity_keys_changed('quotes');
--> statement-breakpoint
CREATE TRIGGER analytics_consultation_keys_inserted AFTER INSERT ON analytics_consultation_stone_keys REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_activity_keys_changed('consultations');
--> statement-breakpoint
CREATE TRIGGER analytics_consultation_keys_updated AFTER UPDATE ON analytics_consultation_stone_keys REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_activity_keys_changed('consultations');
--> statement-breakpoint
CREATE TRIGGER analytics_consultation_keys_deleted AFTER DELETE ON analytics_consultation_stone_keys REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_activity_keys_changed('consultations');
--> statement-breakpoint
-- Folds up to `batch` activity key deltas into the daily and monthly activity key rollups,
-- deleting them in the statement that adds them, as analytics_fold_order_keys does (decision
-- 090's claim with SKIP LOCKED, a fold that dies rolls back whole, rollup rows in key order).
-- Answers how many it took.
CREATE FUNCTION analytics_fold_activity_keys(batch integer) RETURNS integer
  LANGUAGE sql
  AS $$
  WITH claimed AS (
    DELETE FROM analytics_activity_key_deltas WHERE id IN (
      SELECT id FROM analytics_activity_key_deltas ORDER BY id LIMIT batch FOR UPDATE SKIP LOCKED)
    RETURNING *
  ), kept AS (
    SELECT c.* FROM claimed c WHERE EXISTS (SELECT 1 FROM showrooms s WHERE s.id = c.showroom_id)
  ), daily AS (
    INSERT INTO analytics_daily_activity_keys AS t (showroom_id, brand, type, day, quotes, consultations)
    SELECT c.showroom_id, c.brand, c.type, c.day, sum(c.quotes), sum(c.consultations)
    FROM kept c
    GROUP BY c.showroom_id, c.brand, c.type, c.day
    HAVING (sum(c.quotes), sum(c.consultations)) <> (0, 0)
    ORDER BY c.showroom_id, c.brand, c.type, c.day
    ON CONFLICT (showroom_id, brand, type, day) DO UPDATE SET quotes = t.quotes + excluded.quotes,
      consultations = t.consultations + excluded.consultations
    RETURNING 1
  ), monthly AS (
    INSERT INTO analytics_monthly_activity_keys AS t (showroom_id, brand, type, month, quotes, consultations)
    SELECT c.showroom_id, c.brand, c.type, date_trunc('month', c.day)::date, sum(c.quotes), sum(c.consultations)
    FROM kept c
    GROUP BY c.showroom_id, c.brand, c.type, date_trunc('month', c.day)::date
    HAVING (sum(c.quotes), sum(c.consultations)) <> (0, 0)
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (showroom_id, brand, type, month) DO UPDATE SET quotes = t.quotes + excluded.quotes,
      consultations = t.consultations + excluded.consultations
    RETURNING 1
  )
  SELECT count(*)::int FROM claimed;
  $$;
--> statement-breakpoint
-- The activity key rollups recomputed from every quote and consultation stone key row: the deltas
-- an insert of every key row appends, folded in one batch; for the rows already there (below) and
-- for rebuildAnalytics. Run with no writer at work.
CREATE FUNCTION analytics_activity_keys_rebuild() RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  DELETE FROM analytics_activity_key_deltas;
  DELETE FROM analytics_daily_activity_keys;
  DELETE FROM analytics_monthly_activity_keys;
  EXECUTE analytics_activity_keys_sql('quotes', 'analytics_quote_stone_keys', 1);
  EXECUTE analytics_activity_keys_sql('consultations', 'analytics_consultation_stone_keys', 1);
  PERFORM analytics_fold_activity_keys(2147483647);
END $$;
--> statement-breakpoint
SELECT analytics_activity_keys_rebuild();
