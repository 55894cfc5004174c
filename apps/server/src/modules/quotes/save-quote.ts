import { REVISION_NEEDS_ACCEPTED, REVISION_WITH_QUOTE_ID } from '@stonetool/contracts/quote-links';
import type {
  TQuoteData,
  TQuoteSummary,
  TSaveQuoteResponse,
  ZSaveQuoteRequest,
} from '@stonetool/contracts/quotes';
import { notPricedReasons } from '@stonetool/domain/estimate/errors';
import { resolveCustomer } from '@stonetool/domain/estimate/quote-customer';
import type { Executor } from '@stonetool/db/client';
import { quotes } from '@stonetool/db/schema/quotes';
import { nextReferenceNumber } from '@stonetool/db/reference-number';
import type { QuoteOfEstimate } from '@stonetool/domain/estimate/remnants-first';
import { and } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { Principal } from '../auth/principal';
import { notAccepted, refuseUnwritableQuote } from '../quote-links/quote-lock';
import { upsertCustomer } from '../customers/upsert-customer';
import { estimateQuoteData } from './estimate-quote-data';
import { AppError } from '../../errors/app-error';
import { ownRecordsMemberId } from '../customers/own-records';
import { expertBusinessId } from './expert-business';
import {
  findExpertQuote,
  quoteDataColumns,
  quoteOfShowroom,
  quoteSummary,
  validUntil,
} from './quote-records';

type SaveQuoteRequest = z.output<typeof ZSaveQuoteRequest>;

/**
 * The quote's price and slab columns from the server's own estimate (never the client's totals),
 * and the pieces that price leaves out, with why.
 */
export async function priceColumns(
  db: Executor,
  showroomId: string,
  data: Parameters<typeof estimateQuoteData>[2],
  quote: QuoteOfEstimate | null,
) {
  const { estimate, names } = await estimateQuoteData(db, showroomId, data, quote);
  return {
    columns: {
      subtotalCents: estimate.totals.totalPrice,
      totalPriceCents: estimate.totals.totalPrice,
      totalSlabs: estimate.totals.totalSlabs,
    },
    notPriced: notPricedReasons(estimate.products, names),
  };
}

/**
 * POST /api/quotes/save: stores an Expert Mode quote (kind 'expert_quote') for the customer,
 * valid for 30 days from now. With `quote_id` the business's saved quote is updated in place
 * (its number kept, validity renewed, the client's answer reset to open) unless the client accepted
 * it (409: a revision is a new quote); otherwise a new quote with the next quote number. With
 * `revision_of` (Save as revision) that new quote revises the business's accepted quote, which
 * stays as signed; its links then say it was superseded. The customer is the business's customer
 * with that e-mail, created or brought up to date.
 */
export async function saveQuote(
  ctx: AppContext,
  principal: Principal,
  request: SaveQuoteRequest,
): Promise<TSaveQuoteResponse['data']> {
  const showroomId = expertBusinessId(principal, request.showroom_id);
  if (request.quote_id !== undefined && request.revision_of !== undefined) {
    throw new AppError('VALIDATION_FAILED', REVISION_WITH_QUOTE_ID);
  }
  const revised =
    request.revision_of === undefined
      ? null
      : (await findExpertQuote(ctx.db, showroomId, request.revision_of, ownRecordsMemberId(principal))).quote;
  if (revised && revised.reviewState !== 'accepted') throw new AppError('CONFLICT', REVISION_NEEDS_ACCEPTED);
  const now = ctx.clock.now();
  const data: TQuoteData = request.quote_data;
  const { columns: prices, notPriced } = await priceColumns(
    ctx.db,
    showroomId,
    data,
    revised
      ? { id: null, revisionOf: revised.id }
      : request.quote_id !== undefined
        ? await savedQuoteOf(ctx.db, showroomId, request.quote_id)
        : null,
  );
  const customer = resolveCustomer(request.customer_data);

  const saved = await ctx.db.transaction(async (tx): Promise<TQuoteSummary> => {
    const customerRow = await upsertCustomer(tx, showroomId, customer, now);
    const values = {
      ...quoteDataColumns(data),
      ...prices,
      customerId: customerRow.id,
      resultsData: data.totals ? { totals: data.totals } : null,
      validUntil: validUntil(now),
      // A revised quote asks the client again, after they asked for changes.
      reviewState: 'open' as const,
      updatedAt: now,
    };
    if (request.quote_id !== undefined) {
      const [updated] = await tx
        .update(quotes)
        .set(values)
        .where(and(quoteOfShowroom(request.quote_id, showroomId, 'expert_quote'), notAccepted()))
        .returning();
      if (!updated) return refuseUnwritableQuote(tx, showroomId, request.quote_id);
      return quoteSummary(updated, customerRow);
    }
    const [created] = await tx
      .insert(quotes)
      .values({
        ...values,
        showroomId,
        kind: 'expert_quote',
        quoteNumber: await nextReferenceNumber(tx, 'Q', now),
        revisionOf: revised?.id ?? null,
        createdByUserId: principal.userId,
        createdByTeamMemberId: principal.isTeamMember ? (principal.teamMember?.id ?? null) : null,
        createdAt: now,
      })
      .returning();
    if (!created) throw new Error('quote insert returned no row');
    return quoteSummary(created, customerRow);
  });
  return { ...saved, not_priced: notPriced };
}

/** The saved quote saved over, as its estimate sees it (the quote it revises, if any). */
async function savedQuoteOf(db: Executor, showroomId: string, quoteId: string): Promise<QuoteOfEstimate> {
  const [row] = await db
    .select({ revisionOf: quotes.revisionOf })
    .from(quotes)
    .where(quoteOfShowroom(quoteId, showroomId, 'expert_quote'));
  return { id: quoteId, revisionOf: row?.revisionOf ?? null };
}
