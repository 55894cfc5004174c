import { FitJudge, richPatterns, startingMaster, type PatternItem, type Refutation } from './pattern-bound';

/**
 * The slab-completion bound: an exact search over whole slabs that answers "can the copies go on
 * `target − 1` slabs?", and proves `target` when the answer is no. It sees what the linear
 * relaxation of the pattern bound (pattern-bound.ts) cannot: where that relaxation's optimum is a
 * whole number of slabs, or just above it, the last slab is an integer matter.
 *
 * 1. Duals π ≥ 0 of the covering LP, found by its column generation, stabilised (any π would do;
 *    the LP's make the search small). Copies worth nothing at them get a small worth in
 *    proportion to their area, so that they stay in the search.
 * 2. The richest set of copies that may fit one slab, worth V at π (the pricing search, run to
 *    the end). A set is ruled out only when it is proved not to fit (the caller's size-based
 *    refutation or the exact single-slab check; an undecided check counts as fitting), so every
 *    slab of every layout is among the sets considered.
 * 3. Bin completion (Korf's, for bin packing): the slab holding a copy of the largest type left
 *    takes a set with that copy, then the next slab, and so on. On k slabs for copies worth W in
 *    all, the sets fall short of V by at most kV − W in total and of the slab's area by at most
 *    the area the copies leave free, so one slab's set is worth at least W − (k − 1)V; each node
 *    makes the sets that reach both, from the copies left.
 *
 * Two more rules cut the search, each valid for any layout: a set is not tried when a copy left
 * over is shown to fit beside it (a packer or the exact check found a packing: some layout has
 * the copy there instead of on another slab), and the copies left after a failure are remembered
 * with their slab count. Identical pieces (a priority or an id apart) are one type. A split found
 * with a set only undecided gets a longer check of that set, and the search goes on when it is
 * proved not to fit. A search that runs out of work proves nothing; a split whose every set was
 * packed is a layout on `target − 1` slabs (in the bound's units).
 */

export interface CompletionEffort {
  /** Nodes one exact single-slab check may visit while the sets are listed. */
  fitNodes: number;
  /** How many times `fitNodes` a set of a split found, undecided, gets for a second check. */
  settleFactor: number;
  /** The same while the duals are found (a cheap check: an undecided set only weakens them). */
  dualFitNodes: number;
  /** Rounds of column generation priced by the packers, at most. */
  packerRounds: number;
  /** Rounds of column generation priced by the full test, after the packers' rounds, at most. */
  dualRounds: number;
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
      { fitNodes, settleFactor: effort.settleFactor, totalWork: effort.totalWork, maxRounds: 0 },
      (counts) => refutes(spread(counts, merged, items.length)),
    );
  const slabArea = width * height;
  const lpDuals = coveringDuals(
    types,
    slabArea,
    judgeWith(effort.dualFitNodes),
    effort.packerRounds,
    effort.dualRounds,
  );
  report.outcome = 'out of work';
  if (lpDuals === null) return known;
  // Copies worth nothing at the LP's duals get a worth in proportion to their area, so they stay
  // in the sets (any duals ≥ 0 give a valid bound): left out, the strips would let the copies
  // that are worth something split among one slab fewer, which proves nothing.
  const duals = lpDuals.map((d, i) => (d > 0 ? d : (IDLE_WORTH * types[i]!.area) / slabArea));
  const counts = types.map((type) => type.count);
  const worth = worthAt(counts, duals);
  const judge = judgeWith(effort.fitNodes);
  // The richest set that may fit (the pricing search, exhaustive), then every set worth what the
  // other slabs leave: on `slabs` slabs, one slab's set is worth at least worth − (slabs − 1) · best.
  const richest = richPatterns(
    { items: types, slabArea, fits: judge },
    duals,
    0,
    'fits',
    'best',
    Infinity,
  ).at(-1);
  if (judge.exhausted()) return known;
  const best = richest === undefined ? 0 : worthAt(richest, duals);
  report.farley = worth / best;
  const search = new CompletionSearch(types, counts, duals, best + ROUNDING_SLACK, slabArea, judge);
  let covered = search.covers(slabs);
  // A split with a set only undecided by the exact check gets a closer look at that set: when it
  // is proved not to fit, the search goes on without it (what it proved before stays proved).
  while (covered === true && !search.split.every((set) => judge.settle(set))) covered = search.covers(slabs);
  report.sets = search.tried;
  report.outcome = covered === false ? 'proved' : covered === null ? 'out of work' : 'split found';
  // A split whose every set a packer or the exact check packed is a layout of all the copies on
  // `slabs` slabs.
  report.splitPacked = covered === true && search.split.every((set) => judge.shownToFit(set));
  return covered === false ? target : known;
}

