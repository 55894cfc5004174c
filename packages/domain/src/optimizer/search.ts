import type { Bin, PackedBin } from './bin';
import { isGuillotine } from './is-guillotine';
import { layoutCost } from './leftover-penalty';
import { createBin, MAX_RECTS_PACKERS, PACKERS, type PackerConfig } from './packers';
import type { Rng } from './prng';

/** The items to pack, in packing units (already grown by the kerf). */
export interface SearchItems {
  ws: number[];
  hs: number[];
  rotatable: boolean[];
  /** 0 high, 1 normal, 2 low: constructive orderings place higher priority first. */
  ranks: number[];
}

export interface SearchOptions {
  binW: number;
  binH: number;
  guillotine: boolean;
  rng: Rng;
  lowerBound: number;
  /**
   * A costlier lower bound, called once when the constructive passes end above `lowerBound`
   * (the improvement moves then stop when they reach it).
   */
  refineBound?: (stop: () => boolean) => number;
  /** The improvement moves' work limit in iterations (WORK_PER_ITERATION units each). */
  maxIterations: number;
  /** Shortest usable leftover in packing units, for the waste penalty among equal layouts. */
  minLeftover: number;
  /** A complete layout to start from (the naive grid); used when nothing better is found. */
  initial?: PackedBin[];
  /**
   * The caller's safety net (say, a wall-clock deadline): once it answers true the search
   * returns the best layout found so far. The work limits above decide the result otherwise.
   */
  shouldStop: () => boolean;
}

export interface SearchResult {
  bins: PackedBin[];
  iterations: number;
  /** The lower bound the search used: the caller's, or the refined one. */
  lowerBound: number;
}

type SortKey = (i: number) => number;

/**
 * The packing work done so far, in free rectangles scanned (see Bin.freeCount), with one
 * placement's fixed cost counted as PLACEMENT_WORK scans.
 */
interface Work {
  units: number;
}

/**
 * An item's placement costs about as much as scanning 8 free rectangles: fitted over the
 * literature instances' CPU time, 0.18 µs per item placed and 0.024 µs per rectangle scanned.
 */
const PLACEMENT_WORK = 8;

/**
 * The work one iteration stands for: about a countertop job's typical move (median 125 units).
 * Counting moves by their work rather than their number keeps the limit's time about the same
 * on every instance: with ten times as many free rectangles per bin, a move of the literature's
 * densest classes took ten times as long.
 */
const WORK_PER_ITERATION = 128;

/** Bins kept for reuse, one list per packer, so the search allocates almost nothing. */
class BinPool {
  private readonly lists = new Map<PackerConfig, Bin[]>();

  constructor(
    readonly binW: number,
    readonly binH: number,
  ) {}

  /** The index-th bin of the packer, emptied. */
  get(config: PackerConfig, index: number): Bin {
    let list = this.lists.get(config);
    if (!list) {
      list = [];
      this.lists.set(config, list);
    }
    while (list.length <= index) list.push(createBin(config, this.binW, this.binH));
    const bin = list[index]!;
    bin.reset();
    return bin;
  }
}

/**
 * Fills bins in sequence order, each item into the first bin where it fits (first fit).
 * The bins come from the pool: they stay valid until the next call with the same packer.
 * Returns null as soon as the items left out cover more than `maxLeftArea`.
 */
function packSequence(
  order: readonly number[],
  items: SearchItems,
  config: PackerConfig,
  pool: BinPool,
  maxBins: number,
  left: number[],
  work: Work,
  maxLeftArea = Infinity,
): Bin[] | null {
  const bins: Bin[] = [];
  const binArea = pool.binW * pool.binH;
  let leftArea = 0;
  for (const item of order) {
    const w = items.ws[item]!;
    const h = items.hs[item]!;
    const area = w * h;
    work.units += PLACEMENT_WORK;
    let placed = false;
    for (const bin of bins) {
      if (binArea - bin.usedArea < area) continue;
      work.units += bin.freeCount;
      if (bin.find(w, h, items.rotatable[item]!)) {
        bin.commit(item);
        placed = true;
        break;
      }
    }
    if (placed) continue;
    if (bins.length < maxBins) {
      const bin = pool.get(config, bins.length);
      work.units++;
      if (bin.find(w, h, items.rotatable[item]!)) {
        bin.commit(item);
        bins.push(bin);
        continue;
      }
    }
    left.push(item);
    leftArea += area;
    if (leftArea > maxLeftArea) return null;
  }
  return bins;
}

