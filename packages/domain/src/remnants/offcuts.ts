import type { EstimateSlab, NormalizedStone, QuoteEstimate, SlabPiece, UsedRemnant } from '../estimate/types';
import { outlineBoxes, type Box } from '../shapes/outline';
import { MAX_REMNANT_INCHES } from './remnant-size';

/** The smallest offcut kept by default (issue 25): 24 × 12 in, either way round. */
export const DEFAULT_OFFCUT_MIN_LENGTH = 24;
export const DEFAULT_OFFCUT_MIN_WIDTH = 12;

/** A leftover rectangle of a slab, lower-left corner and size in inches, width along x. */
export interface Offcut {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface OffcutOptions {
  /** Saw kerf in inches: an offcut keeps this far from every piece and every other offcut. */
  kerf: number;
  /** The smallest offcut kept: its longer side at least `minLength`, its shorter at least `minWidth`. */
  minLength: number;
  minWidth: number;
  /** No side longer than this (a remnant's largest size); a longer leftover is cut to it. */
  maxSide?: number;
}

const EPS = 1e-9;
const SIXTEENTHS = 16;

/** Inward to the sixteenth of an inch, the finest size a remnant records. */
const up = (v: number) => Math.ceil(v * SIXTEENTHS - EPS) / SIXTEENTHS + 0;
const down = (v: number) => Math.floor(v * SIXTEENTHS + EPS) / SIXTEENTHS + 0;

/** The boxes a placed piece covers: an L or U by its true shape, any other by its rectangle. */
function pieceBoxes(piece: SlabPiece): Box[] {
  return piece.outline
    ? outlineBoxes(piece.outline)
    : [{ x0: piece.x, y0: piece.y, x1: piece.x + piece.width, y1: piece.y + piece.depth }];
}

const grown = (b: Box, by: number): Box => ({ x0: b.x0 - by, y0: b.y0 - by, x1: b.x1 + by, y1: b.y1 + by });

const edges = (limit: number, cuts: number[]) =>
  [...new Set([0, limit, ...cuts.map((v) => Math.min(Math.max(v, 0), limit))])].sort((a, b) => a - b);

/** The candidate at the sixteenth inside `box`, cut to `maxSide`, or null when it is below the minimum. */
function sized(box: Box, options: Required<OffcutOptions>): Offcut | null {
  const x = up(box.x0);
  const y = up(box.y0);
  const width = Math.min(down(box.x1) - x, options.maxSide);
  const height = Math.min(down(box.y1) - y, options.maxSide);
  const long = Math.max(options.minLength, options.minWidth);
  const short = Math.min(options.minLength, options.minWidth);
  const fits = Math.max(width, height) >= long - EPS && Math.min(width, height) >= short - EPS;
  return fits ? { x, y, width, height } : null;
}

/**
 * The largest free rectangle of the slab at least the minimum, or null. The slab is cut into cells
 * along every obstacle's edges; every maximal free rectangle is a run of free columns over a band
 * of rows, so each band's runs are tried (first found wins a tie, for the same answer every time).
 */
function largestOffcut(
  slab: { width: number; height: number },
  obstacles: readonly Box[],
  options: Required<OffcutOptions>,
): Offcut | null {
  const xs = edges(
    slab.width,
    obstacles.flatMap((o) => [o.x0, o.x1]),
  );
  const ys = edges(
    slab.height,
    obstacles.flatMap((o) => [o.y0, o.y1]),
  );
  const columns = xs.length - 1;
  const occupied = ys.slice(0, -1).map((y0, r) => {
    const cy = (y0 + ys[r + 1]!) / 2;
    return xs.slice(0, -1).map((x0, c) => {
      const cx = (x0 + xs[c + 1]!) / 2;
      return obstacles.some((o) => o.x0 < cx && cx < o.x1 && o.y0 < cy && cy < o.y1);
    });
  });
  let best: Offcut | null = null;
  for (let r0 = 0; r0 < occupied.length; r0++) {
    const free = Array.from({ length: columns }, () => true);
    for (let r1 = r0; r1 < occupied.length; r1++) {
      occupied[r1]!.forEach((taken, c) => {
        if (taken) free[c] = false;
      });
      if (!free.includes(true)) break;
      for (let c = 0; c < columns;) {
        if (!free[c]) {
          c++;
          continue;
        }
        const start = c;
        while (c < columns && free[c]) c++;
        const offcut = sized({ x0: xs[start]!, y0: ys[r0]!, x1: xs[c]!, y1: ys[r1 + 1]! }, options);
        if (offcut && (!best || offcut.width * offcut.height > best.width * best.height + EPS)) best = offcut;
      }
    }
  }
  return best;
}

/**
 * The leftover rectangles of a slab worth keeping as remnants (issue 25, decision 123): the
 * largest free rectangle at least the minimum (either way round) that keeps a kerf from every
 * piece (an L or U by its true shape), then the largest left beside it a kerf away, and so on
 * until none is big enough. Sizes are whole sixteenths of an inch, inside the slab.
 */
export function leftoverRectangles(
  slab: { width: number; height: number },
  pieces: readonly SlabPiece[],
  options: OffcutOptions,
): Offcut[] {
  const settings = { maxSide: MAX_REMNANT_INCHES, ...options };
  const obstacles = pieces.flatMap(pieceBoxes).map((box) => grown(box, settings.kerf));
  const offcuts: Offcut[] = [];
  for (;;) {
    const next = largestOffcut(slab, obstacles, settings);
    if (next === null) return offcuts;
    offcuts.push(next);
    obstacles.push(
      grown({ x0: next.x, y0: next.y, x1: next.x + next.width, y1: next.y + next.height }, settings.kerf),
    );
  }
}

/** The slabs of one stone of an estimate's layout, with the stone they are cut from. */
export interface StoneSlabs {
  stone: NormalizedStone;
  slabs: EstimateSlab[];
}

/**
 * The estimate's slab layouts, one per stone (multi-product optimisation) or per product,
 * each with its stone; `stoneOf` names a product's stone (null when it has none).
 */
export function slabLayoutsOf(
  estimate: QuoteEstimate,
  stoneOf: (productIndex: number) => NormalizedStone | null,
): StoneSlabs[] {
  const layouts = estimate.multiProductOptimized
    ? estimate.stones.map((s) => ({ productIndex: s.productIndexes[0] ?? -1, slabs: s.slabs }))
    : estimate.products.map((r, productIndex) => ({ productIndex, slabs: r?.placementDetails ?? [] }));
  return layouts.flatMap(({ productIndex, slabs }) => {
    const stone = slabs.length > 0 ? stoneOf(productIndex) : null;
    return stone ? [{ stone, slabs }] : [];
  });
}

/** A remnant an estimate used, with what is left of it once its pieces are cut. */
export interface RemnantLeftovers {
  remnant: UsedRemnant;
  offcuts: Offcut[];
}

/**
 * What is left of the remnants the estimate laid pieces on (decision 128): a remnant cut for the
 * job is used up, and every rectangle of it left beside its pieces, at least the minimum and a
 * kerf from them, is kept as its slabs' leftovers are (in the remnant's own coordinates).
 */
export function remnantLeftovers(estimate: QuoteEstimate, options: OffcutOptions): RemnantLeftovers[] {
  return (estimate.remnants?.used ?? []).map((remnant) => ({
    remnant,
    offcuts: leftoverRectangles(remnant, remnant.pieces, options),
  }));
}
