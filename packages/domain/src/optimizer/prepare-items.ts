import { seamBlockedSpans, straightSeamPositions } from '../shapes/seam-rules';
import { chooseScale, pieceUnits, slabUnits, type Scale } from './scale';
import type { OptimizeInput, PieceSpec, Priority, UnplacedPiece, UnplacedReason } from './types';

/** The default shortest part of a piece split at seams, in inches. */
export const DEFAULT_MIN_SEAM_PIECE = 24;

/** One copy of a piece (or one part of a seamed copy) as the packer sees it. */
export interface PackItem {
  /** Index of the piece in the input. */
  piece: number;
  /** Seam part index and count; of = 1 for a piece that is not split. */
  part: number;
  of: number;
  /** Size of this copy or part before rotation, in input units. */
  width: number;
  depth: number;
  /** Size in packing units, each grown by one kerf (see PackingProblem). */
  w: number;
  h: number;
  rotatable: boolean;
  /** 0 high, 1 normal, 2 low. */
  rank: number;
}

/**
 * The packing problem in integer units. Every piece is grown by one kerf on its right and
 * top, and the bin by one kerf too: two pieces that do not overlap when grown are then at
 * least one kerf apart, while a piece may still touch the slab edges (no kerf there).
 */
export interface PackingProblem {
  scale: Scale;
  binW: number;
  binH: number;
  trim: number;
  items: PackItem[];
  unplaced: UnplacedPiece[];
}

/** Priority as a rank: constructive orderings place lower ranks first. */
export const RANKS: Record<Priority, number> = { high: 0, normal: 1, low: 2 };

const positive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** Copies of a piece: its quantity, rounded down; a missing or invalid quantity means none. */
export function copiesOf(piece: PieceSpec): number {
  return Number.isFinite(piece.quantity) && piece.quantity > 0 ? Math.floor(piece.quantity) : 0;
}

/** Turns the input into packing units and copies, and sets aside the pieces that cannot be placed. */
export function prepareItems(input: OptimizeInput): PackingProblem {
  const trim = input.slab.trim ?? 0;
  const kerf = input.kerf ?? 0;
  const usableW = input.slab.width - 2 * trim;
  const usableH = input.slab.height - 2 * trim;
  if (!positive(usableW) || !positive(usableH)) {
    throw new RangeError('The slab must be larger than twice its trim in both directions.');
  }
  if (!Number.isFinite(kerf) || kerf < 0) throw new RangeError('The kerf must be a number of at least 0.');
  const minSeam = input.seams?.minPiece ?? DEFAULT_MIN_SEAM_PIECE;
  const clearance = input.seams?.cutoutClearance ?? 0;

  const lengths = [usableW, usableH, kerf, minSeam];
  for (const piece of input.pieces) {
    if (positive(piece.width) && positive(piece.depth)) lengths.push(piece.width, piece.depth);
    for (const seam of piece.seamsAt ?? []) lengths.push(seam.at);
  }
  const scale = chooseScale(lengths);
  const kerfU = pieceUnits(kerf, scale);
  const binW = slabUnits(usableW, scale) + kerfU;
  const binH = slabUnits(usableH, scale) + kerfU;

  const items: PackItem[] = [];
  const unplaced: UnplacedPiece[] = [];
  input.pieces.forEach((piece, index) => {
    const copies = copiesOf(piece);
    const rank = RANKS[piece.priority ?? 'normal'] ?? 1;
    const rotatable = piece.rotate !== false;
    if (!positive(piece.width) || !positive(piece.depth)) {
      for (let c = 0; c < copies; c++) unplaced.push({ id: piece.id, reason: 'invalid_dimensions' });
      return;
    }
    const w = pieceUnits(piece.width, scale) + kerfU;
    const h = pieceUnits(piece.depth, scale) + kerfU;
    const fits = (w <= binW && h <= binH) || (rotatable && h <= binW && w <= binH);
    if (fits) {
      for (let c = 0; c < copies; c++) {
        items.push({
          piece: index,
          part: 0,
          of: 1,
          width: piece.width,
          depth: piece.depth,
          w,
          h,
          rotatable,
          rank,
        });
      }
      return;
    }
    if (!input.seams) {
      for (let c = 0; c < copies; c++) unplaced.push({ id: piece.id, reason: 'too_large' });
      return;
    }
    const split = splitAtSeams(
      piece,
      rotatable,
      scale,
      kerfU,
      binW,
      binH,
      pieceUnits(minSeam, scale),
      clearance,
    );
    for (let c = 0; c < copies; c++) {
      if (typeof split === 'string') {
        unplaced.push({ id: piece.id, reason: split });
        continue;
      }
      split.forEach((length, part) => {
        const alongWidth = piece.width >= piece.depth;
        const width = alongWidth ? length / scale.factor : piece.width;
        const depth = alongWidth ? piece.depth : length / scale.factor;
        items.push({
          piece: index,
          part,
          of: split.length,
          width,
          depth,
          w: (alongWidth ? length : pieceUnits(piece.width, scale)) + kerfU,
          h: (alongWidth ? pieceUnits(piece.depth, scale) : length) + kerfU,
          rotatable,
          rank,
        });
      });
    }
  });
  return { scale, binW, binH, trim, items, unplaced };
}

