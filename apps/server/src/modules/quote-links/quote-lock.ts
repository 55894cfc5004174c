import { QUOTE_ACCEPTED_LOCKED } from '@stonetool/contracts/quote-links';
import type { Executor } from '@stonetool/db/client';
import { quotes } from '@stonetool/db/schema/quotes';
import { ne } from 'drizzle-orm';
import { AppError } from '../../errors/app-error';
import { QUOTE_NOT_FOUND, quoteOfShowroom } from '../quotes/quote-records';

/**
 * The condition an update of a saved quote adds: a quote the client accepted is the version they
 * signed, so it is never written over (issue 25). Part of the update's own WHERE, so an accept
 * racing a save cannot let the save through.
 */
export const notAccepted = () => ne(quotes.reviewState, 'accepted');

/**
 * Why an update guarded by `notAccepted` changed no row: 409 telling the fabricator to save a
 * revision when the client accepted the quote, else the usual 'Quote not found'.
 */
export async function refuseUnwritableQuote(
  db: Executor,
  showroomId: string,
  quoteId: string,
): Promise<never> {
  const [row] = await db
    .select({ reviewState: quotes.reviewState })
    .from(quotes)
    .where(quoteOfShowroom(quoteId, showroomId, 'expert_quote'));
  if (row?.reviewState === 'accepted') throw new AppError('CONFLICT', QUOTE_ACCEPTED_LOCKED);
  throw new AppError('NOT_FOUND', QUOTE_NOT_FOUND);
}
