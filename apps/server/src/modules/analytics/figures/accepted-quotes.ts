import type { Executor } from '@stonetool/db/client';
import type { QuoteReviewState } from '@stonetool/db/schema/quotes';
import type { TimeWindow } from '@stonetool/domain/analytics/periods';
import { sql } from 'drizzle-orm';
import { and, type FigureScope, num, quoteConditions, within, type SqlNumber } from './figure-scope';

const ACCEPTED: QuoteReviewState = 'accepted';

/**
 * The quotes of a period (saved in it, as the funnel's Quotes stage counts them) that their
 * client accepted through the quote link (issue 25: an accepted quote is won). Team member, brand
 * and type filters apply as to quotes. Counted from the quotes themselves: few per period.
 */
export async function acceptedQuotes(db: Executor, scope: FigureScope, window: TimeWindow): Promise<number> {
  const result = await db.execute<{ accepted: SqlNumber }>(sql`
    select count(*) as accepted
    from quotes q
    where ${and([...quoteConditions(scope), within('q.created_at', window), sql`q.review_state = ${ACCEPTED}`])}`);
  return num(result.rows[0]?.accepted);
}
