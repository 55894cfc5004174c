import { CoveringLp } from './covering-lp';
import { MaxRectsBin, type MaxRectsRule } from './max-rects-bin';
import type { FitPiece } from './fit-piece';
import { fitsOneSlab } from './single-slab';

/**
 * The pattern bound: the linear relaxation of covering every copy with slab patterns, where
 * a pattern is any set of copies that fits one slab (Gilmore–Gomory, in two dimensions).
 *
 * Column generation solves it. The master LP over the patterns found so far gives a value π_i
 * per copy of each type, and the pricing problem looks for a pattern worth more than one slab
 * at those values. Whatever π ≥ 0 is, a layout's slabs each hold at most the best pattern's
 * value V, so no layout has fewer than Σ count_i · π_i / V slabs (Farley). To prove `target`
 * slabs it is therefore enough to show that no pattern is worth covered / (target − 1) or more:
 * an exact branch and bound over sets of copies, checking each set it extends. A set fits when
 * a packer fills it; it does not when the size-based bounds (the caller's `refutes`) or the
 * exact single-slab check prove so; a set the check cannot settle within its node cap counts
 * as fitting. Each of these only ever lowers the bound, so it stays valid however the search
 * ends, and the bound gives up (proving nothing) when its work runs out.
 *
 * It sees what bounds on sizes alone cannot: which runs, vanities and splashes actually fit
 * together on one slab. On countertop jobs one slab above every other bound, it often shows
 * that the layout found is optimal.
 */

/** One piece type in packing units (kerf folded in): sizes in up to two orientations, copies. */
export interface PatternItem {
  xs: readonly [number, number];
  ys: readonly [number, number];
  area: number;
  count: number;
}

export interface PatternEffort {
  /** Nodes one exact single-slab check may visit. */
  fitNodes: number;
  /** How many times `fitNodes` the second check of an undecided pattern may visit. */
  settleFactor: number;
  /** Exact-check nodes and pricing steps over the whole bound; past this it gives up. */
  totalWork: number;
  /** Column generation rounds at most. */
  maxRounds: number;
}

/** True when a set of copies (a count per type) is proved not to fit one slab. */
export type Refutation = (counts: readonly number[]) => boolean;

/** Duals and values below this are taken as zero. */
const EPS = 1e-9;
/** Float sums of duals are off by far less than this; it is given away to stay valid. */
const ROUNDING_SLACK = 1e-6;
/** Steps the search for the most valuable packed pattern takes before settling for the best so far. */
const BEST_PATTERN_STEPS = 2000;
/** Quick packers tried before a set goes to the exact check. */
const PACKER_RULES: readonly MaxRectsRule[] = ['bssf', 'baf', 'bl'];

/**
 * Whether the pattern relaxation proves that `target` slabs are needed (returns `target`), or
 * `known` when it cannot prove it within the effort.
 */
export function patternBound(
  items: readonly PatternItem[],
  width: number,
  height: number,
  known: number,
  target: number,
  effort: PatternEffort,
  refutes: Refutation,
): number {
  const n = items.length;
  if (n === 0 || known >= target || target < 2) return known;
  const fits = new FitJudge(items, width, height, effort, refutes);
  const counts = items.map((item) => item.count);

  const master = startingMaster(items, fits);
  const pricing = { items, slabArea: width * height, fits };
  for (let round = 0; round < effort.maxRounds && !fits.exhausted(); round++) {
    const z = master.solve();
    // The master's optimum only falls as patterns are added: at target − 1 it cannot prove target.
    if (z === null || z <= target - 1 + ROUNDING_SLACK) return known;
    const duals = master.duals().map((d) => (d > EPS ? d : 0));
    // A pattern a packer fills that is worth more than a slab improves the master cheaply.
    // Every better pattern met on the way to the best joins too: fewer rounds to converge.
    const packed = richPatterns(pricing, duals, 1 + EPS, 'packs', 'best');
    if (packed.length > 0) {
      for (const pattern of packed) master.addColumn(pattern);
      continue;
    }
    const covered = duals.reduce((sum, d, i) => sum + d * counts[i]!, 0);
    const threshold = covered / (target - 1) - ROUNDING_SLACK;
    const firstRich = () => richPatterns(pricing, duals, threshold, 'fits', 'first')[0] ?? null;
    let rich = firstRich();
    // A pattern taken on an undecided check gets a closer look before it weakens the master.
    while (rich !== null && !fits.exhausted() && !fits.settle(rich)) rich = firstRich();
    if (fits.exhausted()) return known;
    if (rich === null) return target;
    master.addColumn(rich);
  }
  return known;
}