/**
 * Seams: a piece longer than the slab in every orientation is cut across its length (its
 * longer side) into the fewest parts that fit, of equal length (so the shortest part is as
 * long as it can be), and none shorter than the minimum seam piece. With cutouts, a seam the
 * equal split puts through a cutout or nearer than the clearance moves to the nearest place
 * clear of them (more parts only when the fewest cannot be cut so). Seams the user placed
 * (`seamsAt`, checked against the rules before) are cut where they are. Returns the part
 * lengths in units, or the reason it cannot be split.
 */
function splitAtSeams(
  piece: PieceSpec,
  rotatable: boolean,
  scale: Scale,
  kerfU: number,
  binW: number,
  binH: number,
  minPartU: number,
  clearance: number,
): number[] | UnplacedReason {
  const alongWidth = piece.width >= piece.depth;
  const lengthU = pieceUnits(alongWidth ? piece.width : piece.depth, scale);
  const depthU = pieceUnits(alongWidth ? piece.depth : piece.width, scale) + kerfU;
  // The longest part that fits: its length along the slab width or the slab height,
  // whichever orientation is allowed and leaves room for the piece's depth.
  let maxPart = 0;
  const lengthAlongX = alongWidth || rotatable;
  const lengthAlongY = !alongWidth || rotatable;
  if (lengthAlongX && depthU <= binH) maxPart = Math.max(maxPart, binW - kerfU);
  if (lengthAlongY && depthU <= binW) maxPart = Math.max(maxPart, binH - kerfU);
  if (maxPart <= 0) return 'too_large';
  const axis = alongWidth ? 'x' : 'y';
  if (piece.seamsAt !== undefined && piece.seamsAt.length > 0) {
    const cuts = piece.seamsAt.map((seam) => (seam.axis === axis ? pieceUnits(seam.at, scale) : -1));
    if (cuts.some((at) => at <= 0 || at >= lengthU)) return 'invalid_dimensions';
    const ends = [0, ...cuts.sort((a, b) => a - b), lengthU];
    const lengths = ends.slice(1).map((end, i) => end - ends[i]!);
    return lengths.every((length) => length <= maxPart) ? lengths : 'seam_part_too_large';
  }
  const parts = Math.ceil(lengthU / maxPart);
  const base = Math.floor(lengthU / parts);
  if (base < minPartU) return 'seam_too_short';
  const blocked = seamBlockedSpans(piece.cutouts ?? [], axis, clearance).map(([lo, hi]): [number, number] => [
    lo * scale.factor,
    hi * scale.factor,
  ]);
  if (blocked.length === 0) {
    const extra = lengthU - base * parts;
    return Array.from({ length: parts }, (_, i) => base + (i < extra ? 1 : 0));
  }
  for (let k = parts; k * minPartU <= lengthU; k++) {
    const positions = straightSeamPositions(lengthU, k, minPartU, maxPart, blocked);
    if (positions === null) continue;
    const ends = [0, ...positions, lengthU];
    return ends.slice(1).map((end, i) => end - ends[i]!);
  }
  return 'seam_near_cutout';
}
