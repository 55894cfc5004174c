import type { OptimizeResult, RemnantSpec } from '../optimizer/types';
import { SQ_IN_PER_SQFT } from './area';
import { efficiencyPercent } from './efficiency';
import { parsePieceId, slabPieceOf, type LayoutPiece } from './layout';
import { looseEquals } from './loose-match';
import type { EstimateSlab, NormalizedStone, RemnantStock, SlabPiece, UsedRemnant } from './types';

/** What a piece on a remnant costs per sq ft when the fabricator sets no rate: the slab was already paid. */
export const DEFAULT_REMNANT_RATE_CENTS_PER_SQFT = 0;
/** The highest remnant rate a fabricator may set: $500.00 per sq ft, above any slab's. */
export const MAX_REMNANT_RATE_CENTS_PER_SQFT = 50_000;

/**
 * A remnant serves a stone when brand, colour and thickness agree (loosely: "3 cm" is "3CM"), and
 * the finish too when the remnant names one (decision 118). The stone type is not compared: the
 * brand and colour name the material, and a type typed two ways must not hide a remnant.
 */
export function remnantMatches(remnant: RemnantStock, stone: NormalizedStone): boolean {
  if (!looseEquals(remnant.brand, stone.brand)) return false;
  if (!looseEquals(remnant.color, stone.color)) return false;
  if (!looseEquals(remnant.thickness, stone.thickness)) return false;
  const finish = remnant.finish?.trim();
  return !finish || looseEquals(finish, stone.finish);
}

/** How a remnant is named on the card, the layout and the PDF: its short id and where it is. */
export function remnantName(remnant: Pick<RemnantStock, 'id' | 'location'>): string {
  const location = remnant.location?.trim();
  return `Remnant ${remnant.id.slice(0, 8)}${location ? ` (${location})` : ''}`;
}

/** How the client's page names a remnant: its short id alone, where it is racked is the shop's. */
export function clientRemnantName(remnant: Pick<RemnantStock, 'id'>): string {
  return remnantName({ id: remnant.id, location: null });
}

const inchesText = (value: number) => `${Number(value.toFixed(3))}"`;

