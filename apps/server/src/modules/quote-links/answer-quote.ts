import {
  QUOTE_ALREADY_ACCEPTED,
  QUOTE_CHANGED_SINCE_OPENED,
  type TPublicQuoteVersion,
} from '@stonetool/contracts/quote-links';
import type { Executor } from '@stonetool/db/client';
import { quoteResponses, type QuoteResponseKind } from '@stonetool/db/schema/quote-links';
import { quotes } from '@stonetool/db/schema/quotes';
import { formatUsd } from '@stonetool/domain/money';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import { enqueueMail } from '../mail/enqueue-mail';
import type { QuoteLinkFound } from './find-quote-link';
import { notAccepted } from './quote-lock';
import { publicQuoteVersion, quoteVersionHash } from './public-quote-view';

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
 */
export async function answerQuote(
  ctx: AppContext,
  found: QuoteLinkFound,
  answer: QuoteAnswer,
  request: { ipAddress: string; seenHash?: string | undefined },
): Promise<{ at: Date; versionHash: string }> {
  const { quote, link, business } = found;
  if (quote.reviewState === 'accepted') throw new AppError('CONFLICT', QUOTE_ALREADY_ACCEPTED);
  const version = await publicQuoteVersion(ctx.db, quote, found.customer);
  const versionHash = quoteVersionHash(version);
  if (request.seenHash !== undefined && request.seenHash !== versionHash) {
    throw new AppError('CONFLICT', QUOTE_CHANGED_SINCE_OPENED);
  }
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(quotes)
      .set({ reviewState: answer.kind })
      .where(and(eq(quotes.id, quote.id), eq(quotes.updatedAt, quote.updatedAt), notAccepted()))
      .returning({ id: quotes.id });
    if (!updated) await refuseChangedQuote(tx, quote.id);
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
        ...answerMail(version, answer, now),
      },
      now,
    );
  });
  return { at: now, versionHash };
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
function answerMail(version: TPublicQuoteVersion, answer: QuoteAnswer, at: Date) {
  const client = version.customer_name || 'Your client';
  const quote = `#${version.quote_number}${version.name ? ` (${version.name})` : ''}`;
  const total = version.totals.total_price_cents > 0 ? formatUsd(version.totals.total_price_cents) : null;
  if (answer.kind === 'accepted') {
    return {
      subject: `Quote ${version.quote_number} accepted by ${client}`,
      text: [
        `${client} accepted quote ${quote}${total ? `, total ${total}` : ''}, with its slab layouts and seams.`,
        `Signed "${answer.signatureName}" on ${at.toISOString().replace('T', ' ').slice(0, 16)} UTC.`,
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
