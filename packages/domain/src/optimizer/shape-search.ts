import type { Rng } from './prng';
import { ShapeBin, type ShapeItem, type ShapeRule, type ShapeWork } from './shape-bin';

/** One filled slab in packing units: item indices, the way each lies and its lower-left corner. */
export interface PackedShapes {
  items: number[];
  ways: number[];
  xs: number[];
  ys: number[];
}

export interface ShapeSearchOptions {
  binW: number;
  binH: number;
  rng: Rng;
  lowerBound: number;
  /** The improvement moves' limit: each re-packs a few slabs with the pieces left over. */
  maxMoves: number;
  /** A complete layout to start from (the bounding-box layout); the search only keeps fewer slabs. */
  initial?: PackedShapes[];
  /** The caller's safety net: once true, the best layout so far is returned. */
  shouldStop: () => boolean;
}

export interface ShapeSearchResult {
  bins: PackedShapes[];
  moves: number;
}

const RULES: readonly ShapeRule[] = ['bottom-left', 'left-bottom'];

/** Orderings of the constructive passes: true area, then sides of the bounding box as it comes. */
function sortKeys(items: readonly ShapeItem[]): Array<(i: number) => number> {
  const w = (i: number): number => items[i]!.ways[0]!.w;
  const h = (i: number): number => items[i]!.ways[0]!.h;
  return [
    (i) => items[i]!.area,
    (i) => Math.max(w(i), h(i)),
    (i) => w(i) * h(i),
    (i) => w(i) + h(i),
    (i) => Math.min(w(i), h(i)),
  ];
}

function snapshot(bin: ShapeBin): PackedShapes {
  return { items: [...bin.items], ways: [...bin.ways], xs: [...bin.xs], ys: [...bin.ys] };
}

/**
 * First fit in sequence order: each item into the first slab it fits, a new slab when none
 * (up to maxBins). Returns null once the items left out cover more than maxLeftArea.
 */
function pack(
  order: readonly number[],
  items: readonly ShapeItem[],
  rule: ShapeRule,
  options: ShapeSearchOptions,
  maxBins: number,
  left: number[],
  work: ShapeWork,
  maxLeftArea = Infinity,
): ShapeBin[] | null {
  const bins: ShapeBin[] = [];
  const binArea = options.binW * options.binH;
  let leftArea = 0;
  for (const index of order) {
    const item = items[index]!;
    let placed = bins.some(
      (bin) => binArea - bin.usedArea >= item.area && bin.place(index, item, rule, work),
    );
    if (!placed && bins.length < maxBins) {
      const bin = new ShapeBin(options.binW, options.binH);
      if (bin.place(index, item, rule, work)) {
        bins.push(bin);
        placed = true;
      }
    }
    if (placed) continue;
    left.push(index);
    leftArea += item.area;
    if (leftArea > maxLeftArea) return null;
  }
  return bins;
}

const squares = (areas: readonly number[]): number => areas.reduce((sum, a) => sum + a * a, 0);

/**
 * Nests pieces by their true shape: constructive passes (every ordering with both placement
 * rules, higher priority first), then the same goal-driven ruin-and-recreate as the rectangle
 * search: one slab fewer than the best layout, random groups of slabs re-packed with the pieces
 * left over, a change kept when it leaves no more area out, until all fit or the moves run out.
 */
export function searchShapes(items: readonly ShapeItem[], options: ShapeSearchOptions): ShapeSearchResult {
  const { rng, shouldStop } = options;
  const work: ShapeWork = { units: 0 };
  const areaOf = (bin: PackedShapes): number => bin.items.reduce((sum, i) => sum + items[i]!.area, 0);
  let best = options.initial;
  for (const key of sortKeys(items)) {
    const order = items
      .map((_, i) => i)
      .sort(
        (a, b) =>
          items[a]!.rank - items[b]!.rank || key(b) - key(a) || items[b]!.area - items[a]!.area || a - b,
      );
    for (const rule of RULES) {
      const bins = pack(order, items, rule, options, Infinity, [], work)!;
      const better =
        !best ||
        bins.length < best.length ||
        (bins.length === best.length && squares(bins.map((b) => b.usedArea)) > squares(best.map(areaOf)));
      if (better) best = bins.map(snapshot);
    }
    if (best!.length <= options.lowerBound || shouldStop()) break;
  }
  if (!best || best.length <= options.lowerBound) return { bins: best ?? [], moves: 0 };

  const bins = [...best];
  const filled = bins.map(areaOf);
  let unplaced: number[] = [];
  const dropEmptiest = (): void => {
    let emptiest = 0;
    for (let b = 1; b < bins.length; b++) if (filled[b]! < filled[emptiest]!) emptiest = b;
    unplaced.push(...bins[emptiest]!.items);
    bins.splice(emptiest, 1);
    filled.splice(emptiest, 1);
  };
  dropEmptiest();
  const keys = sortKeys(items);
  let moves = 0;
  while (moves < options.maxMoves && !shouldStop()) {
    moves++;
    const groupSize = Math.min(bins.length, 1 + rng.int(3));
    const pick: number[] = [];
    while (pick.length < groupSize) {
      const b = rng.int(bins.length);
      if (!pick.includes(b)) pick.push(b);
    }
    const group = pick.flatMap((b) => bins[b]!.items).concat(unplaced);
    const oldAreas = pick.map((b) => filled[b]!);
    const oldArea = oldAreas.reduce((sum, a) => sum + a, 0);
    const unplacedArea = unplaced.reduce((sum, i) => sum + items[i]!.area, 0);
    const key = keys[rng.int(keys.length)]!;
    const noisy = new Map(group.map((i) => [i, key(i) * (0.75 + 0.5 * rng.next())]));
    group.sort((a, b) => noisy.get(b)! - noisy.get(a)! || a - b);
    const left: number[] = [];
    const fresh = pack(
      group,
      items,
      RULES[rng.int(RULES.length)]!,
      options,
      groupSize,
      left,
      work,
      unplacedArea,
    );
    if (fresh === null) continue;
    const newAreas = fresh.map((bin) => bin.usedArea);
    const newArea = newAreas.reduce((sum, a) => sum + a, 0);
    if (newArea < oldArea || (newArea === oldArea && squares(newAreas) < squares(oldAreas))) continue;
    pick.sort((a, b) => b - a);
    for (const b of pick) {
      bins.splice(b, 1);
      filled.splice(b, 1);
    }
    for (const bin of fresh) {
      bins.push(snapshot(bin));
      filled.push(bin.usedArea);
    }
    unplaced = left;
    if (unplaced.length > 0) continue;
    best = [...bins];
    if (best.length <= options.lowerBound) break;
    dropEmptiest();
  }
  return { bins: best, moves };
}
