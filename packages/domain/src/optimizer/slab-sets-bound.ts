import type { FitPiece } from './fit-piece';
import { fitsOneSlab } from './single-slab';

/**
 * A lower bound from sets of pieces that cannot share one slab, proved by the exact
 * single-slab check. The largest copies are assigned to k slabs in every way (slabs are
 * interchangeable, so a copy opens at most one new slab); an assignment survives only while
 * each slab's set may fit (an undecided check counts as fitting, so the bound stays valid)
 * and the room the slabs leave can still hold the area of the copies left out. When no
 * assignment survives, k slabs are too few. Leaving copies out only relaxes the instance.
 */

/** How hard the search tries. */
export interface SlabSetsEffort {
  /** At most this many of the largest copies take part in the assignment search. */
  maxCopies: number;
  /** Only bounds this small are tried. */
  maxKnown: number;
  /** Search nodes of one single-slab check. */
  fitNodes: number;
  /** Nodes of all the work of one call (assignment nodes plus single-slab nodes, roughly). */
  totalNodes: number;
  /** How many bin counts past the known bound are tried. */
  maxRaises: number;
}

/**
 * The optimiser's effort: only bounds of one or two slabs (with more, the largest copies
 * split among them too easily for the search to prove anything, and it would only cost
 * time), the 10 largest copies, 12,000 nodes in all.
 */
export const QUICK_EFFORT: SlabSetsEffort = {
  maxCopies: 10,
  maxKnown: 2,
  fitNodes: 12000,
  totalNodes: 12000,
  maxRaises: 1,
};

/**
 * The fewest slabs for the pieces, at least `known`: `known` raised by one for each slab
 * count the search proves too few (stopping at the first it cannot rule out).
 */
export function slabSetsBound(
  pieces: readonly FitPiece[],
  width: number,
  height: number,
  known: number,
  effort: SlabSetsEffort = QUICK_EFFORT,
): number {
  if (known < 1 || known > effort.maxKnown || pieces.length <= known) return known;
  const order = pieces
    .map((p, i) => ({ p, i, area: p.w * p.h }))
    .sort((a, b) => b.area - a.area || a.i - b.i);
  const chosen = order.slice(0, effort.maxCopies);
  const big = chosen.map((c) => c.p);
  const restArea = order.slice(effort.maxCopies).reduce((sum, c) => sum + c.area, 0);
  const budget = { nodes: effort.totalNodes };
  const fitCache = new Map<string, boolean>();
  let bound = known;
  for (let raises = 0; raises < effort.maxRaises && bound < big.length; raises++) {
    if (assignable(big, width, height, bound, restArea, effort.fitNodes, budget, fitCache) !== false) break;
    bound++;
  }
  return bound;
}

/**
 * Whether the copies (largest first) can be split among `bins` slabs with every slab's set
 * possibly fitting: false when ruled out, true when an assignment survives, null when the
 * node budget ran out.
 */
function assignable(
  pieces: readonly FitPiece[],
  width: number,
  height: number,
  bins: number,
  restArea: number,
  fitNodes: number,
  budget: { nodes: number },
  fitCache: Map<string, boolean>,
): boolean | null {
  const slabArea = width * height;
  const contents: number[][] = Array.from({ length: bins }, () => []);
  const used = new Array<number>(bins).fill(0);
  let gaveUp = false;
  const mayFit = (set: number[]): boolean => {
    const key = set
      .map((i) => `${pieces[i]!.w}x${pieces[i]!.h}${pieces[i]!.rotatable ? 'r' : ''}`)
      .sort()
      .join(',');
    const known = fitCache.get(key);
    if (known !== undefined) return known;
    const result = fitsOneSlab(
      set.map((i) => pieces[i]!),
      width,
      height,
      Math.min(fitNodes, Math.max(1, budget.nodes)),
    );
    budget.nodes -= result.nodes;
    const fits = result.status !== 'infeasible';
    fitCache.set(key, fits);
    return fits;
  };
  const place = (k: number, freeArea: number): boolean => {
    if (k === pieces.length) return freeArea >= restArea;
    if (freeArea < restArea) return false;
    if (--budget.nodes < 0) {
      gaveUp = true;
      return false;
    }
    const piece = pieces[k]!;
    const area = piece.w * piece.h;
    let openedEmpty = false;
    for (let b = 0; b < bins; b++) {
      if (used[b]! + area > slabArea) continue;
      const empty = contents[b]!.length === 0;
      if (empty && openedEmpty) continue;
      if (empty) openedEmpty = true;
      contents[b]!.push(k);
      if (mayFit(contents[b]!)) {
        used[b]! += area;
        const done = place(k + 1, freeArea - area);
        used[b]! -= area;
        if (done) {
          contents[b]!.pop();
          return true;
        }
      }
      contents[b]!.pop();
      if (gaveUp) return false;
    }
    return false;
  };
  const done = place(0, bins * slabArea);
  if (done) return true;
  return gaveUp ? null : false;
}
