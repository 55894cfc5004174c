import { fitsByRelations, MAX_RELATION_PIECES } from './pair-relations';
import { fittingWays, type FitPiece, type FitResult } from './fit-piece';
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
  const fitting = pieces.map((piece) => fittingWays(piece, width, height));
  if (fitting.some((ways) => ways.length === 0)) return null;
  const narrowest = fitting.map((ways) => Math.min(...ways.map(([w]) => w)));
  const lowest = fitting.map((ways) => Math.min(...ways.map(([, h]) => h)));
  for (let i = 0; i < pieces.length; i++) {
    const otherWidth = smallestBut(narrowest, i);
    const otherHeight = smallestBut(lowest, i);
    const ways = fitting[i]!.map(([w, h]) => ({
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

/** The smallest value but the one at `skip` (Infinity when there is no other). */
function smallestBut(values: readonly number[], skip: number): number {
  let smallest = Infinity;
  for (let i = 0; i < values.length; i++) if (i !== skip && values[i]! < smallest) smallest = values[i]!;
  return smallest;
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
