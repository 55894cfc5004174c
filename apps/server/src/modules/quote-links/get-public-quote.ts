import type { TPublicQuote } from '@stonetool/contracts/quote-links';
import { quoteResponses } from '@stonetool/db/schema/quote-links';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { activeCardPayments } from '../card-payments/active-card-payments';
import { findQuoteLink, latestRevision, type QuoteLinkFound } from './find-quote-link';
import { jobStepsDone, progressView } from './job-progress';
import { publicQuoteVersion, quoteVersionHash } from './public-quote-view';
import { depositOffer, depositView, findQuoteDeposit, offerView } from './quote-deposit';

/**
 * GET /api/public/quotes/:token (no sign-in): the quote as the client should see it, with the
 * business's name, contact and branding, the hash of the version shown (the accept call checks
 * it), the client's answer so far, and the card deposit: the one asked on acceptance, or before
 * it the one accepting would ask; once the fabricator saved a revision, that it was superseded; and
 * after acceptance the job's progress as the fabricator records it.
 */
export async function getPublicQuote(
  ctx: AppContext,
  token: string,
  ipAddress: string,
): Promise<TPublicQuote> {
  return publicQuote(ctx, await findQuoteLink(ctx, token, ipAddress));
}

async function latestResponse(ctx: AppContext, quoteId: string, kind: 'accepted' | 'changes_requested') {
  const [row] = await ctx.db
    .select()
    .from(quoteResponses)
    .where(and(eq(quoteResponses.quoteId, quoteId), eq(quoteResponses.kind, kind)))
    .orderBy(desc(quoteResponses.createdAt))
    .limit(1);
  return row ?? null;
}

async function publicQuote(ctx: AppContext, found: QuoteLinkFound): Promise<TPublicQuote> {
  const { quote, customer, business } = found;
  const [version, accepted, changes, deposit, revision, steps] = await Promise.all([
    publicQuoteVersion(ctx.db, quote, customer),
    latestResponse(ctx, quote.id, 'accepted'),
    quote.reviewState === 'changes_requested' ? latestResponse(ctx, quote.id, 'changes_requested') : null,
    findQuoteDeposit(ctx.db, quote.id),
    latestRevision(ctx.db, quote),
    quote.reviewState === 'accepted' ? jobStepsDone(ctx.db, quote.id) : [],
  ]);
  const offer =
    quote.reviewState === 'accepted' || deposit
      ? null
      : depositOffer(business, version.totals.total_price_cents, (await activeCardPayments(ctx)) !== null);
  return {
    ...version,
    business: {
      name: business.name,
      email: business.email,
      phone: business.phone,
      address: business.address,
      logo_url: business.logoUrl,
      primary_color: business.primaryColor,
      secondary_color: business.secondaryColor,
    },
    version_hash: quoteVersionHash(version),
    review_state: quote.reviewState,
    accepted: accepted && {
      signature_name: accepted.signatureName ?? '',
      accepted_at: accepted.createdAt.toISOString(),
    },
    changes_requested_at: changes?.createdAt.toISOString() ?? null,
    deposit: deposit ? depositView(deposit) : offer && offerView(offer),
    superseded: revision && {
      quote_number: revision.quoteNumber,
      superseded_at: revision.createdAt.toISOString(),
    },
    progress: progressView(steps),
  };
}