function snapshot(bins: readonly Bin[]): PackedBin[] {
  return bins.map((bin) => ({
    items: bin.items.slice(0, bin.size),
    xs: bin.xs.slice(0, bin.size),
    ys: bin.ys.slice(0, bin.size),
    ws: bin.ws.slice(0, bin.size),
    hs: bin.hs.slice(0, bin.size),
  }));
}

function sortKeys(items: SearchItems): SortKey[] {
  const { ws, hs } = items;
  return [
    (i) => ws[i]! * hs[i]!,
    (i) => Math.max(ws[i]!, hs[i]!),
    (i) => ws[i]! + hs[i]!,
    (i) => ws[i]!,
    (i) => hs[i]!,
    (i) => Math.min(ws[i]!, hs[i]!),
  ];
}

/**
 * Orders items for a constructive pass: higher priority first (islands before the rest, as
 * the spec says), then by the key, largest first; ties by the other side and then by index
 * so the order is fully determined.
 */
function orderBy(items: SearchItems, key: SortKey): number[] {
  const order = items.ws.map((_, i) => i);
  return order.sort(
    (a, b) =>
      items.ranks[a]! - items.ranks[b]! ||
      key(b) - key(a) ||
      items.ws[b]! * items.hs[b]! - items.ws[a]! * items.hs[a]! ||
      a - b,
  );
}

/**
 * The search: several constructive passes (every packer rule with every ordering), then a
 * goal-driven ruin-and-recreate that fixes the bin count one below the best found and
 * re-packs random groups of bins (each the emptier of two drawn) together with the items left
 * over, keeping a change when it leaves no more area unplaced, until everything fits or the
 * iterations run out.
 */
