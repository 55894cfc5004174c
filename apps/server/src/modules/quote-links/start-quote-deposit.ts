import {
  CARD_PAYMENTS_UNAVAILABLE,
  DEPOSIT_ALREADY_PAID,
  DEPOSIT_NEEDS_ACCEPTANCE,
  DEPOSIT_NOT_ASKED,
  QUOTE_SUPERSEDED_DEPOSIT,
  type TStartQuoteDepositResponse,
} from '@stonetool/contracts/quote-links';
import { quoteDeposits } from '@stonetool/db/schema/quote-links';
import { formatUsd } from '@stonetool/domain/money';
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import { activeCardPayments } from '../card-payments/active-card-payments';
import { stripeClient } from '../card-payments/stripe-client';
import { latestRevision, quoteLinkUrl, type QuoteLinkFound } from './find-quote-link';
import { findQuoteDeposit } from './quote-deposit';

/** Where Stripe sends the client back: their quote page, saying whether they paid. */
export const DEPOSIT_RETURN_PARAMETER = 'deposit';

/**
 * POST /api/public/quotes/:token/deposit: a Stripe Checkout Session (official SDK) for the deposit
 * asked when the client accepted, in the amount fixed then. A new session each call, since one the
 * client left expires; the deposit keeps the latest one's id. The session carries the deposit's
 * id as `client_reference_id`, which the webhook reads back. Refused with 409 when the quote is
 * not accepted, asks no deposit, is paid already, was superseded by a revision (whose own deposit
 * the client pays), or card payments are off now; 502 when Stripe
 * cannot be reached.
 */
export async function startQuoteDeposit(
  ctx: AppContext,
  found: QuoteLinkFound,
  token: string,
): Promise<TStartQuoteDepositResponse['data']> {
  const { quote, business, customer } = found;
  if (quote.reviewState !== 'accepted') throw new AppError('CONFLICT', DEPOSIT_NEEDS_ACCEPTANCE);
  const deposit = await findQuoteDeposit(ctx.db, quote.id);
  if (!deposit) throw new AppError('CONFLICT', DEPOSIT_NOT_ASKED);
  if (deposit.status === 'paid') throw new AppError('CONFLICT', DEPOSIT_ALREADY_PAID);
  if (await latestRevision(ctx.db, quote)) throw new AppError('CONFLICT', QUOTE_SUPERSEDED_DEPOSIT);
  const payments = await activeCardPayments(ctx);
  if (!payments) throw new AppError('CONFLICT', CARD_PAYMENTS_UNAVAILABLE);

  const page = quoteLinkUrl(ctx.env.publicUrl, token);
  const metadata = { quote_deposit_id: deposit.id, quote_id: quote.id, showroom_id: quote.showroomId };
  let session: Stripe.Checkout.Session;
  try {
    session = await stripeClient(ctx.env.stripeApiBaseUrl, payments.secretKey).checkout.sessions.create({
      mode: 'payment',
      client_reference_id: deposit.id,
      ...(customer?.email ? { customer_email: customer.email } : {}),
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: deposit.currency,
            unit_amount: deposit.amountCents,
            product_data: {
              name: `Deposit on quote ${quote.quoteNumber}`,
              description: `${deposit.percent} % deposit to ${business.name}`,
            },
          },
        },
      ],
      metadata,
      payment_intent_data: { metadata },
      success_url: `${page}?${DEPOSIT_RETURN_PARAMETER}=paid`,
      cancel_url: `${page}?${DEPOSIT_RETURN_PARAMETER}=cancelled`,
    });
  } catch {
    throw new AppError(
      'PROVIDER_UNAVAILABLE',
      `The card payment page could not be opened. Please try again in a few minutes, or contact ${business.name} to pay the deposit of ${formatUsd(deposit.amountCents)}.`,
    );
  }
  if (!session.url) {
    throw new AppError('PROVIDER_UNAVAILABLE', 'Stripe did not give a payment page. Please try again.');
  }
  await ctx.db
    .update(quoteDeposits)
    .set({ checkoutSessionId: session.id, updatedAt: ctx.clock.now() })
    .where(and(eq(quoteDeposits.id, deposit.id), eq(quoteDeposits.status, 'due')));
  return { checkout_url: session.url, amount_cents: deposit.amountCents };
}
