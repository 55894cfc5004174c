import type { TKeptOffcuts, TRemnant, ZKeepOffcutsRequest } from '@stonetool/contracts/remnants';
import type { Executor } from '@stonetool/db/client';
import { remnants } from '@stonetool/db/schema/pricing';
import { quoteOffcuts, remnantCuts } from '@stonetool/db/schema/quote-links';
import type { QuoteRow } from '@stonetool/db/schema/quotes';
import { stoneLabel } from '@stonetool/domain/estimate/normalize-stone';
import { remnantName } from '@stonetool/domain/estimate/remnants-first';
import { resolveSettings } from '@stonetool/domain/estimate/settings';
import {
  leftoverRectangles,
  remnantLeftovers,
  slabLayoutsOf,
  type Offcut,
} from '@stonetool/domain/remnants/offcuts';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { Principal } from '../auth/principal';
import { ownRecordsMemberId } from '../customers/own-records';
import { estimateQuoteData } from '../quotes/estimate-quote-data';
import { expertBusinessId } from '../quotes/expert-business';
import { findExpertQuote, quoteDataOf } from '../quotes/quote-records';
import { findRemnants } from './list-remnants';
import { FREE_REMNANT, remnantOf } from './remnant-records';

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
    remnants: largestFirst(await findRemnants(db, quote.showroomId, eq(remnants.sourceQuoteId, quote.id))),
    cut_remnants: await cutFor(db, quote),
  };
}

/** The remnants cut for the quote (decision 128), largest first. */
const cutFor = async (db: Executor, quote: QuoteRow) =>
  largestFirst(await findRemnants(db, quote.showroomId, eq(remnantCuts.quoteId, quote.id)));

const at = (offcut: Offcut) => `at x ${offcut.x} in, y ${offcut.y} in`;

/**
 * POST /api/quotes/{id}/keep-offcuts (decision 123): the saved quote is laid out again by the
 * server's own estimate, as its PDF and its client's page show it, and every leftover rectangle of
 * its slabs at least the size asked (either way round, a kerf from every piece) is kept as a
 * remnant of the slab's stone, its note naming the quote and the slab. Each remnant the quote is
 * laid out on is cut for it (decision 128): used up, listed as cut for the quote, and what is left
 * of it beside its pieces is kept the same way, of the remnant's own stone. Once per quote: a marker
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
          note: `Offcut of quote ${quote.quoteNumber}, slab ${slab.index + 1} of ${slabs.length} of ${stoneLabel(stone)}, ${at(offcut)} of its layout.`,
          sourceQuoteId: quote.id,
          sourceRemnantId: null,
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
    const leftovers = remnantLeftovers(estimate, options);
    // The remnants used, locked so none is deleted before it is marked cut; one deleted since the
    // layout was read is not cut, and nothing is kept of it.
    const usedRows =
      leftovers.length === 0
        ? []
        : await tx
            .select()
            .from(remnants)
            .where(
              and(
                eq(remnants.showroomId, showroomId),
                inArray(
                  remnants.id,
                  leftovers.map((l) => l.remnant.id),
                ),
              ),
            )
            .for('update');
    const cut =
      usedRows.length === 0
        ? []
        : await tx
            .insert(remnantCuts)
            .values(
              usedRows.map((row) => ({ showroomId, remnantId: row.id, quoteId: quote.id, createdAt: now })),
            )
            .onConflictDoNothing({ target: remnantCuts.remnantId })
            .returning({ remnantId: remnantCuts.remnantId });
    const cutIds = new Set(cut.map((c) => c.remnantId));
    const remnantRows = usedRows
      .filter((row) => cutIds.has(row.id))
      .flatMap((row) =>
        (leftovers.find((l) => l.remnant.id === row.id)?.offcuts ?? []).map((offcut) => ({
          showroomId,
          brand: row.brand,
          stoneType: row.stoneType,
          color: row.color,
          thickness: row.thickness,
          finish: row.finish,
          width: offcut.width,
          height: offcut.height,
          location: null,
          note: `Offcut of ${remnantName(row)}, cut for quote ${quote.quoteNumber}, ${at(offcut)} of it.`,
          sourceQuoteId: quote.id,
          sourceRemnantId: row.id,
          createdAt: now,
          updatedAt: now,
        })),
      );
    const all = [...rows, ...remnantRows];
    const kept = all.length > 0 ? await tx.insert(remnants).values(all).returning() : [];
    return {
      quote_id: quote.id,
      quote_number: quote.quoteNumber,
      kept_at: now.toISOString(),
      already_kept: false,
      min_length: request.min_length,
      min_width: request.min_width,
      remnants: largestFirst(kept.map((row) => remnantOf(row, FREE_REMNANT))),
      cut_remnants: await cutFor(tx, quote),
    };
  });
}
