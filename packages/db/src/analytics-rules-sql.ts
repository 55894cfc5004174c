import { CANCELLED_ORDER_STATUS, FULFILLED_ORDER_STATUSES } from '@stonetool/domain/analytics/sales-rules';

const literal = (text: string): string => `'${text.replaceAll("'", "''")}'`;

/**
 * The sales rules of packages/domain/src/analytics/sales-rules.ts as SQL functions, for the
 * triggers, the fold and the figures to call. Migration 0017 holds this text verbatim (a test
 * checks it), so changing a rule means changing the domain and adding a migration with the new
 * text. The functions are plain SQL and IMMUTABLE, so PostgreSQL inlines them into the calling
 * statement: an index on the expression they stand for (orders_customer_key_idx) still serves.
 */
export function analyticsRulesSql(): string {
  return `CREATE OR REPLACE FUNCTION analytics_is_sale(status text) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ select status <> ${literal(CANCELLED_ORDER_STATUS)} $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_is_fulfilled(status text) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ select status in (${FULFILLED_ORDER_STATUSES.map(literal).join(', ')}) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_buyer_key(customer_id uuid, customer_email text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ select coalesce(customer_id::text, lower(customer_email)) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_is_email_buyer_key(customer_key text) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ select strpos(customer_key, '@') > 0 $$;`;
}
