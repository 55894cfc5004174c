import type { Executor } from '@stonetool/db/client';
import type { QuoteReviewState } from '@stonetool/db/schema/quotes';
import { sql, type SQL } from 'drizzle-orm';
import { and, type FigureScope, num, quoteInScope, rollupsAnswer, showroomConditions } from './figure-scope';
import {
  type CustomerColumnsRow,
  DAY_SECONDS,
  noOrderOfQuote,
  notAcceptedQuote,
  type PipelineRow,
  readCustomer,
} from './pipeline-rows';

export interface ExpiringQuoteRow extends PipelineRow {
  quoteId: string;
  quoteNumber: string;
  totalCents: number;
  /** Whole days until it expires (0: today). */
  daysLeft: number;
  daysInPipeline: number;
  /** The client asked for changes through the quote link (issue 25). */
  changesRequested: boolean;
}

type ExpiringQuoteSqlRow = CustomerColumnsRow & {
  id: string;
  showroom_id: string;
  quote_number: string;
  total_cents: string;
  days_left: number;
  days_in_pipeline: number;
  changes_requested: boolean;
};

const CHANGES_REQUESTED: QuoteReviewState = 'changes_requested';

/**
 * Open quotes of a customer that expire within `withinDays` of now, have no order and were not
 * accepted by the client: close to their 30-day validity, each saying whether its client asked for
 * changes. Team member, brand and type filters apply as to quotes.
 */
export async function expiringQuotes(
  db: Executor,
  scope: FigureScope,
  now: Date,
  withinDays: number,
): Promise<ExpiringQuoteRow[]> {
  const at = now.toISOString();
  const expiresInWindow = (column: string): SQL[] => [
    sql`${sql.raw(column)} >= ${at}::timestamptz`,
    sql`${sql.raw(column)} < ${at}::timestamptz + make_interval(days => ${withinDays})`,
  ];
  const result = await db.execute<ExpiringQuoteSqlRow>(sql`
    select q.id, q.showroom_id, q.quote_number, q.total_price_cents::text as total_cents,
      ceil(extract(epoch from (q.valid_until - ${at}::timestamptz)) / ${DAY_SECONDS})::int as days_left,
      floor(extract(epoch from (${at}::timestamptz - q.created_at)) / ${DAY_SECONDS})::int as days_in_pipeline,
      q.customer_name, q.customer_email, q.customer_phone,
      exists (select 1 from quotes rq where rq.id = q.id and rq.review_state = ${CHANGES_REQUESTED}) as changes_requested
    from (${openQuotes(scope, expiresInWindow)}) q`);
  return result.rows.map((row) => ({
    showroomId: row.showroom_id,
    customer: readCustomer(row),
    quoteId: row.id,
    quoteNumber: row.quote_number,
    totalCents: num(row.total_cents),
    daysLeft: num(row.days_left),
    daysInPipeline: num(row.days_in_pipeline),
    changesRequested: row.changes_requested === true,
  }));
}

/**
 * Open quotes with no order whose expiry falls in `window`, from the open quotes table; a filtered
 * scope keeps those its quote stone keys or team member name (quoteInScope), so only the few open
 * quotes near their expiry are looked up, never every quote of the filter.
 */
function openQuotes(scope: FigureScope, window: (column: string) => SQL[]): SQL {
  return sql`
    select p.quote_id as id, p.showroom_id, p.quote_number, p.total_price_cents, p.created_at, p.valid_until,
      p.customer_name, p.customer_email, p.customer_phone
    from analytics_open_quotes p
    where ${and([
      ...showroomConditions(scope, 'p'),
      ...window('p.valid_until'),
      noOrderOfQuote('p'),
      notAcceptedQuote('p'),
      ...(rollupsAnswer(scope) ? [] : [quoteInScope(scope, 'p')]),
    ])}`;
}
