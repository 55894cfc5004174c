import type { Executor } from '@stonetool/db/client';
import { customers } from '@stonetool/db/schema/customers';
import { quoteDeposits } from '@stonetool/db/schema/quote-links';
import { quotes } from '@stonetool/db/schema/quotes';
import { showrooms } from '@stonetool/db/schema/showrooms';
import { formatUsd } from '@stonetool/domain/money';
import { and, eq } from 'drizzle-orm';
import { enqueueMail } from '../mail/enqueue-mail';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What Stripe reported paid: a Checkout Session's id, reference, amount and payment. */
export interface PaidCheckout {
  sessionId: string;
  /** The deposit's id, given to Stripe as the session's `client_reference_id`. */
  reference: string | null;
  amountCents: number | null;
  currency: string | null;
  paymentIntentId: string | null;
}

const dateOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Marks a quote deposit paid from a signed Stripe event (issue 25) and e-mails the business and,
 * when the quote has one, the client's address, in the caller's transaction. The session must
 * name a deposit of ours and carry exactly its amount and currency. A deposit already paid (a
 * second event for the same payment) changes nothing and mails nobody. Answers what happened,
 * which the webhook stores with the event.
 */
export async function recordDepositPayment(tx: Executor, paid: PaidCheckout, eventId: string, now: Date) {
  if (!paid.reference || !UUID.test(paid.reference)) return 'ignored: the session is not a quote deposit';
  const [found] = await tx
    .select({ deposit: quoteDeposits, quote: quotes, business: showrooms, customer: customers })
    .from(quoteDeposits)
    .innerJoin(
      quotes,
      and(eq(quotes.id, quoteDeposits.quoteId), eq(quotes.showroomId, quoteDeposits.showroomId)),
    )
    .innerJoin(showrooms, eq(showrooms.id, quoteDeposits.showroomId))
    .leftJoin(customers, eq(customers.id, quotes.customerId))
    .where(eq(quoteDeposits.id, paid.reference));
  if (!found) return 'ignored: no quote deposit has this reference';
  const { deposit, quote, business, customer } = found;
  if (paid.amountCents !== deposit.amountCents || paid.currency !== deposit.currency) {
    return `ignored: the session's amount (${paid.amountCents ?? 'none'} ${paid.currency ?? ''}) is not the deposit asked (${deposit.amountCents} ${deposit.currency})`;
  }
  const [marked] = await tx
    .update(quoteDeposits)
    .set({
      status: 'paid',
      paidAt: now,
      paidEventId: eventId,
      checkoutSessionId: paid.sessionId,
      paymentIntentId: paid.paymentIntentId,
      updatedAt: now,
    })
    .where(and(eq(quoteDeposits.id, deposit.id), eq(quoteDeposits.status, 'due')))
    .returning({ id: quoteDeposits.id });
  if (!marked) return 'ignored: the deposit was already paid';

  const amount = formatUsd(deposit.amountCents);
  const client = customer ? `${customer.firstName} ${customer.lastName}`.trim() : 'Your client';
  await enqueueMail(
    tx,
    {
      kind: 'quote_deposit_paid',
      showroomId: quote.showroomId,
      to: business.email,
      replyTo: customer?.email ?? null,
      subject: `Deposit paid on quote ${quote.quoteNumber}: ${amount}`,
      text: [
        `${client} paid the ${deposit.percent} % deposit of ${amount} on quote #${quote.quoteNumber} by card on ${dateOf(now)}.`,
        `Stripe payment: ${paid.paymentIntentId ?? paid.sessionId}.`,
        customer?.email
          ? `A receipt was e-mailed to ${customer.email}.`
          : 'The quote has no client e-mail address, so no receipt was e-mailed to the client.',
      ].join('\n'),
    },
    now,
  );
  if (customer?.email) {
    await enqueueMail(
      tx,
      {
        kind: 'quote_deposit_receipt',
        showroomId: quote.showroomId,
        to: customer.email,
        replyTo: business.email,
        subject: `Your deposit on quote ${quote.quoteNumber} is received`,
        text: [
          `Dear ${customer.firstName},`,
          '',
          `Thank you: ${business.name} received your deposit of ${amount} on quote #${quote.quoteNumber} on ${dateOf(now)}.`,
          'They will be in touch about the next steps. Reply to this e-mail with any questions.',
          '',
          business.name,
        ].join('\n'),
      },
      now,
    );
  }
  return 'deposit_paid';
}