const listText = (items: readonly string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/**
 * Which pieces of a product are cut from which remnant, in words a client reads (issue 25: "the
 * layout and PDF show which pieces come from which remnant"): "Cut from a remnant (stone left
 * over from an earlier job), priced at the remnant rate: pieces 1 and 2 of 3 from Remnant 7d0c5a1e
 * 52.25" x 30". The other pieces are cut from new slabs." Null when no piece of it is on one.
 * `nameOf` names the remnant: with its rack for the fabricator, by its short id for the client.
 */
export function remnantPiecesNotice(
  productIndex: number,
  quantity: number,
  used: readonly UsedRemnant[],
  nameOf: (remnant: UsedRemnant) => string,
): string | null {
  const onRemnants = used.flatMap((remnant) => {
    const copies = [
      ...new Set(remnant.pieces.filter((p) => p.productIndex === productIndex).map((p) => p.pieceIndex)),
    ].sort((a, b) => a - b);
    return copies.length === 0 ? [] : [{ remnant, copies }];
  });
  if (onRemnants.length === 0) return null;
  const where = (remnant: UsedRemnant) =>
    `${nameOf(remnant)}, ${inchesText(remnant.width)} x ${inchesText(remnant.height)}`;
  const clauses = onRemnants.map(({ remnant, copies }) =>
    quantity <= 1
      ? where(remnant)
      : `piece${copies.length === 1 ? '' : 's'} ${listText(copies.map((c) => String(c + 1)))} of ${quantity} from ${where(remnant)}`,
  );
  const placed = onRemnants.reduce((sum, { copies }) => sum + copies.length, 0);
  const intro =
    onRemnants.length === 1
      ? 'Cut from a remnant (stone left over from an earlier job)'
      : 'Cut from remnants (stone left over from earlier jobs)';
  const rest = placed < quantity ? ' The other pieces are cut from new slabs.' : '';
  return `${intro}, priced at the remnant rate: ${clauses.join('; ')}.${rest}`;
}

/** A used remnant as a one-slab layout, to draw it like a small slab. */
export function remnantSlab(remnant: UsedRemnant): EstimateSlab {
  const covered = remnant.pieces.reduce((sum, p) => sum + p.width * p.depth, 0);
  return {
    index: 0,
    pieces: remnant.pieces,
    efficiency: efficiencyPercent(covered, remnant.width * remnant.height),
  };
}

/** The remnants as the optimiser takes them. */
export function remnantSpecs(remnants: readonly RemnantStock[]): RemnantSpec[] {
  return remnants.map((r) => ({ id: r.id, width: r.width, height: r.height }));
}

/** Material on a remnant, cents: the pieces' area at the remnant rate, rounded to the cent. */
export function remnantMaterialCents(pieces: readonly SlabPiece[], rateCentsPerSqft: number): number {
  const area = pieces.reduce((sum, p) => sum + p.width * p.depth, 0);
  return Math.round((area / SQ_IN_PER_SQFT) * rateCentsPerSqft);
}

/**
 * The remnants the optimiser used, each with the pieces on it (named by product and copy, their
 * cutouts drawn: `pieces` gives each product's); remnants no piece fitted are left out.
 */
export function readRemnants(
  result: OptimizeResult,
  stock: readonly RemnantStock[],
  pieces: readonly LayoutPiece[],
): UsedRemnant[] {
  const byId = new Map(stock.map((r) => [r.id, r]));
  const products = new Map(pieces.map((piece) => [piece.productIndex, piece]));
  return (result.remnants ?? []).flatMap((layout) => {
    const remnant = byId.get(layout.id);
    if (remnant === undefined || layout.placements.length === 0) return [];
    const placed = layout.placements.map((p) =>
      slabPieceOf(p, products.get(parsePieceId(p.id).productIndex)),
    );
    return [{ ...remnant, pieces: placed }];
  });
}

/** Cents of remnant material each product's pieces take, by product index. */
export function remnantCostByProduct(
  used: readonly UsedRemnant[],
  rateCentsPerSqft: number,
): Map<number, number> {
  const pieces = new Map<number, SlabPiece[]>();
  for (const remnant of used)
    for (const piece of remnant.pieces)
      pieces.set(piece.productIndex, [...(pieces.get(piece.productIndex) ?? []), piece]);
  return new Map([...pieces].map(([index, list]) => [index, remnantMaterialCents(list, rateCentsPerSqft)]));
}

/** The accepted quote that reserved a remnant (decision 118). */
export interface RemnantReservation {
  quoteId: string;
  quoteNumber: string;
}

/** The saved quote an estimate is made for, as far as it is known: a new quote has no id yet. */
export interface QuoteOfEstimate {
  id: string | null;
  /** The accepted quote it revises, if it is a revision. */
  revisionOf: string | null;
}

/**
 * A remnant reserved by an accepted quote stays that quote's (decision 123): it is offered to the
 * estimate of that quote itself and of a revision of it, the same job, and held from every other
 * estimate. The number of the quote holding it from this one, or null when it is free for it.
 */
export function heldByAnotherQuote(
  reservation: RemnantReservation | null,
  quote: QuoteOfEstimate | null,
): string | null {
  if (reservation === null) return null;
  return sameJob(reservation.quoteId, quote) ? null : reservation.quoteNumber;
}

/** The saved quote `quoteId` is the job of `quote`'s estimate: that quote itself, or the one it revises. */
export function sameJob(quoteId: string, quote: QuoteOfEstimate | null): boolean {
  return quote !== null && (quoteId === quote.id || quoteId === quote.revisionOf);
}

/** Where a remnant came from and what became of it, as far as an estimate cares (decision 128). */
export interface RemnantHistory {
  /** The quote whose Keep Offcuts kept it, or null when it was entered by hand. */
  sourceQuoteId: string | null;
  /** The quote it was cut for (used up by its Keep Offcuts), or null while it is on the rack. */
  cutForQuoteId: string | null;
}

/**
 * Whether an estimate is offered a remnant at all (decision 128). A remnant cut for a job is used
 * up: only that job's estimate still lays its pieces on it, so the quote shows what was cut. The
 * leftovers of a job are never offered to that same job: they are what is left once its pieces are
 * cut, and counting on them would move its pieces onto its own offcuts.
 */
export function remnantOfferedTo(history: RemnantHistory, quote: QuoteOfEstimate | null): boolean {
  if (history.sourceQuoteId !== null && sameJob(history.sourceQuoteId, quote)) return false;
  return history.cutForQuoteId === null || sameJob(history.cutForQuoteId, quote);
}
