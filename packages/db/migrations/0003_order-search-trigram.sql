-- The orders lists search customer name, e-mail and quote number by substring (ILIKE '%text%').
-- Where PostgreSQL has pg_trgm (contrib, a trusted extension since PostgreSQL 13), a trigram index
-- on the one expression the search matches serves it; without the extension (the embedded PGlite)
-- the search reads the showroom's orders, which is fast at that size. The expression must stay
-- the one in apps/server/src/modules/orders/find-orders.ts for the index to be used.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  NULL;
END $$;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS "orders_search_trgm_idx" ON "orders" USING gin (
      ("customer_first_name" || ' ' || "customer_last_name" || ' ' || "customer_email" || ' ' || "quote_number") gin_trgm_ops
    );
  END IF;
END $$;
