import { FitJudge, richPatterns, startingMaster, type PatternItem, type Refutation } from './pattern-bound';

/**
 * The slab-completion bound: an exact search over whole slabs that answers "can the copies go on
 * `target − 1` slabs?", and proves `target` when the answer is no. It sees what the linear
 * relaxation of the pattern bound (pattern-bound.ts) cannot: where that relaxation's optimum is a
 * whole number of slabs, or just above it, the last slab is an integer matter.
 *
 * 1. Duals π ≥ 0 of the covering LP, found by its column generation (any π would do; the LP's
 *    make the search small).
 * 2. Every set of copies that may fit one slab and is worth at least a floor at π is listed,
 *    with the richest set's worth V. A set is left out only when it is proved not to fit (the
 *    caller's size-based refutation or the exact single-slab check; an undecided check counts as
 *    fitting), so every set that fits, and every slab of every layout, is among those judged.
 * 3. Bin completion (Korf's, for bin packing) over the listed sets: the slab holding a copy of
 *    the largest type left takes a listed set with that copy, then the next slab, and so on. On
 *    k slabs for copies worth W in all, the sets fall short of V by at most kV − W in total and
 *    of the slab's area by at most the area the copies leave free, so one slab's set is worth
 *    at least W − (k − 1)V: the floor is set so that every such set is listed.
 *
 * Two more rules cut the search, each valid for any layout: a set is not tried when a copy left
 * over is shown to fit beside it (a packer or the exact check found a packing: some layout has
 * the copy there instead of on another slab), and the copies left after a failure are remembered
 * with their slab count. Copies worth nothing at π are left out, and identical pieces (a priority
 * or an id apart) are one type. Leaving copies out never needs more slabs, so the bound stays
 * valid; a search that runs out of work or lists too many sets proves nothing.
 */

export interface CompletionEffort {
  /** Nodes one exact single-slab check may visit while the sets are listed. */
  fitNodes: number;
  /** The same while the duals are found (a cheap check: an undecided set only weakens them). */
  dualFitNodes: number;
  /** Rounds of column generation in all, at most. */
  packerRounds: number;
  /** Rounds of column generation priced by the full test, after the packers' rounds. */
  dualRounds: number;
  /** Most sets listed; past this it gives up. */
  maxSets: number;
  /** Exact-check nodes and search steps over the whole bound; past this it gives up. */
  totalWork: number;
}

/**
 * `target` when no split of the copies among `target − 1` slabs puts on each slab a set that
 * may fit (so every layout needs `target`), else `known`: also when the work runs out.
 */
export function completionBound(
  items: readonly PatternItem[],
  width: number,
  height: number,
  known: number,
  target: number,
  effort: CompletionEffort,
  refutes: Refutation,
  report: CompletionReport = {},
): number {
  if (known >= target || items.length === 0) return known;
  if (target === 1) return 1;
  const slabs = target - 1;
  const { types, merged } = mergeIdentical(items);
  const judgeWith = (fitNodes: number) =>
    new FitJudge(
      types,
      width,
      height,
      { fitNodes, settleFactor: 1, totalWork: effort.totalWork, maxRounds: 0 },
      (counts) => refutes(spread(counts, merged, items.length)),
    );
  const slabArea = width * height;
  const duals = coveringDuals(
    types,
    slabArea,
    judgeWith(effort.dualFitNodes),
    effort.packerRounds,
    effort.dualRounds,
  );
  report.outcome = 'out of work';
  if (duals === null) return known;
  // Copies worth nothing at the duals are left out: fewer copies never need more slabs.
  const wanted = types.map((type, i) => (duals[i]! > 0 ? type.count : 0));
  const worth = wanted.reduce((sum, count, i) => sum + count * duals[i]!, 0);
  const judge = judgeWith(effort.fitNodes);
  // On `slabs` slabs of sets worth at most ASSUMED_BEST each, every set is worth at least the
  // first; and when no set is worth the second, none is worth more than ASSUMED_BEST.
  const floor = Math.min(worth - (slabs - 1) * ASSUMED_BEST, ASSUMED_BEST) - ROUNDING_SLACK;
  let sets = setsWorth(types, wanted, duals, floor, slabArea, judge, effort.maxSets);
  report.outcome = 'too many sets';
  if (sets === null) return known;
  // Every set that may fit and is worth `floor` or more is listed, so the richest listed is the
  // richest of all (or none is worth `floor`).
  const best = sets.reduce((most, set) => Math.max(most, set.value), sets.length > 0 ? 0 : floor);
  // A set on one of `slabs` slabs is worth at least what the others leave: when that can be
  // below `floor` (the richest set is worth more than assumed), the sets down to it are listed.
  const least = worth - (slabs - 1) * best - ROUNDING_SLACK;
  if (least < floor) sets = setsWorth(types, wanted, duals, least, slabArea, judge, effort.maxSets);
  if (sets === null) return known;
  report.sets = sets.length;
  const search = new CompletionSearch(types, wanted, duals, best + ROUNDING_SLACK, sets, slabArea, judge);
  const covered = search.covers(slabs);
  report.outcome = covered === false ? 'proved' : covered === null ? 'out of work' : 'split found';
  // A split whose every set a packer or the exact check packed is a layout of the copies worth
  // something at the duals on `slabs` slabs.
  report.splitPacked = covered === true && search.split.every((set) => judge.shownToFit(set.counts));
  report.leftOut = types.reduce((sum, type, i) => sum + type.count - wanted[i]!, 0);
  return covered === false ? target : known;
}

