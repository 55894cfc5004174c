import type { TStripeWebhookResponse } from '@stonetool/contracts/quote-links';
import { stripeWebhookEvents } from '@stonetool/db/schema/quote-links';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import { recordDepositPayment } from '../quote-links/record-deposit-payment';
import { webhookSigningSecret } from './active-card-payments';

export const STRIPE_SIGNATURE_MISSING =
  'The Stripe-Signature header is missing: only Stripe may call this address.';
export const STRIPE_SIGNATURE_MISMATCH =
  'The Stripe-Signature header does not match this body signed with the saved webhook secret (or is older than 5 minutes).';
export const STRIPE_WEBHOOK_SECRET_MISSING =
  'No webhook secret is saved for the card payment mode, so the event cannot be checked. Save it in Card Payments.';

/** Checkout events that report a session paid: at once (cards), or later (delayed methods). */
const PAID_CHECKOUT_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
]);

/** What a checked event does, stored with it as its outcome. */
async function applyEvent(tx: Parameters<typeof recordDepositPayment>[0], event: Stripe.Event, now: Date) {
  if (!PAID_CHECKOUT_EVENTS.has(event.type)) return `ignored: ${event.type} is not used`;
  const session = event.data.object as Stripe.Checkout.Session;
  if (session.payment_status !== 'paid') return 'ignored: the session is not paid yet';
  const intent = session.payment_intent;
  return recordDepositPayment(
    tx,
    {
      sessionId: session.id,
      reference: session.client_reference_id,
      amountCents: session.amount_total,
      currency: session.currency,
      paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
    },
    event.id,
    now,
  );
}

/**
 * POST /api/webhooks/stripe: an event from Stripe, checked against the saved webhook secret with
 * the official SDK over the exact bytes received (a forged or altered body is a 400 and changes
 * nothing). Each event is stored once by its id, with what it did, in the transaction of its
 * change: Stripe delivers at least once, and a replay answers 200 `duplicate` and changes nothing.
 */
export async function receiveStripeWebhook(
  ctx: AppContext,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<TStripeWebhookResponse> {
  if (!signature) throw new AppError('VALIDATION_FAILED', STRIPE_SIGNATURE_MISSING);
  const secret = await webhookSigningSecret(ctx);
  if (!secret) throw new AppError('VALIDATION_FAILED', STRIPE_WEBHOOK_SECRET_MISSING);
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw new AppError('VALIDATION_FAILED', STRIPE_SIGNATURE_MISMATCH);
  }
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(stripeWebhookEvents)
      .values({
        eventId: event.id,
        type: event.type,
        livemode: event.livemode,
        payload: event as unknown as Record<string, unknown>,
        outcome: 'received',
        receivedAt: now,
      })
      .onConflictDoNothing({ target: stripeWebhookEvents.eventId })
      .returning({ eventId: stripeWebhookEvents.eventId });
    if (!stored) return null;
    const result = await applyEvent(tx, event, now);
    await tx
      .update(stripeWebhookEvents)
      .set({ outcome: result })
      .where(eq(stripeWebhookEvents.eventId, event.id));
    return result;
  });
  if (outcome !== null) return { received: true, event_id: event.id, outcome, duplicate: false };
  const [earlier] = await ctx.db
    .select({ outcome: stripeWebhookEvents.outcome })
    .from(stripeWebhookEvents)
    .where(eq(stripeWebhookEvents.eventId, event.id));
  return { received: true, event_id: event.id, outcome: earlier?.outcome ?? 'received', duplicate: true };
}
