import type { TSavedQuote } from '@stonetool/contracts/quotes';
import type { AppContext } from '../../app-context';
import type { Principal } from '../auth/principal';
import { expertBusinessId } from './expert-business';
import { findExpertQuote, savedQuote } from './quote-records';
import { ownRecordsMemberId } from '../customers/own-records';

/** GET /api/quotes/:id: a saved Expert Mode quote of the caller's business, to load into the estimator. */
export async function loadQuote(
  ctx: AppContext,
  principal: Principal,
  quoteId: string,
): Promise<TSavedQuote> {
  const { quote, customer } = await findExpertQuote(
    ctx.db,
    expertBusinessId(principal),
    quoteId,
    ownRecordsMemberId(principal),
  );
  return savedQuote(quote, customer);
}