/** What the search ended with, for the benchmark's table. */
export interface CompletionReport {
  outcome?: 'proved' | 'split found' | 'out of work';
  /** Sets tried by the search (one slab's set, with the slabs after it to fill). */
  sets?: number;
  /** When a split was found: whether every set of it is shown to fit (not only undecided). */
  splitPacked?: boolean;
  /** The Farley bound Σ count · π / V at the duals the search used (V: the richest set's worth). */
  farley?: number;
}

/** Duals and values below this are taken as zero. */
const EPS = 1e-9;
/** The worth per slab area of copies worth nothing at the LP's duals. */
const IDLE_WORTH = 0.01;
/** The stability centre's weight in the duals a round prices at (Wentges). */
const SMOOTHING = 0.7;
/** Column generation stops when the master's optimum is within this share of the best Farley bound. */
const CONVERGED = 1e-4;
/** Float sums of duals are off by far less than this; it is given away to stay valid. */
const ROUNDING_SLACK = 1e-6;

/**
 * Duals of the covering LP (pattern-bound.ts) by stabilised column generation: at most
 * `packerRounds` rounds priced by the packers, then at most `rounds` priced by the full test (an
 * undecided set counts as fitting). Each round prices at a point between the master's duals and
 * the stability centre, the duals of the best Farley bound Σ count_i · π_i / V(π) seen so far
 * (Wentges' smoothing): the master's extreme-point duals swing from round to round and tail off,
 * the centre only gains. A pattern found there that the master's duals price above one slab joins
 * the master; when none does, the centre moves, and the next round prices at the master's duals.
 * Returns the centre of the rounds priced by the full test (V exact, so its Farley bound is a true
 * one), or the master's duals when there were none; any duals give a valid bound, better ones a
 * smaller search. Null when the work ran out.
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
  const counts = types.map((type) => type.count);
  let duals: number[] = [];
  for (const [judged, most] of [
    ['packs', packerRounds],
    ['fits', rounds],
  ] as const) {
    let centre: number[] | null = null;
    let centreBound = 0;
    let smoothing = SMOOTHING;
    for (let round = 0; round < most; round++) {
      const z = master.solve();
      if (z === null || judge.exhausted()) return null;
      duals = master.duals().map((d) => (d > EPS ? d : 0));
      if (centre !== null && z - centreBound <= CONVERGED * z) break;
      const from = centre;
      const at: number[] =
        from === null || smoothing === 0
          ? duals
          : duals.map((d, i) => smoothing * from[i]! + (1 - smoothing) * d);
      const found = richPatterns(pricing, at, 0, judged, 'best', judged === 'packs' ? undefined : Infinity);
      if (judge.exhausted()) return null;
      const richest = found.at(-1);
      if (richest === undefined) break;
      const bound = worthAt(counts, at) / worthAt(richest, at);
      if (bound > centreBound) {
        centre = at;
        centreBound = bound;
      }
      const improving = found.filter((pattern) => worthAt(pattern, duals) > 1 + EPS);
      if (improving.length === 0 && at === duals) break;
      smoothing = improving.length === 0 ? 0 : SMOOTHING;
      for (const pattern of improving) master.addColumn(pattern);
    }
    if (judged === 'fits' && centre !== null) return centre;
  }
  return duals;
}

/** What a set (a count per type) is worth at the duals. */
function worthAt(counts: readonly number[], duals: readonly number[]): number {
  return counts.reduce((sum, count, i) => sum + count * duals[i]!, 0);
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
 * Bin completion over the sets that may fit: the slab holding a copy of the largest type left
 * takes a set with that copy, then the next slab, and so on, while the sets chosen fall short of
 * the richest set's worth, and of the slab's area, by no more than the copies left allow. Each
 * node makes its own sets, from the copies left and worth what the shortfall leaves (a list of
 * every set worth the root's floor runs to hundreds of thousands where the LP's optimum is just
 * below the slabs tried, while deeper slabs leave almost no shortfall).
 */
class CompletionSearch {
  /** Types wanted, largest copies first: the order slabs are opened in. */
  private readonly order: number[];
  /** Types wanted, more worth per area first: the order a set is made in. */
  private readonly byDensity: number[];
  /** Copies left per type. */
  private readonly left: number[];
  /** Per state of copies left, the most slabs it is known not to fit on. */
  private readonly failed = new Map<string, number>();
  private gaveUp = false;
  /** Sets tried, over the whole search. */
  tried = 0;
  /** The sets of the split found, when one is (a count per type each). */
  readonly split: number[][] = [];

  constructor(
    private readonly types: readonly PatternItem[],
    wanted: readonly number[],
    private readonly duals: readonly number[],
    private readonly capacity: number,
    private readonly slabArea: number,
    private readonly judge: FitJudge,
  ) {
    this.left = wanted.slice();
    const kept = types.map((_, i) => i).filter((i) => wanted[i]! > 0);
    this.order = kept.slice().sort((a, b) => types[b]!.area - types[a]!.area || a - b);
    this.byDensity = kept.sort((a, b) => duals[b]! / types[b]!.area - duals[a]! / types[a]!.area || a - b);
  }

  /** True when the copies left fit on `slabs` slabs (as far as the checks tell), false when they cannot, null when out of work. */
  covers(slabs: number): boolean | null {
    this.split.length = 0;
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
    const sequence = [first, ...this.byDensity.filter((i) => i !== first && left[i]! > 0)];
    const counts = new Array<number>(types.length).fill(0);
    const slab = {
      sequence,
      counts,
      slabs,
      least: this.capacity - short - EPS,
      leastArea: this.slabArea - waste,
    };
    const covered = this.extend(slab, 0, 0, 0);
    if (!covered && !this.gaveUp) this.failed.set(key, slabs);
    return covered;
  }

  /**
   * Makes the sets of one slab, a type of `slab.sequence` at a time from position k (the first
   * type at least one copy), and tries the slabs after each; true when a split is found.
   */
  private extend(slab: SlabSets, k: number, value: number, area: number): boolean {
    const { sequence, counts } = slab;
    const { left, types, duals } = this;
    let room = this.slabArea - area;
    let reach = value;
    let reachArea = area;
    // The copies left bound the area; past the first type, whose copies come first whatever their
    // worth, the types go by worth per area, so a fractional knapsack on the room bounds the worth.
    for (let j = k; j < sequence.length; j++) {
      const i = sequence[j]!;
      reachArea += left[i]! * types[i]!.area;
      if (room <= 0) continue;
      const take = Math.min(left[i]!, room / types[i]!.area);
      reach += take * duals[i]!;
      room -= take * types[i]!.area;
    }
    if ((k > 0 && reach < slab.least) || reachArea < slab.leastArea) return false;
    if (k === sequence.length) {
      if (!this.maximal(counts, area)) return false;
      this.tried++;
      counts.forEach((count, i) => (left[i]! -= count));
      const covered = this.cover(slab.slabs - 1);
      counts.forEach((count, i) => (left[i]! += count));
      if (covered) this.split.push(counts.slice());
      return covered || this.gaveUp;
    }
    if (this.judge.exhausted()) {
      this.gaveUp = true;
      return true;
    }
    const i = sequence[k]!;
    const type = types[i]!;
    const most = Math.min(left[i]!, Math.floor((this.slabArea - area) / type.area));
    let fitting = 0;
    while (fitting < most) {
      counts[i] = fitting + 1;
      if (!this.judge.fits(counts)) break;
      fitting++;
    }
    const fewest = k === 0 ? 1 : 0;
    for (let c = fitting; c >= fewest; c--) {
      counts[i] = c;
      if (this.extend(slab, k + 1, value + c * duals[i]!, area + c * type.area)) {
        counts[i] = 0;
        return true;
      }
    }
    counts[i] = 0;
    return false;
  }

  /**
   * False when a copy left over is shown to fit beside the set: some layout then has it there,
   * so the set need not be tried without it.
   */
  private maximal(counts: number[], area: number): boolean {
    return this.order.every((i) => {
      if (this.left[i]! <= counts[i]! || area + this.types[i]!.area > this.slabArea) return true;
      counts[i]!++;
      const fits = this.judge.shownToFit(counts) || this.judge.packs(counts);
      counts[i]!--;
      return !fits;
    });
  }
}

/** The slab a node of the search fills: the types in the order its sets are made, and the bounds they must reach. */
interface SlabSets {
  sequence: number[];
  counts: number[];
  slabs: number;
  /** Least worth of a set. */
  least: number;
  /** Least area of a set. */
  leastArea: number;
}
