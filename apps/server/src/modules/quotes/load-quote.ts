import type { TSavedQuote } from '@stonetool/contracts/quotes';
import type { AppContext } from '../../app-context';
import type { Principal } from '../auth/principal';
import { findCallersExpertQuote, savedQuote } from './quote-records';

/** GET /api/quotes/:id: a saved Expert Mode quote of the caller's business, to load into the estimator. */
export async function loadQuote(
  ctx: AppContext,
  principal: Principal,
  quoteId: string,
): Promise<TSavedQuote> {
  const { quote, customer } = await findCallersExpertQuote(ctx.db, principal, quoteId);
  return savedQuote(quote, customer);
}
