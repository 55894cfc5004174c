import {
  QUOTE_ALREADY_ACCEPTED,
  QUOTE_CHANGED_SINCE_OPENED,
  type TPublicQuoteVersion,
  type TQuoteDeposit,
} from '@stonetool/contracts/quote-links';
import type { Executor } from '@stonetool/db/client';
import { quoteDeposits, quoteResponses, type QuoteResponseKind } from '@stonetool/db/schema/quote-links';
import { quotes } from '@stonetool/db/schema/quotes';
import { formatUsd } from '@stonetool/domain/money';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import { activeCardPayments } from '../card-payments/active-card-payments';
import { enqueueMail } from '../mail/enqueue-mail';
import type { QuoteLinkFound } from './find-quote-link';
import { notAccepted } from './quote-lock';
import { publicQuoteView, quoteVersionHash } from './public-quote-view';
import { reserveRemnants } from './reserve-remnants';
import { depositOffer, depositView, type DepositOffer } from './quote-deposit';

/** The client's answer as stored: an acceptance's signature, or a change request's note. */
export type QuoteAnswer =
  | { kind: 'accepted'; signatureName: string }
  | { kind: Extract<QuoteResponseKind, 'changes_requested'>; note: string };

/**
 * Stores the client's answer to a quote link (issue 25): the quote's review state, a
 * quote_responses row with the time, the caller's address and the SHA-256 of the version the
 * server shows now, and a mail to the business through the outbox, all in one transaction. An
 * accepted quote takes no further answer (409). The state changes only while the quote is the
 * one just read (same `updated_at`, not accepted), so a save or accept racing this one cannot be
 * overwritten: the loser answers 409. With `seenHash` (the version the page showed) a quote
 * changed since it was opened is refused too, so a client never signs a version they did not see.
 * An acceptance also fixes the card deposit it asks (when card payments are on and the business
 * asks one), from the total just signed, and reserves the remnants the quote counts on (a remnant
 * another accepted quote holds refuses the acceptance, 409, naming it), in the same transaction.
 */
export async function answerQuote(
  ctx: AppContext,
  found: QuoteLinkFound,
  answer: QuoteAnswer,
  request: { ipAddress: string; seenHash?: string | undefined },
): Promise<{ at: Date; versionHash: string; deposit: TQuoteDeposit | null }> {
  const { quote, link, business } = found;
  if (quote.reviewState === 'accepted') throw new AppError('CONFLICT', QUOTE_ALREADY_ACCEPTED);
  const { version, remnants } = await publicQuoteView(ctx.db, quote, found.customer);
  const versionHash = quoteVersionHash(version);
  if (request.seenHash !== undefined && request.seenHash !== versionHash) {
    throw new AppError('CONFLICT', QUOTE_CHANGED_SINCE_OPENED);
  }
  const offer =
    answer.kind === 'accepted'
      ? depositOffer(business, version.totals.total_price_cents, (await activeCardPayments(ctx)) !== null)
      : null;
  const now = ctx.clock.now();
  const deposit = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(quotes)
      .set({ reviewState: answer.kind })
      .where(and(eq(quotes.id, quote.id), eq(quotes.updatedAt, quote.updatedAt), notAccepted()))
      .returning({ id: quotes.id });
    if (!updated) await refuseChangedQuote(tx, quote.id);
    if (answer.kind === 'accepted') await reserveRemnants(tx, quote, remnants, now);
    await tx.insert(quoteResponses).values({
      showroomId: quote.showroomId,
      quoteId: quote.id,
      linkId: link.id,
      kind: answer.kind,
      signatureName: answer.kind === 'accepted' ? answer.signatureName : null,
      note: answer.kind === 'changes_requested' ? answer.note : null,
      quoteVersionHash: versionHash,
      ipAddress: request.ipAddress,
      createdAt: now,
    });
    await enqueueMail(
      tx,
      {
        kind: answer.kind === 'accepted' ? 'quote_accepted' : 'quote_changes_requested',
        showroomId: quote.showroomId,
        to: business.email,
        replyTo: found.customer?.email ?? null,
        ...answerMail(version, answer, now, offer),
      },
      now,
    );
    if (!offer) return null;
    const [stored] = await tx
      .insert(quoteDeposits)
      .values({
        showroomId: quote.showroomId,
        quoteId: quote.id,
        percent: offer.percent,
        amountCents: offer.amountCents,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return stored ? depositView(stored) : null;
  });
  return { at: now, versionHash, deposit };
}

async function refuseChangedQuote(tx: Executor, quoteId: string): Promise<never> {
  const [row] = await tx
    .select({ reviewState: quotes.reviewState })
    .from(quotes)
    .where(eq(quotes.id, quoteId));
  throw new AppError(
    'CONFLICT',
    row?.reviewState === 'accepted' ? QUOTE_ALREADY_ACCEPTED : QUOTE_CHANGED_SINCE_OPENED,
  );
}

/** The business's mail: who answered which quote, and the signature or the note. */
function answerMail(version: TPublicQuoteVersion, answer: QuoteAnswer, at: Date, offer: DepositOffer | null) {
  const client = version.customer_name || 'Your client';
  const quote = `#${version.quote_number}${version.name ? ` (${version.name})` : ''}`;
  const total = version.totals.total_price_cents > 0 ? formatUsd(version.totals.total_price_cents) : null;
  if (answer.kind === 'accepted') {
    return {
      subject: `Quote ${version.quote_number} accepted by ${client}`,
      text: [
        `${client} accepted quote ${quote}${total ? `, total ${total}` : ''}, with its slab layouts and seams.`,
        `Signed "${answer.signatureName}" on ${at.toISOString().replace('T', ' ').slice(0, 16)} UTC.`,
        offer
          ? `The client was offered a card deposit of ${formatUsd(offer.amountCents)} (${offer.percent} %); you will get an e-mail when it is paid.`
          : 'No card deposit was asked.',
        '',
        'The quote is now locked: to change it, save your changes as a new quote.',
      ].join('\n'),
    };
  }
  return {
    subject: `Changes requested on quote ${version.quote_number} by ${client}`,
    text: [`${client} asked for changes to quote ${quote}:`, '', answer.note].join('\n'),
  };
}
