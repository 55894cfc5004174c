import type { QuoteReviewState } from '@stonetool/db/schema/quotes';
import { sql } from 'drizzle-orm';

export interface PipelineCustomer {
  name: string;
  email: string | null;
  phone: string | null;
}

/**
 * The opportunities are read from the pipeline tables the triggers keep (migration 0013), which
 * hold exactly the open prospects, consultations and quotes with the customer's name and contact;
 * a brand, type or team member filter keeps the open quotes and consultations its stone keys or
 * team member name, and counts a high-intent customer's touches of the filter from the rows. Either
 * source gives the customer's columns as customer_name, customer_email and customer_phone.
 */
export const customerColumns = sql`trim(c.first_name || ' ' || c.last_name) as customer_name, c.email as customer_email, c.phone as customer_phone`;

/** The columns `customerColumns` (or a pipeline table) gives a row. */
export type CustomerColumnsRow = {
  customer_name: string | null;
  customer_email: string | null;
  customer_phone: string | null;
};

export function readCustomer(row: CustomerColumnsRow): PipelineCustomer {
  return { name: row.customer_name ?? '', email: row.customer_email, phone: row.customer_phone };
}

export const DAY_SECONDS = 86_400;

/*
 * A new order's effect on the pipeline tables (dropping the rows it closes) is folded after the
 * order commits (docs/decisions/090-analytics-deltas-folded-by-a-worker.md); until then these
 * conditions leave out the rows it closed. An order only ever closes pipeline rows; a change that
 * reopens one (an order deleted or given another customer, date or quote) still recomputes the
 * tables in its own transaction.
 */

/** The pipeline row (alias `alias`) is a customer's with no order at all: still a prospect. */
export const noOrderOfCustomer = (alias: string) =>
  sql`not exists (select 1 from orders o where o.customer_id = ${sql.raw(alias)}.customer_id)`;

/** The consultation (alias `alias`) was not followed by an order of its customer. */
export const noOrderSince = (alias: string) =>
  sql`not exists (select 1 from orders o where o.customer_id = ${sql.raw(alias)}.customer_id and o.order_date >= ${sql.raw(alias)}.session_start)`;

/** No order was placed from the quote (alias `alias`). */
export const noOrderOfQuote = (alias: string) =>
  sql`not exists (select 1 from orders o where o.quote_id = ${sql.raw(alias)}.quote_id)`;

const ACCEPTED: QuoteReviewState = 'accepted';

/**
 * The client has not accepted the quote (alias `alias`) through its link (issue 25): an accepted
 * quote is won, not an opportunity, though it stays open until its order is placed.
 */
export const notAcceptedQuote = (alias: string) =>
  sql`not exists (select 1 from quotes aq where aq.id = ${sql.raw(alias)}.quote_id and aq.review_state = ${ACCEPTED})`;