/** What the search ended with, for the benchmark's table. */
export interface CompletionReport {
  outcome?: 'proved' | 'split found' | 'out of work' | 'too many sets';
  /** Sets listed. */
  sets?: number;
  /** When a split was found: whether every set of it is shown to fit (not only undecided). */
  splitPacked?: boolean;
  /** Copies left out as worth nothing at the duals. */
  leftOut?: number;
}

/**
 * The most a set is assumed to be worth at the duals when the sets worth enough are listed: the
 * duals of a converged covering LP make the richest set worth 1, and a few rounds short of
 * convergence a little more. When a richer set turns up, the list may miss sets and the bound
 * gives up.
 */
const ASSUMED_BEST = 1.05;
/** Duals and values below this are taken as zero. */
const EPS = 1e-9;
/** Float sums of duals are off by far less than this; it is given away to stay valid. */
const ROUNDING_SLACK = 1e-6;

/**
 * Duals of the covering LP (pattern-bound.ts): column generation priced by the packers until they
 * find nothing worth more than a slab, then up to `rounds` rounds priced by the full test (an
 * undecided set counts as fitting), `packerRounds` rounds in all. Any duals give a valid bound; better ones a faster search.
 * Null when the work ran out.
 */
function coveringDuals(
  types: readonly PatternItem[],
  slabArea: number,
  judge: FitJudge,
  packerRounds: number,
  rounds: number,
): number[] | null {
  const master = startingMaster(types, judge);
  const pricing = { items: types, slabArea, fits: judge };
  let fullRounds = 0;
  for (let round = 0; ; round++) {
    const z = master.solve();
    if (z === null || judge.exhausted()) return null;
    const duals = master.duals().map((d) => (d > EPS ? d : 0));
    // Column generation tails off: past `packerRounds` the duals are good enough to go on with.
    if (round >= packerRounds) return duals;
    const packed = richPatterns(pricing, duals, 1 + EPS, 'packs', 'best');
    if (judge.exhausted()) return null;
    if (packed.length > 0) {
      for (const pattern of packed) master.addColumn(pattern);
      continue;
    }
    if (fullRounds++ >= rounds) return duals;
    const richest = richPatterns(pricing, duals, 1 + EPS, 'fits', 'best').at(-1);
    if (judge.exhausted()) return null;
    if (richest === undefined) return duals;
    master.addColumn(richest);
  }
}

/** A set of copies (a count per type) that may fit one slab, with its worth at the duals and area. */
interface WorthSet {
  counts: number[];
  value: number;
  area: number;
}

/**
 * Every set of the wanted copies worth at least `floor` at the duals that may fit one slab: a
 * depth-first search over the copies per type, types of more worth per area first, bounded by a
 * fractional knapsack on the area left, each count checked as it grows (a set is listed only when
 * no set on its way was proved not to fit, which a set that fits passes). Null when there are more
 * than `most` or the work ran out.
 */
function setsWorth(
  types: readonly PatternItem[],
  wanted: readonly number[],
  duals: readonly number[],
  floor: number,
  slabArea: number,
  judge: FitJudge,
  most: number,
): WorthSet[] | null {
  const order = types
    .map((_, i) => i)
    .filter((i) => wanted[i]! > 0)
    .sort((a, b) => duals[b]! / types[b]!.area - duals[a]! / types[a]!.area || a - b);
  const counts = new Array<number>(types.length).fill(0);
  const sets: WorthSet[] = [];
  let stopped = false;
  const optimistic = (k: number, room: number): number => {
    let value = 0;
    for (let j = k; j < order.length && room > 0; j++) {
      const type = types[order[j]!]!;
      const take = Math.min(wanted[order[j]!]!, room / type.area);
      value += take * duals[order[j]!]!;
      room -= take * type.area;
    }
    return value;
  };
  const visit = (k: number, value: number, area: number): void => {
    if (stopped || value + optimistic(k, slabArea - area) < floor) return;
    if (k === order.length) {
      sets.push({ counts: counts.slice(), value, area });
      if (sets.length > most) stopped = true;
      return;
    }
    if (judge.exhausted()) {
      stopped = true;
      return;
    }
    judge.spend(1);
    const i = order[k]!;
    const type = types[i]!;
    const room = Math.min(wanted[i]!, Math.floor((slabArea - area) / type.area));
    let fitting = 0;
    while (fitting < room) {
      counts[i] = fitting + 1;
      if (!judge.fits(counts)) break;
      fitting++;
    }
    for (let c = fitting; c >= 0; c--) {
      counts[i] = c;
      visit(k + 1, value + c * duals[i]!, area + c * type.area);
    }
    counts[i] = 0;
  };
  visit(0, 0, 0);
  return stopped ? null : sets;
}