export function search(items: SearchItems, options: SearchOptions): SearchResult {
  const { binW, binH, rng, shouldStop } = options;
  const count = items.ws.length;
  if (count === 0) return { bins: [], iterations: 0, lowerBound: options.lowerBound };
  // Any item needs a bin, whatever bound the caller proved.
  let lowerBound = Math.max(1, options.lowerBound);
  const packers = PACKERS;
  // In guillotine mode, bins that may not be cuttable (maximal rectangles, merged free
  // rectangles) must pass the check.
  const cuttable = (config: PackerConfig, fresh: readonly Bin[]): boolean =>
    !options.guillotine ||
    (config.kind === 'guillotine' && !config.merge) ||
    snapshot(fresh).every(packedIsGuillotine);
  const pool = new BinPool(binW, binH);
  const keys = sortKeys(items);
  const work: Work = { units: 0 };

  let best: PackedBin[] | undefined;
  // Among layouts with as few bins, the one with the lowest waste penalty and spread wins.
  let bestCost: [number, number] | undefined;
  for (const key of keys) {
    const order = orderBy(items, key);
    for (const config of packers) {
      // A constructive pass over many items takes milliseconds: ask before each one, not
      // only after each ordering.
      if (best && shouldStop()) break;
      const left: number[] = [];
      const bins = packSequence(order, items, config, pool, Infinity, left, work)!;
      if (best && bins.length > best.length) continue;
      if (!cuttable(config, bins)) continue;
      if (!best || bins.length < best.length) {
        best = snapshot(bins);
        bestCost = undefined;
        continue;
      }
      bestCost ??= layoutCost(best, binW, binH, options.minLeftover);
      const cost = layoutCost(bins, binW, binH, options.minLeftover);
      if (cost[0] < bestCost[0] || (cost[0] === bestCost[0] && cost[1] < bestCost[1])) {
        best = snapshot(bins);
        bestCost = cost;
      }
    }
    // At the bound only ties remain to be broken: the packers of this ordering suffice.
    if (best && (best.length <= lowerBound || shouldStop())) break;
  }
  if (best && best.length <= lowerBound) return { bins: best, iterations: 0, lowerBound };
  if (options.refineBound && !shouldStop())
    lowerBound = Math.max(lowerBound, options.refineBound(shouldStop));
  if (best && best.length <= lowerBound) return { bins: best, iterations: 0, lowerBound };
  const initial = options.initial;
  if (
    initial &&
    (!best || initial.length < best.length) &&
    (!options.guillotine || initial.every(packedIsGuillotine))
  ) {
    best = initial;
    if (best.length <= lowerBound) return { bins: best, iterations: 0, lowerBound };
  }
  if (!best) return { bins: [], iterations: 0, lowerBound };

  const area = (i: number): number => items.ws[i]! * items.hs[i]!;
  const usedArea = (bin: PackedBin): number => bin.items.reduce((sum, i) => sum + area(i), 0);
  let iterations = 0;
  const movesStart = work.units;
  // The working state: one bin fewer than the best layout, and the items that do not fit.
  const bins: PackedBin[] = [...best];
  const filled: number[] = bins.map(usedArea);
  let unplaced: number[] = [];
  const dropEmptiest = (): void => {
    let emptiest = 0;
    for (let b = 1; b < bins.length; b++) if (filled[b]! < filled[emptiest]!) emptiest = b;
    unplaced.push(...bins[emptiest]!.items);
    bins.splice(emptiest, 1);
    filled.splice(emptiest, 1);
  };
  dropEmptiest();

  const pick: number[] = [];
  const group: number[] = [];
  const noisy = new Float64Array(count);
  while (iterations < options.maxIterations) {
    if (shouldStop()) break;
    const groupSize = Math.min(bins.length, 1 + rng.int(3));
    pick.length = 0;
    while (pick.length < groupSize) {
      // The emptier of two bins: the unplaced items need free space, and re-packing full bins
      // rarely makes any (on the literature classes, 7 to 12 bins fewer than uniform picks).
      let b = rng.int(bins.length);
      const other = rng.int(bins.length);
      if (filled[other]! < filled[b]!) b = other;
      if (!pick.includes(b)) pick.push(b);
    }
    group.length = 0;
    let oldArea = 0;
    for (const b of pick) {
      oldArea += filled[b]!;
      for (const item of bins[b]!.items) group.push(item);
    }
    let unplacedArea = 0;
    for (const item of unplaced) {
      group.push(item);
      unplacedArea += area(item);
    }
    const key = keys[rng.int(keys.length)]!;
    for (const item of group) noisy[item] = key(item) * (0.75 + 0.5 * rng.next());
    sortByNoisyKey(group, noisy);
    // In free mode half the moves take a maximal-rectangles packer, which fills a bin tighter
    // than the guillotine packers (24 of the 29): on the literature 6 bins fewer than drawing
    // from all alike, for about a fifth more time per move's work.
    const config =
      !options.guillotine && rng.next() < 0.5
        ? MAX_RECTS_PACKERS[rng.int(MAX_RECTS_PACKERS.length)]!
        : packers[rng.int(packers.length)]!;
    const left: number[] = [];
    // A move that leaves out more than the unplaced area places less than the bins held: it
    // is rejected, so the packing stops there.
    const fresh = packSequence(group, items, config, pool, groupSize, left, work, unplacedArea);
    iterations = Math.ceil((work.units - movesStart) / WORK_PER_ITERATION);
    if (fresh === null) continue;
    let newArea = 0;
    for (const bin of fresh) newArea += bin.usedArea;
    // Any move that places no less area is kept: the walk over layouts of equal area is what
    // reaches the ones where the unplaced items fit. Keeping only moves that gathered the free
    // space into fewer bins, as before, walked less far (3 to 4 bins more on the literature).
    if (newArea < oldArea) continue;
    if (!cuttable(config, fresh)) continue;
    pick.sort((a, b) => b - a);
    for (const b of pick) {
      bins.splice(b, 1);
      filled.splice(b, 1);
    }
    for (const bin of fresh) {
      bins.push(snapshot([bin])[0]!);
      filled.push(bin.usedArea);
    }
    unplaced = left;
    if (unplaced.length > 0) continue;
    best = [...bins];
    if (best.length <= lowerBound) break;
    dropEmptiest();
  }
  return { bins: best, iterations, lowerBound };
}

/**
 * Sorts items by key, largest first, ties by index: the order of a move's re-packing. An
 * insertion sort with the comparison inline: a move sorts a few dozen items, and with
 * Array.prototype.sort's comparator calls this sort took a quarter of the search's time.
 */
function sortByNoisyKey(group: number[], key: Float64Array): void {
  for (let i = 1; i < group.length; i++) {
    const item = group[i]!;
    const k = key[item]!;
    let j = i - 1;
    for (; j >= 0; j--) {
      const other = group[j]!;
      const o = key[other]!;
      if (o > k || (o === k && other < item)) break;
      group[j + 1] = other;
    }
    group[j + 1] = item;
  }
}

/**
 * Whether a bin can be cut edge to edge. Sizes here already include the kerf, so pieces
 * that do not overlap are far enough apart for the saw and the check needs no kerf.
 */
function packedIsGuillotine(bin: PackedBin): boolean {
  const rects = bin.items.map((_, k) => ({
    x: bin.xs[k]!,
    y: bin.ys[k]!,
    width: bin.ws[k]!,
    height: bin.hs[k]!,
  }));
  return isGuillotine(rects);
}
