import {
  QUOTE_LINK_EXPIRED,
  QUOTE_LINK_NOT_FOUND,
  QUOTE_LINK_REVOKED,
} from '@stonetool/contracts/quote-links';
import { customers, type CustomerRow } from '@stonetool/db/schema/customers';
import { quoteLinks, type QuoteLinkRow } from '@stonetool/db/schema/quote-links';
import { quotes, type QuoteRow } from '@stonetool/db/schema/quotes';
import { showrooms, type ShowroomRow } from '@stonetool/db/schema/showrooms';
import type { Executor } from '@stonetool/db/client';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import { assertUnderLimit, recordHit } from '../../rate-limit';
import { tokenLookupRules } from '../auth/rate-limit-rules';
import { hashToken } from '../auth/tokens';

export interface QuoteLinkFound {
  link: QuoteLinkRow;
  quote: QuoteRow;
  customer: CustomerRow | null;
  business: ShowroomRow;
}

/** The client's page of a quote link. */
export function quoteLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/q/${encodeURIComponent(token)}`;
}

/**
 * The quote a link opens, for an anonymous caller. Unknown tokens answer 404 and count against
 * the caller's address (tokenLookupRules), so links cannot be guessed; a revoked link, a
 * cancelled quote or one past its validity answers 410, each saying what to do. A quote the
 * client accepted stays readable after its validity, as the record of what they signed.
 */
export async function findQuoteLink(
  ctx: AppContext,
  token: string,
  ipAddress: string,
): Promise<QuoteLinkFound> {
  const now = ctx.clock.now();
  const rules = tokenLookupRules('quote-link', ctx.env.rateLimits, ipAddress);
  await assertUnderLimit(ctx.db, rules, now);
  const [found] = await ctx.db
    .select({ link: quoteLinks, quote: quotes, customer: customers, business: showrooms })
    .from(quoteLinks)
    .innerJoin(quotes, and(eq(quotes.id, quoteLinks.quoteId), eq(quotes.showroomId, quoteLinks.showroomId)))
    .innerJoin(showrooms, and(eq(showrooms.id, quoteLinks.showroomId), isNull(showrooms.deletedAt)))
    .leftJoin(customers, eq(customers.id, quotes.customerId))
    .where(eq(quoteLinks.tokenHash, hashToken(token)));
  if (!found) {
    await recordHit(ctx.db, rules, now);
    throw new AppError('NOT_FOUND', QUOTE_LINK_NOT_FOUND);
  }
  if (found.link.revokedAt !== null || found.quote.status === 'cancelled') {
    throw new AppError('LINK_EXPIRED', QUOTE_LINK_REVOKED);
  }
  const lapsed = found.quote.validUntil === null || found.quote.validUntil <= now;
  if (lapsed && found.quote.reviewState !== 'accepted')
    throw new AppError('LINK_EXPIRED', QUOTE_LINK_EXPIRED);
  return found;
}

/** The newest revision saved of a quote, which supersedes it (issue 25), or null. */
export async function latestRevision(
  db: Executor,
  quote: Pick<QuoteRow, 'id' | 'showroomId'>,
): Promise<Pick<QuoteRow, 'quoteNumber' | 'createdAt'> | null> {
  const [row] = await db
    .select({ quoteNumber: quotes.quoteNumber, createdAt: quotes.createdAt })
    .from(quotes)
    .where(and(eq(quotes.revisionOf, quote.id), eq(quotes.showroomId, quote.showroomId)))
    .orderBy(desc(quotes.createdAt))
    .limit(1);
  return row ?? null;
}