/**
 * Types of the same size in the same orientations made one, with their copies added up; `merged[j]`
 * is the original types behind merged type j.
 */
function mergeIdentical(items: readonly PatternItem[]): { types: PatternItem[]; merged: number[][] } {
  const types: PatternItem[] = [];
  const merged: number[][] = [];
  const index = new Map<string, number>();
  items.forEach((item, i) => {
    const key = `${item.xs[0]},${item.ys[0]},${item.xs[1]},${item.ys[1]}`;
    const j = index.get(key);
    if (j === undefined) {
      index.set(key, types.length);
      types.push({ ...item });
      merged.push([i]);
    } else {
      types[j] = { ...types[j]!, count: types[j]!.count + item.count };
      merged[j]!.push(i);
    }
  });
  return { types, merged };
}

/** Counts over merged types as counts over the original ones (the copies given to the first). */
function spread(counts: readonly number[], merged: readonly number[][], n: number): number[] {
  const out = new Array<number>(n).fill(0);
  counts.forEach((count, j) => {
    let left = count;
    for (const i of merged[j]!) {
      out[i] = left;
      left = 0;
    }
  });
  return out;
}

/**
 * Bin completion over the listed sets: the slab holding a copy of the largest type left takes a
 * listed set with that copy, then the next slab, and so on, while the sets chosen fall short of
 * the richest set's worth, and of the slab's area, by no more than the copies left allow.
 */
class CompletionSearch {
  /** Types wanted, largest copies first: the order slabs are opened in. */
  private readonly order: number[];
  /** Per type, the listed sets holding a copy of it, richest first. */
  private readonly holding: WorthSet[][];
  /** Copies left per type. */
  private readonly left: number[];
  /** Per state of copies left, the most slabs it is known not to fit on. */
  private readonly failed = new Map<string, number>();
  private gaveUp = false;
  /** The sets of the split found, when one is. */
  readonly split: WorthSet[] = [];

  constructor(
    private readonly types: readonly PatternItem[],
    wanted: readonly number[],
    private readonly duals: readonly number[],
    private readonly capacity: number,
    sets: readonly WorthSet[],
    private readonly slabArea: number,
    private readonly judge: FitJudge,
  ) {
    this.left = wanted.slice();
    this.order = types
      .map((_, i) => i)
      .filter((i) => wanted[i]! > 0)
      .sort((a, b) => types[b]!.area - types[a]!.area || a - b);
    const richest = sets.slice().sort((a, b) => b.value - a.value);
    this.holding = types.map((_, i) => richest.filter((set) => set.counts[i]! > 0));
  }

  /** True when the copies left fit on `slabs` slabs (as far as the checks tell), false when they cannot, null when out of work. */
  covers(slabs: number): boolean | null {
    const covered = this.cover(slabs);
    return this.gaveUp ? null : covered;
  }

  private cover(slabs: number): boolean {
    const { left, types, duals } = this;
    const first = this.order.find((i) => left[i]! > 0);
    if (first === undefined) return true;
    if (slabs === 0) return false;
    let worth = 0;
    let area = 0;
    left.forEach((count, i) => {
      worth += count * duals[i]!;
      area += count * types[i]!.area;
    });
    // How far the sets of the slabs may fall short, in total, of the richest set and of the area.
    const short = slabs * this.capacity - worth;
    const waste = slabs * this.slabArea - area;
    if (short < -EPS || waste < 0) return false;
    if (this.judge.exhausted()) {
      this.gaveUp = true;
      return false;
    }
    this.judge.spend(1);
    const key = left.join(',');
    if ((this.failed.get(key) ?? 0) >= slabs) return false;
    for (const set of this.holding[first]!) {
      if (this.capacity - set.value > short + EPS) break;
      if (this.slabArea - set.area > waste || !this.within(set.counts) || !this.maximal(set)) continue;
      set.counts.forEach((count, i) => (left[i]! -= count));
      const covered = this.cover(slabs - 1);
      set.counts.forEach((count, i) => (left[i]! += count));
      if (covered) {
        this.split.push(set);
        return true;
      }
      if (this.gaveUp) return false;
    }
    this.failed.set(key, slabs);
    return false;
  }

  private within(counts: readonly number[]): boolean {
    return counts.every((count, i) => count <= this.left[i]!);
  }

  /**
   * False when a copy left over is shown to fit beside the set: some layout then has it there,
   * so the set need not be tried without it.
   */
  private maximal(set: WorthSet): boolean {
    const { counts } = set;
    return this.order.every((i) => {
      if (this.left[i]! <= counts[i]! || set.area + this.types[i]!.area > this.slabArea) return true;
      counts[i]!++;
      const fits = this.judge.shownToFit(counts) || this.judge.packs(counts);
      counts[i]!--;
      return !fits;
    });
  }
}