/** The master LP with its starting columns: per type, as many copies as a packer puts on one slab. */
export function startingMaster(items: readonly PatternItem[], fits: FitJudge): CoveringLp {
  const counts = items.map((item) => item.count);
  const master = new CoveringLp(counts);
  for (let i = 0; i < items.length; i++) {
    const pattern = new Array<number>(items.length).fill(0);
    pattern[i] = 1;
    for (;;) {
      pattern[i]!++;
      if (pattern[i]! > counts[i]! || !fits.packs(pattern)) break;
    }
    pattern[i]!--;
    master.addColumn(pattern);
  }
  return master;
}

export interface Pricing {
  items: readonly PatternItem[];
  slabArea: number;
  fits: FitJudge;
}

/**
 * The pricing problem: sets of copies that fit one slab (by `judge`: 'packs' for the quick
 * packers alone, 'fits' for the full test) and are worth more than `floor` at the duals: the
 * first found, or each one found worth more than those before, ending with the most valuable
 * (the last); none when there is none. Depth-first branch and bound over the copies per type,
 * types of more value per area first, bounded by a fractional knapsack on the area left.
 * Fitting is monotone (a subset of a fitting set fits), so a count that does not fit ends
 * that branch.
 */
export function richPatterns(
  { items, slabArea, fits }: Pricing,
  duals: readonly number[],
  floor: number,
  judge: 'packs' | 'fits',
  want: 'best' | 'first',
  bestSteps = BEST_PATTERN_STEPS,
): number[][] {
  const order = items
    .map((_, i) => i)
    .filter((i) => duals[i]! > 0)
    .sort((a, b) => duals[b]! / items[b]!.area - duals[a]! / items[a]!.area || a - b);
  const counts = new Array<number>(items.length).fill(0);
  const accepts = (pattern: readonly number[]) =>
    judge === 'packs' ? fits.packs(pattern) : fits.fits(pattern);
  let best = floor;
  const found: number[][] = [];

  const optimistic = (k: number, room: number): number => {
    let value = 0;
    for (let j = k; j < order.length && room > 0; j++) {
      const item = items[order[j]!]!;
      const take = Math.min(item.count, room / item.area);
      value += take * duals[order[j]!]!;
      room -= take * item.area;
    }
    return value;
  };

  // Looking for the best pattern pays only while it is cheap: past this many steps, the best so far.
  let steps = want === 'best' ? bestSteps : Infinity;
  /** True when the search is over: the first pattern wanted is found, or the work ran out. */
  const visit = (k: number, value: number, area: number): boolean => {
    if (value > best) {
      best = value;
      found.push(counts.slice());
      if (want === 'first') return true;
    }
    if (k === order.length) return false;
    if (fits.exhausted() || (--steps < 0 && found.length > 0)) return true;
    fits.spend(1);
    if (value + optimistic(k, slabArea - area) <= best) return false;
    const i = order[k]!;
    const item = items[i]!;
    const most = Math.min(item.count, Math.floor((slabArea - area) / item.area));
    let fitting = 0;
    while (fitting < most) {
      counts[i] = fitting + 1;
      if (!accepts(counts)) break;
      fitting++;
    }
    for (let c = fitting; c >= 0; c--) {
      counts[i] = c;
      if (visit(k + 1, value + c * duals[i]!, area + c * item.area)) return true;
    }
    counts[i] = 0;
    return false;
  };
  visit(0, 0, 0);
  return found;
}

type SetKey = number | string;

/**
 * Decides whether sets of copies fit one slab, remembering every answer, and keeps the
 * bound's work account. Shared with the slab-completion bound (slab-completion-bound.ts).
 */
export class FitJudge {
  private readonly answers = new Map<SetKey, boolean>();
  /** Sets shown to fit: a packer filled them, or the exact check found a packing. */
  private readonly shown = new Set<SetKey>();
  /** Sets the quick packers failed on: they may still fit. */
  private readonly unpacked = new Set<SetKey>();
  /** Sets taken as fitting only because the exact check ran out of nodes. */
  private readonly undecided = new Set<SetKey>();
  /** Per type, the place value of its count in a set's number; null when numbers would not be exact. */
  private readonly placeValues: number[] | null;
  private work = 0;
  private readonly quickBins: MaxRectsBin[];
  /** Type indices, largest copies first: the order the quick packers fill a slab in. */
  private readonly byArea: number[];

