import { fitsByRelations, MAX_RELATION_PIECES } from './pair-relations';
import { fitsBySkyline } from './skyline-search';

/**
 * Exact single-slab feasibility (the two-dimensional orthogonal packing problem) for a few
 * pieces, in integer units with the kerf already folded into the sizes (pieces and slab each
 * grown by one kerf, so a valid layout is an overlap-free packing).
 *
 * A piece that nothing can stand above or below (or beside) is set aside first, narrowing the
 * slab. Then two complete searches take turns on the node budget: the pair-relations search
 * (`pair-relations.ts`), which decides sets of large pieces whatever the units, and the
 * skyline search (`skyline-search.ts`), which copes better with many small pieces. An answer
 * of 'infeasible' is a proof; a node cap turns an undecided search into 'unknown'.
 */

/** One piece to pack: its size and whether it may turn by 90 degrees. */
export interface FitPiece {
  w: number;
  h: number;
  rotatable: boolean;
}

/** Where a piece went: its index in the input, lower-left corner and size as placed. */
export interface FitPlacement {
  index: number;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The answer, with the search nodes it took (so callers can share a budget). */
export type FitResult =
  | { status: 'feasible'; placements: FitPlacement[]; nodes: number }
  | { status: 'infeasible'; nodes: number }
  | { status: 'unknown'; nodes: number };

/**
 * The share of the nodes the pair-relations search gets before the skyline search takes the
 * rest. On the sets the pattern bound asks about in countertop jobs, half and half left the
 * fewest sets undecided (the relations search alone, twice as many).
 */
const RELATIONS_SHARE = 0.5;

/**
 * Decides whether all pieces fit on one width × height slab, visiting at most `nodeLimit`
 * search nodes. A 'feasible' answer carries the placements (inside the slab, no overlaps).
 */
export function fitsOneSlab(
  pieces: readonly FitPiece[],
  width: number,
  height: number,
  nodeLimit: number,
): FitResult {
  if (pieces.length === 0) return { status: 'feasible', placements: [], nodes: 0 };
  const blocker = findBlocker(pieces, width, height);
  if (blocker !== null) return fitsAroundBlocker(pieces, width, height, nodeLimit, blocker);
  if (pieces.length > MAX_RELATION_PIECES) return fitsBySkyline(pieces, width, height, nodeLimit);
  const byRelations = fitsByRelations(pieces, width, height, Math.ceil(nodeLimit * RELATIONS_SHARE));
  if (byRelations.status !== 'unknown') return byRelations;
  const bySkyline = fitsBySkyline(pieces, width, height, nodeLimit - byRelations.nodes);
  return { ...bySkyline, nodes: bySkyline.nodes + byRelations.nodes };
}

/** A piece that, in every orientation it fits, fills a full-height column or a full-width row. */
interface Blocker {
  index: number;
  /** Per fitting orientation [w, h]: true for a column (slab narrows), false for a row. */
  ways: Array<{ w: number; h: number; column: boolean }>;
}

/**
 * A piece no other piece can stand above or below (its height plus any other piece's lowest
 * height exceeds the slab's) owns the full height of its columns: in any packing the pieces
 * right of it can shift left by its width and it can go to the right edge, so the set fits
 * exactly when the others fit the slab narrowed by its width. Likewise for a piece nothing
 * can stand beside, with a row. Islands and long runs on countertop slabs are often such
 * pieces, and the narrower slab is then decided by area alone far more often.
 */
function findBlocker(pieces: readonly FitPiece[], width: number, height: number): Blocker | null {
  const fitting = pieces.map((p) => {
    const ways: Array<[number, number]> = [];
    if (p.w <= width && p.h <= height) ways.push([p.w, p.h]);
    if (p.rotatable && p.w !== p.h && p.h <= width && p.w <= height) ways.push([p.h, p.w]);
    return ways;
  });
  if (fitting.some((ways) => ways.length === 0)) return null;
  // The lowest and second-lowest of the pieces' smallest widths and heights, so each piece
  // can be compared with the smallest among the others.
  const lowestTwo = (side: 0 | 1): [number, number] => {
    let first = Infinity;
    let second = Infinity;
    for (const ways of fitting) {
      const v = Math.min(...ways.map((o) => o[side]));
      if (v < first) [first, second] = [v, first];
      else if (v < second) second = v;
    }
    return [first, second];
  };
  const widths = lowestTwo(0);
  const heights = lowestTwo(1);
  for (let i = 0; i < pieces.length; i++) {
    const own = fitting[i]!;
    const otherWidth = Math.min(...own.map((o) => o[0])) === widths[0] ? widths[1] : widths[0];
    const otherHeight = Math.min(...own.map((o) => o[1])) === heights[0] ? heights[1] : heights[0];
    const ways = own.map(([w, h]) => ({
      w,
      h,
      column: h + otherHeight > height,
      row: w + otherWidth > width,
    }));
    if (ways.every((way) => way.column || way.row)) {
      return { index: i, ways: ways.map(({ w, h, column }) => ({ w, h, column })) };
    }
  }
  return null;
}

/** Decides the set with the blocker set aside, in each of its orientations, on the slab it leaves. */
function fitsAroundBlocker(
  pieces: readonly FitPiece[],
  width: number,
  height: number,
  nodeLimit: number,
  { index, ways }: Blocker,
): FitResult {
  const others = pieces.filter((_, i) => i !== index);
  let nodes = 0;
  let undecided = false;
  for (const { w, h, column } of ways) {
    const result = column
      ? fitsOneSlab(others, width - w, height, nodeLimit - nodes)
      : fitsOneSlab(others, width, height - h, nodeLimit - nodes);
    nodes += result.nodes;
    if (result.status === 'feasible') {
      const placements = result.placements.map((p) => ({
        ...p,
        index: p.index < index ? p.index : p.index + 1,
      }));
      placements.push({ index, x: column ? width - w : 0, y: column ? 0 : height - h, w, h });
      return { status: 'feasible', placements, nodes };
    }
    if (result.status === 'unknown') undecided = true;
  }
  return undecided ? { status: 'unknown', nodes } : { status: 'infeasible', nodes };
}
