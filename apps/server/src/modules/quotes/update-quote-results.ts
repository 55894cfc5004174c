import { ZQuoteData, type TQuoteSummary, type ZUpdateQuoteResultsRequest } from '@stonetool/contracts/quotes';
import { quotes } from '@stonetool/db/schema/quotes';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { Principal } from '../auth/principal';
import { expertBusinessId } from './expert-business';
import { findExpertQuote, quoteDataColumns, quoteDataOf, quoteSummary } from './quote-records';
import { priceColumns } from './save-quote';
import { notAccepted, refuseUnwritableQuote } from '../quote-links/quote-lock';
import { ownRecordsMemberId } from '../customers/own-records';

type UpdateResultsRequest = z.output<typeof ZUpdateQuoteResultsRequest>;

/**
 * POST /api/quotes/update-results: Calculate's results stored on the saved quote (spec 02
 * section 4). The products, groups, entry mode, settings and optimisation data the results carry
 * replace the saved ones, and the price and slab columns are estimated again from them. A quote
 * the client accepted is locked (409).
 */
export async function updateQuoteResults(
  ctx: AppContext,
  principal: Principal,
  request: UpdateResultsRequest,
): Promise<TQuoteSummary> {
  const showroomId = expertBusinessId(principal);
  const { quote, customer } = await findExpertQuote(
    ctx.db,
    showroomId,
    request.quote_id,
    ownRecordsMemberId(principal),
  );
  const results = request.results_data;
  const saved = quoteDataOf(quote);
  const data = ZQuoteData.parse({
    ...saved,
    ...(results.entryMode !== undefined ? { entryMode: results.entryMode } : {}),
    ...(results.products !== undefined ? { products: results.products } : {}),
    ...(results.groups !== undefined ? { groups: results.groups } : {}),
    ...(results.settings !== undefined ? { settings: results.settings } : {}),
    ...(results.optimization_data !== undefined ? { optimization_data: results.optimization_data } : {}),
    totals: results.totals ?? saved.totals,
  });
  // Calculate's own results card names the pieces it could not price.
  const { columns: prices } = await priceColumns(ctx.db, showroomId, data, {
    id: quote.id,
    revisionOf: quote.revisionOf,
  });
  const [updated] = await ctx.db
    .update(quotes)
    .set({ ...quoteDataColumns(data), ...prices, resultsData: results, updatedAt: ctx.clock.now() })
    .where(and(eq(quotes.id, quote.id), eq(quotes.showroomId, showroomId), notAccepted()))
    .returning();
  if (!updated) return refuseUnwritableQuote(ctx.db, showroomId, quote.id);
  return quoteSummary(updated, customer);
}
