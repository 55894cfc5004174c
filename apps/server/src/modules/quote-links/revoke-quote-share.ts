import { quoteLinks } from '@stonetool/db/schema/quote-links';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Principal } from '../auth/principal';
import { ownRecordsMemberId } from '../customers/own-records';
import { expertBusinessId } from '../quotes/expert-business';
import { findExpertQuote } from '../quotes/quote-records';

/**
 * DELETE /api/quotes/:id/share: every live link of the business's quote stops working (the client
 * then reads that the link was withdrawn); answers how many were revoked.
 */
export async function revokeQuoteShare(
  ctx: AppContext,
  principal: Principal,
  quoteId: string,
): Promise<number> {
  const showroomId = expertBusinessId(principal);
  const { quote } = await findExpertQuote(ctx.db, showroomId, quoteId, ownRecordsMemberId(principal));
  const revoked = await ctx.db
    .update(quoteLinks)
    .set({ revokedAt: ctx.clock.now() })
    .where(
      and(
        eq(quoteLinks.quoteId, quote.id),
        eq(quoteLinks.showroomId, showroomId),
        isNull(quoteLinks.revokedAt),
      ),
    )
    .returning({ id: quoteLinks.id });
  return revoked.length;
}
