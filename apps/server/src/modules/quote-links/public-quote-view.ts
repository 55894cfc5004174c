import { createHash } from 'node:crypto';
import type { TPublicQuoteVersion } from '@stonetool/contracts/quote-links';
import type { Executor } from '@stonetool/db/client';
import type { CustomerRow } from '@stonetool/db/schema/customers';
import type { QuoteRow } from '@stonetool/db/schema/quotes';
import { areaSqft, roundAreaForDisplay } from '@stonetool/domain/estimate/area';
import { MISSING_SLAB_COST } from '@stonetool/domain/estimate/errors';
import { normalizeEdgeDetail } from '@stonetool/domain/estimate/fabrication';
import { normalizeQuantity, parseDimension } from '@stonetool/domain/estimate/piece-input';
import {
  clientRemnantName,
  remnantPiecesNotice,
  remnantSlab,
} from '@stonetool/domain/estimate/remnants-first';
import { seamNotice } from '@stonetool/domain/estimate/seams';
import { resolveSettings } from '@stonetool/domain/estimate/settings';
import type { EstimateSlab, SlabPiece, UsedRemnant } from '@stonetool/domain/estimate/types';
import { estimateQuoteData } from '../quotes/estimate-quote-data';
import { quoteDataOf } from '../quotes/quote-records';

/** What the client reads for a line the engine could not price (its own reason is the fabricator's). */
export const LINE_NOT_PRICED = 'Your fabricator will confirm this item.';

const piecesOf = (pieces: readonly SlabPiece[]) =>
  pieces.map((piece) => ({
    productIndex: piece.productIndex,
    pieceIndex: piece.pieceIndex,
    x: piece.x,
    y: piece.y,
    width: piece.width,
    depth: piece.depth,
    rotated: piece.rotated,
    ...(piece.outline ? { outline: piece.outline } : {}),
    ...(piece.seam
      ? {
          seam: {
            part: piece.seam.part,
            of: piece.seam.of,
            along: piece.seam.along,
            lines: piece.seam.lines,
          },
        }
      : {}),
    ...(piece.cutouts ? { cutouts: piece.cutouts } : {}),
  }));

const slabsOf = (slabs: readonly EstimateSlab[]) =>
  slabs.map((slab) => ({ index: slab.index, efficiency: slab.efficiency, pieces: piecesOf(slab.pieces) }));

/** A remnant as the client reads it: by its short id, never its rack, note or rate (decision 126). */
const remnantsOf = (used: readonly UsedRemnant[]) =>
  used.map((remnant) => ({
    name: clientRemnantName(remnant),
    stone: [remnant.brand, remnant.color, remnant.thickness, remnant.finish]
      .filter((part) => part && part.trim() !== '')
      .join(' '),
    width: remnant.width,
    height: remnant.height,
    efficiency: remnantSlab(remnant).efficiency,
    pieces: piecesOf(remnant.pieces),
  }));

/**
 * The quote as its client sees it, priced by the server's own estimate like its PDF: the lines
 * with their client prices, the totals, the validity and every slab layout with its seams.
 * Built field by field from the estimate, so nothing the fabricator alone reads (slab costs,
 * mark-up, raw costs, a line's internal note) can reach it by being added elsewhere.
 */
export async function publicQuoteVersion(
  db: Executor,
  quote: QuoteRow,
  customer: CustomerRow | null,
): Promise<TPublicQuoteVersion> {
  return (await publicQuoteView(db, quote, customer)).version;
}

/** The client's version of the quote and the remnants its estimate counts on (decision 118). */
export async function publicQuoteView(
  db: Executor,
  quote: QuoteRow,
  customer: CustomerRow | null,
): Promise<{ version: TPublicQuoteVersion; remnants: UsedRemnant[] }> {
  const data = quoteDataOf(quote);
  const { products, names, estimate, slabSizes } = await estimateQuoteData(db, quote.showroomId, data, {
    id: quote.id,
    revisionOf: quote.revisionOf,
  });
  const settings = resolveSettings(data.settings);
  const used = estimate.remnants?.used ?? [];
  const lines = products.map((input, index) => {
    const result = estimate.products[index] ?? null;
    const width = parseDimension(input.width);
    const depth = parseDimension(input.depth);
    const quantity = normalizeQuantity(input.quantity);
    const priced = result !== null && result.error === null;
    return {
      number: index + 1,
      name: names[index] ?? `Type ${index + 1}`,
      stone: result?.stone ?? null,
      finish: result?.finish ?? null,
      thickness: result?.thickness ?? null,
      edge_detail: normalizeEdgeDetail(input.edgeDetail),
      quantity,
      width_in: width,
      depth_in: depth,
      area_sqft:
        width !== null && depth !== null ? roundAreaForDisplay(areaSqft(width, depth, quantity)) : null,
      slabs: priced ? result.actualTotalSlabs : null,
      seam_notice: priced && result.seams ? seamNotice(index + 1, result.seams) : null,
      remnant_notice: priced ? remnantPiecesNotice(index, quantity, used, clientRemnantName) : null,
      price_cents: priced ? result.finalPrice : null,
      problem: priced || result?.error === MISSING_SLAB_COST ? null : LINE_NOT_PRICED,
    };
  });
  const layouts = estimate.multiProductOptimized
    ? estimate.stones
        .filter((stone) => stone.slabs.length > 0)
        .map((stone) => ({
          title: stone.label,
          slab_width: stone.slabWidth,
          slab_height: stone.slabHeight,
          slabs: slabsOf(stone.slabs),
        }))
    : estimate.products.flatMap((result, index) => {
        const slab = slabSizes[index];
        return result && slab && result.placementDetails.length > 0
          ? [
              {
                title: `${names[index] ?? `Type ${index + 1}`}: ${result.stone}`,
                slab_width: slab.width,
                slab_height: slab.height,
                slabs: slabsOf(result.placementDetails),
              },
            ]
          : [];
      });
  const { totals } = estimate;
  const version: TPublicQuoteVersion = {
    quote_number: quote.quoteNumber,
    name: quote.cartName,
    customer_name: customer ? `${customer.firstName} ${customer.lastName}`.trim() : null,
    issued_at: quote.createdAt.toISOString(),
    valid_until: (quote.validUntil ?? quote.createdAt).toISOString(),
    lines,
    totals: {
      total_slabs: totals.totalSlabs,
      material_price_cents: totals.materialCost,
      fabrication_price_cents: settings.includeFabrication ? totals.fabricationCost : null,
      installation_price_cents: settings.includeInstallation ? totals.installationCost : null,
      total_price_cents: totals.totalPrice,
    },
    layouts,
    remnants: remnantsOf(used),
  };
  return { version, remnants: used };
}

/**
 * SHA-256 of a quote version, stored with an acceptance as proof of what was signed. The version
 * is built in one fixed key order (publicQuoteVersion), so the same quote always hashes alike.
 */
export function quoteVersionHash(version: TPublicQuoteVersion): string {
  return createHash('sha256').update(JSON.stringify(version)).digest('hex');
}