  constructor(
    private readonly items: readonly PatternItem[],
    private readonly width: number,
    private readonly height: number,
    private readonly effort: PatternEffort,
    private readonly refutes: Refutation,
  ) {
    const placeValues: number[] = [];
    let next = 1;
    for (const item of items) {
      placeValues.push(next);
      next *= item.count + 1;
    }
    this.placeValues = next <= Number.MAX_SAFE_INTEGER ? placeValues : null;
    this.quickBins = PACKER_RULES.map((rule) => new MaxRectsBin(width, height, rule));
    this.byArea = items.map((_, i) => i).sort((a, b) => items[b]!.area - items[a]!.area || a - b);
  }

  /**
   * A set's identity for the memo: its counts as the digits of one number (the pricing
   * search asks about sets far more often than it packs one), or as text for jobs with too
   * many types for that.
   */
  private keyOf(counts: readonly number[]): SetKey {
    const placeValues = this.placeValues;
    if (placeValues === null) return counts.join(',');
    let key = 0;
    for (let i = 0; i < counts.length; i++) key += counts[i]! * placeValues[i]!;
    return key;
  }

  exhausted(): boolean {
    return this.work >= this.effort.totalWork;
  }

  spend(work: number): void {
    this.work += work;
  }

  /** Whether a quick packer fills the set (true means it fits; false means maybe not). */
  packs(counts: readonly number[]): boolean {
    const key = this.keyOf(counts);
    if (this.answers.get(key) === true) return true;
    if (this.unpacked.has(key)) return false;
    const packs = this.packsQuickly(counts);
    if (packs) {
      this.answers.set(key, true);
      this.shown.add(key);
    } else this.unpacked.add(key);
    return packs;
  }

  /** Whether the set is shown to fit (a packing was found), asking no new question. */
  shownToFit(counts: readonly number[]): boolean {
    return this.shown.has(this.keyOf(counts));
  }

  /** Whether the set may fit: false only when proved not to. */
  fits(counts: readonly number[]): boolean {
    const key = this.keyOf(counts);
    const known = this.answers.get(key);
    if (known !== undefined) return known;
    if (this.packs(counts)) return true;
    let fits: boolean;
    if (this.refutes(counts)) {
      fits = false;
    } else {
      const result = fitsOneSlab(copiesOf(this.items, counts), this.width, this.height, this.effort.fitNodes);
      this.spend(result.nodes);
      fits = result.status !== 'infeasible';
      if (result.status === 'unknown') this.undecided.add(key);
      if (result.status === 'feasible') this.shown.add(key);
    }
    this.answers.set(key, fits);
    return fits;
  }

  /** Checks a set taken on an undecided answer again, with more nodes; false when it does not fit. */
  settle(counts: readonly number[]): boolean {
    const key = this.keyOf(counts);
    if (!this.undecided.delete(key)) return true;
    const nodes = this.effort.fitNodes * this.effort.settleFactor;
    const result = fitsOneSlab(copiesOf(this.items, counts), this.width, this.height, nodes);
    this.spend(result.nodes);
    const fits = result.status !== 'infeasible';
    this.answers.set(key, fits);
    if (result.status === 'feasible') this.shown.add(key);
    return fits;
  }

  /**
   * Whether a maximal-rectangles packer fills one slab with the copies, largest first. The
   * pricing search packs many thousands of sets, so the bins and the order are made once.
   */
  private packsQuickly(counts: readonly number[]): boolean {
    return this.quickBins.some((bin) => {
      bin.reset();
      for (const i of this.byArea) {
        const item = this.items[i]!;
        for (let c = 0; c < counts[i]!; c++) {
          if (!bin.find(item.xs[0], item.ys[0], turnable(item))) return false;
          bin.commit(i);
        }
      }
      return true;
    });
  }
}

/**
 * The copies of a set as pieces for the exact check: `counts[i]` copies of type i, upright,
 * turnable when the type has a second orientation.
 */
export function copiesOf(items: readonly PatternItem[], counts: readonly number[]): FitPiece[] {
  return items.flatMap((item, i) => {
    const piece: FitPiece = { w: item.xs[0], h: item.ys[0], rotatable: turnable(item) };
    return Array.from({ length: counts[i]! }, () => piece);
  });
}

/** Whether a type has a second orientation (a turned copy differs from an upright one). */
function turnable(item: PatternItem): boolean {
  return item.xs[0] !== item.xs[1] || item.ys[0] !== item.ys[1];
}
