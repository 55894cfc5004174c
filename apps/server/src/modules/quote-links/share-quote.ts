import { EMAIL_NEEDS_CUSTOMER } from '@stonetool/contracts/quotes';
import { QUOTE_SHARE_EXPIRED, type TShareQuoteResponse } from '@stonetool/contracts/quote-links';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import type { Principal } from '../auth/principal';
import { ownRecordsMemberId } from '../customers/own-records';
import { mailQuotePdf } from '../quotes/email-quote';
import { expertBusinessId } from '../quotes/expert-business';
import { makeQuotePdf } from '../quotes/make-quote-pdf';
import { findExpertQuote, quoteDataOf } from '../quotes/quote-records';
import { newQuoteLink } from './new-quote-link';

const dateOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * POST /api/quotes/:id/share: a link for the client to review the business's saved quote (issue
 * 25). The token is 256 random bits (base64url) and only its SHA-256 is stored, so this answer
 * is the only place the link appears; it works until the quote's validity ends or it is revoked.
 * Sharing again makes another link and leaves earlier ones working (the client may hold any of
 * them). With `email_client` the link and the quote PDF are e-mailed to the customer through the
 * outbox, in the transaction that stores the link.
 */
export async function shareQuote(
  ctx: AppContext,
  principal: Principal,
  quoteId: string,
  request: { email_client: boolean },
): Promise<TShareQuoteResponse['data']> {
  const showroomId = expertBusinessId(principal);
  const memberId = ownRecordsMemberId(principal);
  const { quote, customer } = await findExpertQuote(ctx.db, showroomId, quoteId, memberId);
  const now = ctx.clock.now();
  const expiresAt = quote.validUntil;
  if (expiresAt === null || expiresAt <= now) throw new AppError('CONFLICT', QUOTE_SHARE_EXPIRED);

  const { token, url, store: storeLink } = newQuoteLink(ctx.env.publicUrl, quote, principal.userId, now);
  let mailId: string | null = null;
  if (request.email_client) {
    if (!customer?.email) throw new AppError('VALIDATION_FAILED', EMAIL_NEEDS_CUSTOMER);
    const pdf = await makeQuotePdf(ctx, showroomId, {
      memberId,
      customer: {
        first_name: customer.firstName,
        last_name: customer.lastName,
        email: customer.email,
        phone: customer.phone,
      },
      quoteData: quoteDataOf(quote),
      quoteId: quote.id,
    });
    mailId = await mailQuotePdf(ctx, {
      showroomId,
      userId: principal.userId,
      pdf,
      to: customer.email,
      within: storeLink,
      lines: (businessName) => [
        `Dear ${customer.firstName},`,
        '',
        `Your countertop quote #${pdf.quoteNumber} is ready for you to review, with the slab layouts and seams:`,
        url,
        '',
        'On that page you can accept the quote or ask for changes. The quote is also attached as a PDF.',
        `It is valid until ${dateOf(expiresAt)}. Reply to this e-mail with any questions.`,
        '',
        businessName,
      ],
    });
  } else {
    await storeLink(ctx.db);
  }
  return { url, token, expires_at: expiresAt.toISOString(), mail_id: mailId };
}
