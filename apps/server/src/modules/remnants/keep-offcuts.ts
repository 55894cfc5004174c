import type { TKeptOffcuts, TRemnant, ZKeepOffcutsRequest } from '@stonetool/contracts/remnants';
import type { Executor } from '@stonetool/db/client';
import { remnants } from '@stonetool/db/schema/pricing';
import { quoteOffcuts } from '@stonetool/db/schema/quote-links';
import type { QuoteRow } from '@stonetool/db/schema/quotes';
import { stoneLabel } from '@stonetool/domain/estimate/normalize-stone';
import { resolveSettings } from '@stonetool/domain/estimate/settings';
import { leftoverRectangles, slabLayoutsOf } from '@stonetool/domain/remnants/offcuts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { Principal } from '../auth/principal';
import { ownRecordsMemberId } from '../customers/own-records';
import { estimateQuoteData } from '../quotes/estimate-quote-data';
import { expertBusinessId } from '../quotes/expert-business';
import { findExpertQuote, quoteDataOf } from '../quotes/quote-records';
import { listRemnants } from './list-remnants';
import { remnantOf } from './remnant-records';

type KeepOffcutsRequest = z.output<typeof ZKeepOffcutsRequest>;

/** Largest first, then by id, the same on the first call and on any later one. */
const largestFirst = (list: TRemnant[]) =>
  list.sort((a, b) => b.width * b.height - a.width * a.height || a.id.localeCompare(b.id));

/** The offcuts an earlier call kept for the quote (those not deleted since), or null when none did. */
async function keptBefore(db: Executor, quote: QuoteRow): Promise<TKeptOffcuts | null> {
  const [kept] = await db.select().from(quoteOffcuts).where(eq(quoteOffcuts.quoteId, quote.id));
  if (!kept) return null;
  return {
    quote_id: quote.id,
    quote_number: quote.quoteNumber,
    kept_at: kept.createdAt.toISOString(),
    already_kept: true,
    min_length: kept.minLength,
    min_width: kept.minWidth,
    remnants: largestFirst(await listRemnants(db, quote.showroomId, quote.id)),
  };
}

/**
 * POST /api/quotes/{id}/keep-offcuts (decision 123): the saved quote is laid out again by the
 * server's own estimate, as its PDF and its client's page show it, and every leftover rectangle of
 * its slabs at least the size asked (either way round, a kerf from every piece) is kept as a
 * remnant of the slab's stone, its note naming the quote and the slab. Once per quote: a marker
 * row, unique per quote and written in the same transaction, makes a second call (or two at once)
 * answer what the first kept, adding nothing, even where a remnant was deleted since.
 */
export async function keepOffcuts(
  ctx: AppContext,
  principal: Principal,
  quoteId: string,
  request: KeepOffcutsRequest,
): Promise<TKeptOffcuts> {
  const showroomId = expertBusinessId(principal);
  const { quote } = await findExpertQuote(ctx.db, showroomId, quoteId, ownRecordsMemberId(principal));
  const earlier = await keptBefore(ctx.db, quote);
  if (earlier) return earlier;

  const data = quoteDataOf(quote);
  const { estimate, stones } = await estimateQuoteData(ctx.db, showroomId, data, {
    id: quote.id,
    revisionOf: quote.revisionOf,
  });
  const options = {
    kerf: resolveSettings(data.settings).kerfWidth,
    minLength: request.min_length,
    minWidth: request.min_width,
  };
  const now = ctx.clock.now();
  const rows = slabLayoutsOf(estimate, (index) => stones[index] ?? null).flatMap(({ stone, slabs }) =>
    slabs.flatMap((slab) =>
      leftoverRectangles({ width: stone.slabWidth, height: stone.slabHeight }, slab.pieces, options).map(
        (offcut) => ({
          showroomId,
          brand: stone.brand,
          stoneType: stone.type,
          color: stone.color,
          thickness: stone.thickness,
          finish: stone.finish.trim() || null,
          width: offcut.width,
          height: offcut.height,
          location: null,
          note: `Offcut of quote ${quote.quoteNumber}, slab ${slab.index + 1} of ${slabs.length} of ${stoneLabel(stone)}, at x ${offcut.x} in, y ${offcut.y} in of its layout.`,
          sourceQuoteId: quote.id,
          createdAt: now,
          updatedAt: now,
        }),
      ),
    ),
  );

  return ctx.db.transaction(async (tx) => {
    const [marker] = await tx
      .insert(quoteOffcuts)
      .values({
        showroomId,
        quoteId: quote.id,
        minLength: request.min_length,
        minWidth: request.min_width,
        keptByUserId: principal.userId,
        createdAt: now,
      })
      .onConflictDoNothing({ target: quoteOffcuts.quoteId })
      .returning();
    // Another call kept them meanwhile: its answer stands.
    if (!marker) return (await keptBefore(tx, quote))!;
    const kept = rows.length > 0 ? await tx.insert(remnants).values(rows).returning() : [];
    return {
      quote_id: quote.id,
      quote_number: quote.quoteNumber,
      kept_at: now.toISOString(),
      already_kept: false,
      min_length: request.min_length,
      min_width: request.min_width,
      remnants: largestFirst(kept.map((row) => remnantOf(row, null))),
    };
  });
}
