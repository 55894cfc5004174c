import type { PieceSpec, SlabSpec } from './types';

/**
 * The spec's naive method (spec 02 §9): "Slabs needed = ceil(pieces / max pieces per slab).
 * Pieces per slab: the layout tries several row and column mixes, with rotation, and picks
 * the best." It fills the per-product fields `topsPerSlab` and `totalSlabsNeeded`; the
 * layout optimiser packs far better and is what the multi-product totals use.
 */

/** A uniform block of identical pieces, all in one orientation. */
export interface GridBlock {
  /** Lower-left corner of the block on the slab (the trim already added). */
  x: number;
  y: number;
  columns: number;
  rows: number;
  /** True when the pieces are turned by 90 degrees (width along the slab height). */
  rotated: boolean;
  /** A piece's size as placed. */
  width: number;
  height: number;
}

/** A grid placement of one copy, in slab coordinates. */
export interface GridPlacement {
  x: number;
  y: number;
  width: number;
  height: number;
  rotated: boolean;
}

type GridPiece = Pick<PieceSpec, 'width' | 'depth' | 'rotate'>;

/** Tolerance for counts like 126 / 25.2 that are whole numbers but not in binary floats. */
const EPSILON = 1e-9;

/**
 * How many pieces of size `size` fit in a row of length `length` with `kerf` between
 * neighbours and none at the ends: n·size + (n−1)·kerf ≤ length.
 */
function fitCount(length: number, size: number, kerf: number): number {
  if (!(size > 0) || size > length + EPSILON) return 0;
  return Math.floor((length + kerf) / (size + kerf) + EPSILON);
}

/**
 * The best uniform grid for one piece on one slab: rows × columns in one orientation, or a
 * block in one orientation beside (or below) a block in the other, over every split. The
 * most pieces wins; on a tie, the fewest blocks. Empty when the piece fits in no allowed
 * orientation. Rotation is allowed unless the piece says `rotate: false`.
 */
export function bestGrid(slab: SlabSpec, piece: GridPiece, kerf = 0): GridBlock[] {
  const gap = kerf > 0 ? kerf : 0;
  const trim = slab.trim !== undefined && slab.trim > 0 ? slab.trim : 0;
  const W = slab.width - 2 * trim;
  const H = slab.height - 2 * trim;
  if (!(W > 0 && H > 0 && piece.width > 0 && piece.depth > 0)) return [];
  const orientations = [{ rotated: false, width: piece.width, height: piece.depth }];
  if (piece.rotate !== false && piece.width !== piece.depth) {
    orientations.push({ rotated: true, width: piece.depth, height: piece.width });
  }
  /** Inflated length of `n` pieces of size `size` plus the kerf after each one. */
  const span = (n: number, size: number) => n * (size + gap);
  const count = (blocks: GridBlock[]) => blocks.reduce((sum, b) => sum + b.columns * b.rows, 0);

  let best: GridBlock[] = [];
  const consider = (blocks: GridBlock[]) => {
    const kept = blocks.filter((b) => b.columns > 0 && b.rows > 0);
    const better = count(kept) > count(best) || (count(kept) === count(best) && kept.length < best.length);
    if (count(kept) > 0 && better) best = kept;
  };

  for (const a of orientations) {
    const columns = fitCount(W, a.width, gap);
    const rows = fitCount(H, a.height, gap);
    consider([{ x: trim, y: trim, columns, rows, ...a }]);
    for (const b of orientations) {
      if (b === a) continue;
      // A block of `c` columns of `a` at the left, the other orientation in the rest.
      for (let c = 1; c < columns; c++) {
        const restWidth = W - span(c, a.width);
        consider([
          { x: trim, y: trim, columns: c, rows, ...a },
          {
            x: trim + span(c, a.width),
            y: trim,
            columns: fitCount(restWidth, b.width, gap),
            rows: fitCount(H, b.height, gap),
            ...b,
          },
        ]);
      }
      // A block of `r` rows of `a` at the bottom, the other orientation above.
      for (let r = 1; r < rows; r++) {
        const restHeight = H - span(r, a.height);
        consider([
          { x: trim, y: trim, columns, rows: r, ...a },
          {
            x: trim,
            y: trim + span(r, a.height),
            columns: fitCount(W, b.width, gap),
            rows: fitCount(restHeight, b.height, gap),
            ...b,
          },
        ]);
      }
    }
  }
  return best;
}

/** Max pieces per slab: the best uniform grid's count, 0 when the piece fits no slab. */
export function piecesPerSlab(slab: SlabSpec, piece: GridPiece, kerf = 0): number {
  return bestGrid(slab, piece, kerf).reduce((sum, b) => sum + b.columns * b.rows, 0);
}

/**
 * Slabs needed = ceil(quantity / max pieces per slab). Null when the piece fits no slab in
 * any allowed orientation: no number of slabs holds it, and the caller reports it.
 */
export function naiveSlabs(
  slab: SlabSpec,
  piece: GridPiece & Pick<PieceSpec, 'quantity'>,
  kerf = 0,
): number | null {
  if (piece.quantity <= 0) return 0;
  const perSlab = piecesPerSlab(slab, piece, kerf);
  return perSlab === 0 ? null : Math.ceil(piece.quantity / perSlab);
}

/** Every copy's position in a full slab of the best grid, block by block, row by row. */
export function gridPlacements(slab: SlabSpec, piece: GridPiece, kerf = 0): GridPlacement[] {
  const gap = kerf > 0 ? kerf : 0;
  return bestGrid(slab, piece, kerf).flatMap((block) =>
    Array.from({ length: block.rows * block.columns }, (_, i) => ({
      x: block.x + (i % block.columns) * (block.width + gap),
      y: block.y + Math.floor(i / block.columns) * (block.height + gap),
      width: block.width,
      height: block.height,
      rotated: block.rotated,
    })),
  );
}
