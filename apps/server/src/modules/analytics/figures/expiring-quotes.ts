import type { QuoteReviewState } from '@stonetool/db/schema/quotes';
import { sql, type SQL } from 'drizzle-orm';
import { EXPIRING_QUOTE_PRIORITY } from '@stonetool/domain/analytics/opportunities';
import { and, type FigureScope, quoteInScope, rollupsAnswer, showroomConditions } from './figure-scope';
import { prioritySql } from './opportunity-rank-sql';
import { DAY_SECONDS, noOrderOfQuote, notAcceptedQuote } from './pipeline-rows';

const CHANGES_REQUESTED: QuoteReviewState = 'changes_requested';

/** The client of the quote (alias `alias`, a column `ref_id`) asked for changes through its link (issue 25). */
export const changesRequested = (alias: string) =>
  sql`exists (select 1 from quotes rq where rq.id = ${sql.raw(alias)}.ref_id and rq.review_state = ${CHANGES_REQUESTED})`;

/**
 * Open quotes of a customer that expire within `withinDays` of now, have no order and were not
 * accepted by the client: close to their 30-day validity, as ranked opportunity rows
 * (OpportunityRowColumns) with the whole days left. Team member, brand and type filters apply as
 * to quotes.
 */
export function expiringQuoteRows(scope: FigureScope, now: Date, withinDays: number): SQL {
  const at = now.toISOString();
  const expiresInWindow = (column: string): SQL[] => [
    sql`${sql.raw(column)} >= ${at}::timestamptz`,
    sql`${sql.raw(column)} < ${at}::timestamptz + make_interval(days => ${withinDays})`,
  ];
  return sql`
    select 'expiring_quote' as kind, 'expiring_quote:' || q.id as id, q.showroom_id,
      ${prioritySql(EXPIRING_QUOTE_PRIORITY, { daysLeft: sql`q.days_left` })} as priority,
      q.total_price_cents::bigint as value_cents, q.days_in_pipeline as days, q.id as ref_id, q.quote_number,
      q.days_left, null::int as quotes, null::int as consultations, null::int as stones_compared,
      q.customer_name, q.customer_email, q.customer_phone
    from (
      select p.*,
        ceil(extract(epoch from (p.valid_until - ${at}::timestamptz)) / ${DAY_SECONDS})::int as days_left,
        floor(extract(epoch from (${at}::timestamptz - p.created_at)) / ${DAY_SECONDS})::int as days_in_pipeline
      from (${openQuotes(scope, expiresInWindow)}) p
    ) q`;
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
