import { LINE_BOUND_WORK, lineBound } from './line-bound';
import type { FitPiece } from './fit-piece';
import { copiesOf, patternBound, type PatternEffort, type Refutation } from './pattern-bound';
import { completionBound, type CompletionEffort, type CompletionReport } from './slab-completion-bound';
import { slabSetsBound, type SlabSetsEffort } from './slab-sets-bound';
import type { OptimizeInput } from './types';

/**
 * Lower bounds on the number of slabs any valid layout needs.
 *
 * The optimiser stops searching when it reaches this number, so every bound here must be
 * valid: never above the optimum. Each bound works on a relaxed copy of the instance:
 *
 * - Kerf is folded into the sizes: a gap of at least `kerf` between neighbouring pieces and
 *   none at the slab edge is exactly the same as inflating every piece and the usable slab
 *   by `kerf` and packing the inflated rectangles edge to edge.
 * - Sizes are scaled to integers (exactly, by a power of two, for the inch fractions the
 *   trade uses); otherwise pieces are rounded down and the slab up, which only makes the
 *   instance easier and so keeps the bound valid.
 * - Copies that fit an empty slab in no allowed orientation are left out: the optimiser
 *   reports them unplaced (or splits them at seams), and leaving pieces out never raises
 *   the optimum.
 */

/**
 * One piece type in the scaled, kerf-inflated space. `xs[o]` and `ys[o]` are its size along
 * x and y in orientation o; when only one orientation is allowed (or fits), both entries are
 * that orientation, so "in every orientation" and "in the best orientation" need no cases.
 */
interface Item {
  xs: readonly [number, number];
  ys: readonly [number, number];
  /** Area of one copy (the same in every orientation). */
  area: number;
  count: number;
}

interface Instance {
  /** Usable slab width and height, scaled and inflated by the kerf. */
  width: number;
  height: number;
  items: Item[];
  /** share[i * items.length + j] is 1 when a copy of i and a copy of j fit one slab together. */
  share: Uint8Array;
}

/** Largest power-of-two scale tried when looking for an exact integer representation. */
const MAX_EXACT_SCALE = 1 << 12;
/** Scale used when sizes are not multiples of a power-of-two fraction (rounded safely). */
const FALLBACK_SCALE = 1000;
/** Slack for the float sums of the dual-feasible bound (true sums are exact rationals). */
const SUM_TOLERANCE = 1e-9;
/** Largest k of the u^(k) family tried in each dimension. */
const MAX_STAIRCASE_K = 20;
/** Most thresholds tried per family and dimension, to keep the pairwise search fast. */
const MAX_THRESHOLDS = 32;
/** Search nodes the one-dimensional bin packing of the stacking bound may visit per try. */
const STACK_SEARCH_NODES = 5000;
/** How many candidate extra pieces the stacking bound tries beside the wide ones. */
const STACK_EXTRA_TRIES = 3;
/** Most thresholds tried per axis by the L2 bound. */
const MAX_L2_THRESHOLDS = 128;
/** How many of the largest piece types start a greedy clique. */
const CLIQUE_STARTS = 64;
/** How many of the largest pieces seed the conflict bound, and its thresholds per family. */
const CONFLICT_SEEDS = 8;
const CONFLICT_THRESHOLDS = 16;
/** Thresholds per family, and line-bound work, when refuting one slab's set of copies. */
const SET_THRESHOLDS = 16;
const SET_LINE_WORK = 20000;
/** Beyond this many piece types the conflict bound costs more time than it tends to gain. */
const CONFLICT_MAX_TYPES = 40;

/**
 * The fewest slabs any valid layout of the input can use: the best of the area bound, the
 * Martello–Vigo L2 bound, the Fekete–Schepers dual-feasible-function bound, the clique bound
 * on pieces that cannot share a slab, the stacking bound (pieces too wide to stand side by
 * side are packed by height), and the conflict bound (pieces that cannot share with a set of
 * large pieces are bounded apart from them), after setting aside pieces that can share a
 * slab with no other piece (each of those takes a slab of its own); then raised while the
 * exact single-slab check proves the largest pieces cannot be split among that many slabs,
 * and while the line bound proves that many slabs too few.
 */
export function lowerBound(input: OptimizeInput): number {
  return stagedLowerBound(input).refine();
}

/**
 * The lower bound in two stages: `quick`, every bound above but the line bound, and
 * `refine()`, which adds the line bound (see line-bound.ts) with at most `lineWork` work (and
 * less when `stop` turns true) and is worth its cost only when a layout with `quick` slabs has
 * not been found at once. Both are valid.
 */
export function stagedLowerBound(
  input: OptimizeInput,
  lineWork = LINE_BOUND_WORK,
): { quick: number; refine: (stop?: () => boolean) => number } {
  const instance = toInstance(input);
  if (instance === null) return { quick: 0, refine: () => 0 };
  const { alone, rest } = splitLoners(instance);
  if (rest.items.length === 0) return { quick: alone, refine: () => alone };
  const whole = coreBound(rest, MAX_THRESHOLDS);
  const known = Math.max(whole, cliqueBound(rest), stackingBound(rest), conflictBound(rest, whole));
  const quick = slabSetsBound(allCopiesOf(rest), rest.width, rest.height, known);
  let refined: number | undefined;
  const refine = (stop?: () => boolean): number => {
    if (refined === undefined) {
      const lines = lineBound(rest.items, rest.width, rest.height, quick, lineWork, stop);
      // The slab-sets bound only looks at one or two slabs: rerun it when the lines proved two.
      refined = lines > quick ? slabSetsBound(allCopiesOf(rest), rest.width, rest.height, lines) : quick;
    }
    return alone + refined;
  };
  return { quick: alone + quick, refine };
}

/**
 * `known` (the caller's `lowerBound(input)`, computed once) raised by one slab at most, and
 * never beyond `atMost`, by the slab-sets search over every copy with the given effort: every
 * split of all the copies among that many slabs is tried, each slab's set checked exactly.
 * Meant for proving a layout optimal offline (the benchmark), not for the optimiser's time
 * budget.
 */
export function exhaustiveBound(
  input: OptimizeInput,
  known: number,
  atMost: number,
  effort: SlabSetsEffort,
): number {
  const instance = toInstance(input);
  if (instance === null || known >= atMost) return known;
  const { alone, rest } = splitLoners(instance);
  const copies = allCopiesOf(rest);
  const raised = slabSetsBound(copies, rest.width, rest.height, known - alone, {
    ...effort,
    maxCopies: copies.length,
    maxRaises: 1,
  });
  return alone + raised;
}

/**
 * `known` (the caller's `lowerBound(input)`, computed once) raised to `target` when the pattern
 * relaxation (pattern-bound.ts) proves that many slabs are needed with the given effort. Meant
 * for proving a layout of `target` slabs optimal offline (the benchmark), not for the
 * optimiser's own work limit.
 */
export function patternLowerBound(
  input: OptimizeInput,
  known: number,
  target: number,
  effort: PatternEffort,
): number {
  const instance = toInstance(input);
  if (instance === null || known >= target) return known;
  const { alone, rest } = splitLoners(instance);
  return (
    alone +
    patternBound(rest.items, rest.width, rest.height, known - alone, target - alone, effort, refutation(rest))
  );
}

/**
 * `known` (the caller's `lowerBound(input)`, computed once) raised to `target` when the
 * slab-completion search (slab-completion-bound.ts) shows that no split of the copies among
 * `target − 1` slabs fits, within the given effort. Meant for proving a layout of `target` slabs
 * optimal offline (the benchmark), not for the optimiser's own work limit.
 */
export function completionLowerBound(
  input: OptimizeInput,
  known: number,
  target: number,
  effort: CompletionEffort,
  report?: CompletionReport,
): number {
  const instance = toInstance(input);
  if (instance === null || known >= target) return known;
  const { alone, rest } = splitLoners(instance);
  return Math.max(
    known,
    alone +
      completionBound(
        rest.items,
        rest.width,
        rest.height,
        Math.max(0, known - alone),
        target - alone,
        effort,
        refutation(rest),
        report,
      ),
  );
}

/** The size-based bounds as a test of one slab's set of copies (a count per type of `instance`). */
function refutation(instance: Instance): Refutation {
  return (counts) =>
    needsTwoSlabs(
      withShareTable(
        instance.width,
        instance.height,
        instance.items.flatMap((item, i) => (counts[i]! > 0 ? [{ ...item, count: counts[i]! }] : [])),
      ),
    );
}

/** Whether the size-based bounds prove a set of copies cannot share one slab. */
function needsTwoSlabs(set: Instance): boolean {
  return (
    cliqueBound(set) >= 2 ||
    stackingBound(set) >= 2 ||
    coreBound(set, SET_THRESHOLDS) >= 2 ||
    lineBound(set.items, set.width, set.height, 1, SET_LINE_WORK) >= 2
  );
}

/** Every copy of the instance's pieces, turnable when a second orientation is allowed and fits. */
function allCopiesOf(instance: Instance): FitPiece[] {
  return copiesOf(
    instance.items,
    instance.items.map((item) => item.count),
  );
}

/** The bounds that look at the pieces' sizes alone: area, Martello–Vigo L2, dual-feasible. */
function coreBound(instance: Instance, thresholdLimit: number): number {
  return Math.max(
    areaBound(instance),
    martelloVigoBound(instance),
    dualFeasibleBound(instance, thresholdLimit),
  );
}

/**
 * Conflict bound: take copies K that pairwise cannot share a slab, and the pieces M that can
 * share a slab with no copy of K. The slabs holding K hold nothing of M, so at least
 * |K| + bound(M) slabs are needed. K is grown greedily from each of the largest pieces
 * (alone, and as a clique of pieces that cannot share).
 */
function conflictBound(instance: Instance, known: number): number {
  const { items, share } = instance;
  const n = items.length;
  const worth = (i: number) => (share[i * n + i] ? 1 : (items[i] as Item).count);
  const order = items.map((_, i) => i).sort((a, b) => (items[b] as Item).area - (items[a] as Item).area);
  const tried = new Set<string>();
  let best = known;
  if (n > CONFLICT_MAX_TYPES) return best;
  for (const seed of order.slice(0, CONFLICT_SEEDS)) {
    const clique = [seed];
    for (const i of order) {
      if (i !== seed && clique.every((member) => !share[member * n + i])) clique.push(i);
    }
    for (const group of [[seed], clique]) {
      const rest = order.filter((j) => !group.includes(j) && group.every((k) => !share[k * n + j]));
      const key = `${group.length}:${rest.join(',')}`;
      if (rest.length === 0 || tried.has(key)) continue;
      tried.add(key);
      const fixed = group.reduce((sum, k) => sum + worth(k), 0);
      const copies = rest.reduce((sum, j) => sum + (items[j] as Item).count, 0);
      if (fixed + copies <= best) continue;
      const sub = withShareTable(
        instance.width,
        instance.height,
        rest.map((j) => items[j] as Item),
      );
      best = Math.max(best, fixed + coreBound(sub, CONFLICT_THRESHOLDS));
    }
  }
  return best;
}

/** Builds the relaxed integer instance, or null when no piece fits the usable slab. */
function toInstance(input: OptimizeInput): Instance | null {
  const kerf = input.kerf !== undefined && input.kerf > 0 ? input.kerf : 0;
  const trim = input.slab.trim !== undefined && input.slab.trim > 0 ? input.slab.trim : 0;
  const usableWidth = input.slab.width - 2 * trim;
  const usableHeight = input.slab.height - 2 * trim;
  if (!(usableWidth > 0 && usableHeight > 0)) return null;

  const fitting = input.pieces.flatMap((piece) => {
    const count = Number.isFinite(piece.quantity) ? Math.max(0, Math.floor(piece.quantity)) : 0;
    if (!(piece.width > 0 && piece.depth > 0 && Number.isFinite(piece.width + piece.depth))) return [];
    const upright = piece.width <= usableWidth && piece.depth <= usableHeight;
    const turned = piece.rotate !== false && piece.depth <= usableWidth && piece.width <= usableHeight;
    if (count === 0 || !(upright || turned)) return [];
    return [{ width: piece.width + kerf, depth: piece.depth + kerf, upright, turned, count }];
  });
  if (fitting.length === 0) return null;

  const binWidth = usableWidth + kerf;
  const binHeight = usableHeight + kerf;
  const scale = exactScale([binWidth, binHeight, ...fitting.flatMap((p) => [p.width, p.depth])]);
  const down = (v: number) => Math.max(1, Math.floor(v * scale + 1e-7));
  const up = (v: number) => Math.ceil(v * scale - 1e-7);
  const width = up(binWidth);
  const height = up(binHeight);

  const items = fitting.map((p): Item => {
    const w = down(p.width);
    const h = down(p.depth);
    // Orientation 0 is upright when that fits, else turned; orientation 1 is turned when
    // that is allowed and fits, else a copy of orientation 0.
    const [x0, y0] = p.upright ? [w, h] : [h, w];
    const [x1, y1] = p.turned ? [h, w] : [x0, y0];
    return { xs: [x0, x1], ys: [y0, y1], area: w * h, count: p.count };
  });
  return withShareTable(width, height, items);
}

/**
 * Two copies fit one slab together only if some orientations put them side by side or one
 * above the other: any two non-overlapping rectangles are separated by a straight line.
 */
function withShareTable(width: number, height: number, items: Item[]): Instance {
  const n = items.length;
  const share = new Uint8Array(n * n);
  for (let i = 0; i < n; i++) {
    const a = items[i] as Item;
    for (let j = i; j < n; j++) {
      const b = items[j] as Item;
      let ok = 0;
      for (let oa = 0; oa < 2 && !ok; oa++) {
        for (let ob = 0; ob < 2 && !ok; ob++) {
          if ((a.xs[oa] as number) + (b.xs[ob] as number) <= width) ok = 1;
          else if ((a.ys[oa] as number) + (b.ys[ob] as number) <= height) ok = 1;
        }
      }
      share[i * n + j] = ok;
      share[j * n + i] = ok;
    }
  }
  return { width, height, items, share };
}

/** The smallest power of two (up to a limit) that makes every value an integer. */
function exactScale(values: number[]): number {
  for (let scale = 1; scale <= MAX_EXACT_SCALE; scale *= 2) {
    if (values.every((v) => Math.abs(v * scale - Math.round(v * scale)) < 1e-9 * Math.max(1, v * scale))) {
      return scale;
    }
  }
  return FALLBACK_SCALE;
}

/**
 * Counting bound: a copy that can share a slab with no other copy needs a slab to itself,
 * and those slabs hold nothing else, so the rest is bounded on its own.
 */
function splitLoners(instance: Instance): { alone: number; rest: Instance } {
  const { items, share } = instance;
  const n = items.length;
  let alone = 0;
  const kept: Item[] = [];
  items.forEach((item, i) => {
    let shares = item.count > 1 && share[i * n + i] === 1;
    for (let j = 0; j < n && !shares; j++) shares = j !== i && share[i * n + j] === 1;
    if (shares) kept.push(item);
    else alone += item.count;
  });
  return { alone, rest: withShareTable(instance.width, instance.height, kept) };
}

/**
 * Stacking bound: two pieces that together are wider than the slab in every orientation
 * cannot stand side by side, so they are one above the other; the heights of a set of such
 * pieces on one slab sum to at most the slab's height. The slabs needed are then at least
 * the bins of a one-dimensional bin packing of their heights (the smaller height when a
 * piece may turn). Such a set is every piece over half the slab's width plus at most one
 * narrower piece that is too wide for the narrowest of them. The same holds across the slab
 * with widths and the slab's width.
 */
function stackingBound(instance: Instance): number {
  const { width: W, height: H, items } = instance;
  return Math.max(stackOnAxis(items, 'xs', W, 'ys', H), stackOnAxis(items, 'ys', H, 'xs', W));
}

function stackOnAxis(
  items: Item[],
  across: 'xs' | 'ys',
  room: number,
  along: 'xs' | 'ys',
  capacity: number,
): number {
  const wide: number[] = [];
  let narrowestWide = Infinity;
  const others: Array<{ across: number; along: number }> = [];
  for (const item of items) {
    const a = Math.min(item[across][0], item[across][1]);
    const l = Math.min(item[along][0], item[along][1]);
    if (2 * a > room) {
      for (let c = 0; c < item.count; c++) wide.push(l);
      narrowestWide = Math.min(narrowestWide, a);
    } else {
      others.push({ across: a, along: l });
    }
  }
  if (wide.length === 0) return 0;
  const extras = others
    .filter((o) => o.across + narrowestWide > room)
    .sort((a, b) => b.along - a.along)
    .slice(0, STACK_EXTRA_TRIES);
  let best = binPackingBound(wide, capacity);
  for (const extra of extras) best = Math.max(best, binPackingBound([...wide, extra.along], capacity));
  return best;
}

/**
 * A lower bound on the bins of a one-dimensional bin packing: starting from the
 * Martello–Toth L2 bound, each bin count that a bounded exhaustive search proves too few
 * raises it by one; the search stops at the first count it fits or cannot settle.
 */
function binPackingBound(sizes: number[], capacity: number): number {
  const sorted = [...sizes].sort((a, b) => b - a);
  const total = sorted.reduce((sum, s) => sum + s, 0);
  let bound = martelloTothBound(sorted, capacity);
  while (bound < sorted.length && packsInto(sorted, capacity, bound, total) === false) bound++;
  return bound;
}

/**
 * Martello–Toth L2 for one dimension: for each threshold a ≤ C/2, sizes over C − a take a
 * bin each, and the sizes from a to C − a need their total over C, rounded up, with the
 * bins of the largest counted whole (equivalently, the U^(a) dual-feasible function).
 */
function martelloTothBound(sorted: number[], capacity: number): number {
  const half = sorted.filter((s) => 2 * s > capacity).length;
  let best = half;
  for (const a of [0, ...new Set(sorted.filter((s) => 2 * s <= capacity))]) {
    let sum = 0;
    for (const s of sorted) sum += s > capacity - a ? capacity : s >= a ? s : 0;
    best = Math.max(best, Math.ceil(sum / capacity));
  }
  return best;
}

/**
 * Whether the sizes (largest first) fit `bins` bins: true or false when the search settles
 * it, null when it gives up. Each size goes into a bin with room, trying each distinct
 * room left once (the first bin with that room); it stops when the sizes left cannot fit the room left.
 */
function packsInto(sorted: number[], capacity: number, bins: number, total: number): boolean | null {
  const room = new Array<number>(bins).fill(capacity);
  let nodes = 0;
  let giveUp = false;
  const place = (i: number, left: number, free: number): boolean => {
    if (i === sorted.length) return true;
    if (left > free || giveUp) return false;
    if (++nodes > STACK_SEARCH_NODES) {
      giveUp = true;
      return false;
    }
    const size = sorted[i] as number;
    for (let b = 0; b < bins; b++) {
      const r = room[b] as number;
      if (r < size || room.indexOf(r) < b) continue;
      room[b] = r - size;
      const done = place(i + 1, left - size, free - size);
      room[b] = r;
      if (done) return true;
      if (giveUp) return false;
    }
    return false;
  };
  const fits = place(0, total, bins * capacity);
  return giveUp ? null : fits;
}

/** Area bound: total piece area over the slab's area, rounded up. */
function areaBound(instance: Instance): number {
  const total = instance.items.reduce((sum, item) => sum + item.area * item.count, 0);
  return Math.ceil(total / (instance.width * instance.height));
}

/**
 * Clique bound: copies that pairwise cannot share a slab each need their own. Built
 * greedily, largest first, from each of the largest types.
 */
function cliqueBound(instance: Instance): number {
  const { items, share } = instance;
  const n = items.length;
  const order = items.map((_, i) => i).sort((a, b) => (items[b] as Item).area - (items[a] as Item).area);
  const worth = (i: number) => (share[i * n + i] ? 1 : (items[i] as Item).count);
  let best = 0;
  const clique: number[] = [];
  for (const start of order.slice(0, CLIQUE_STARTS)) {
    clique.length = 0;
    clique.push(start);
    let size = worth(start);
    for (const i of order) {
      if (i === start || clique.some((member) => share[member * n + i])) continue;
      clique.push(i);
      size += worth(i);
    }
    best = Math.max(best, size);
  }
  return best;
}

/**
 * Martello–Vigo L2, with each class membership required in every allowed orientation.
 * For thresholds q ≤ W/2 and p ≤ H/2: J1 pieces (wider than W−q and taller than H−p)
 * leave no room for any J3 piece (at least q wide and p tall); J2 pieces (over half the
 * slab both ways) cannot share with each other or J1; J1 ∪ J2 take one slab each, and J3
 * must fit in the area the J2 slabs leave free plus whole new slabs.
 */
function martelloVigoBound(instance: Instance): number {
  const { width: W, height: H, items } = instance;
  const qs = thresholds(items, 'xs', W);
  const ps = thresholds(items, 'ys', H);
  const slabArea = W * H;
  // Per type: its smallest size along each axis over its orientations, and whether it is
  // over half the slab both ways in every orientation.
  const minX = items.map((item) => Math.min(item.xs[0], item.xs[1]));
  const minY = items.map((item) => Math.min(item.ys[0], item.ys[1]));
  const isBig = items.map((_, i) => 2 * (minX[i] as number) > W && 2 * (minY[i] as number) > H);
  let best = 0;
  for (const q of qs) {
    for (const p of ps) {
      let big = 0;
      let freeInBig = 0;
      let smallArea = 0;
      for (let i = 0; i < items.length; i++) {
        const item = items[i] as Item;
        const x = minX[i] as number;
        const y = minY[i] as number;
        if (x > W - q && y > H - p) {
          big += item.count;
        } else if (isBig[i]) {
          big += item.count;
          freeInBig += (slabArea - item.area) * item.count;
        } else if (x >= q && y >= p) {
          smallArea += item.area * item.count;
        }
      }
      best = Math.max(best, big + Math.max(0, Math.ceil((smallArea - freeInBig) / slabArea)));
    }
  }
  return best;
}

/**
 * 0 and the distinct piece sizes along one axis that are at most half the capacity (thinned
 * out when there are many, which only weakens the bound).
 */
function thresholds(items: Item[], axis: 'xs' | 'ys', capacity: number): number[] {
  const sizes = new Set<number>([0]);
  for (const item of items) {
    for (const size of item[axis]) if (2 * size <= capacity) sizes.add(size);
  }
  return thin(
    [...sizes].sort((a, b) => a - b),
    MAX_L2_THRESHOLDS,
  );
}

/** A dual-feasible function on integer sizes 1..capacity, normalised to [0, 1]. */
type Dff = (size: number) => number;

/**
 * Dual-feasible functions on a capacity C, with x = size / C. The Fekete–Schepers families:
 * identity; u^(k)(x) = x when (k+1)x is an integer, else floor((k+1)x)/k;
 * U^(ε)(x) = 1 above 1−ε, x in between, 0 below ε;
 * φ^(ε)(x) = 1 − floor((1−x)/ε)/floor(1/ε) above 1/2, 1/floor(1/ε) from ε to 1/2, 0 below ε;
 * and Carlier–Clautiaux–Moukrim's f_CCM1 with λ = εC, which counts a small piece by how many
 * λ it holds: floor(x/λ)/q below C/2, 1/2 at C/2, 1 − floor((C−x)/λ)/q above (q = floor(C/λ)).
 * ε runs over the piece sizes up to C/2, and over C − x + 1 for pieces x over C/2 (the
 * smallest ε that makes such a piece count as a whole slab); thinned out when there are many.
 */
function dualFeasibleFunctions(sizes: number[], capacity: number, thresholdLimit: number): Dff[] {
  const C = capacity;
  const dffs: Dff[] = [(x) => x / C];
  for (let k = 1; k <= MAX_STAIRCASE_K; k++) {
    dffs.push((x) => (((k + 1) * x) % C === 0 ? x / C : Math.floor(((k + 1) * x) / C) / k));
  }
  const candidates = sizes.map((s) => (2 * s > C ? C - s + 1 : s));
  const small = [...new Set(candidates.filter((s) => s >= 1 && 2 * s <= C))].sort((a, b) => a - b);
  for (const t of thin(small, thresholdLimit)) {
    const slots = Math.floor(C / t);
    dffs.push((x) => (x > C - t ? 1 : x >= t ? x / C : 0));
    dffs.push((x) => (2 * x > C ? 1 - Math.floor((C - x) / t) / slots : x >= t ? 1 / slots : 0));
    dffs.push((x) =>
      2 * x > C ? 1 - Math.floor((C - x) / t) / slots : 2 * x === C ? 1 / 2 : Math.floor(x / t) / slots,
    );
  }
  return dffs;
}

/** At most `limit` values spread evenly over a sorted list. */
function thin(values: number[], limit: number): number[] {
  if (values.length <= limit) return values;
  return Array.from({ length: limit }, (_, i) => values[Math.floor((i * values.length) / limit)] as number);
}

/**
 * Fekete–Schepers bound: for dual-feasible functions f on the width scale and g on the
 * height scale, the transformed areas f(x)·g(y) of the pieces in one slab sum to at most 1.
 * A piece may be placed in any allowed orientation, so it counts with the smaller of its
 * transformed areas. The best pair of functions gives the bound.
 */
function dualFeasibleBound(instance: Instance, thresholdLimit: number): number {
  const { width: W, height: H, items } = instance;
  const n = items.length;
  const counts = Float64Array.from(items, (item) => item.count);
  // Each function's values at every piece type and orientation (index 2i + o). Functions
  // that give the same values on this instance are the same bound: keep one of each.
  const valuesOf = (dffs: Dff[], axis: 'xs' | 'ys') => {
    const unique = new Map<number, Float64Array>();
    for (const f of dffs) {
      const values = new Float64Array(2 * n);
      let key = 0;
      for (let i = 0; i < n; i++) {
        const item = items[i] as Item;
        for (let o = 0; o < 2; o++) {
          const v = f(item[axis][o] as number);
          values[2 * i + o] = v;
          key = key * 1.000003 + v * (1 + ((i * 7 + o * 3) % 11));
        }
      }
      unique.set(key, values);
    }
    return [...unique.values()];
  };
  const fValues = valuesOf(
    dualFeasibleFunctions(
      items.flatMap((item) => item.xs),
      W,
      thresholdLimit,
    ),
    'xs',
  );
  const gValues = valuesOf(
    dualFeasibleFunctions(
      items.flatMap((item) => item.ys),
      H,
      thresholdLimit,
    ),
    'ys',
  );
  let best = 0;
  for (const f of fValues) {
    for (const g of gValues) {
      let sum = 0;
      for (let i = 0; i < n; i++) {
        const upright = (f[2 * i] as number) * (g[2 * i] as number);
        const turned = (f[2 * i + 1] as number) * (g[2 * i + 1] as number);
        sum += (upright < turned ? upright : turned) * (counts[i] as number);
      }
      best = Math.max(best, Math.ceil(sum - SUM_TOLERANCE));
    }
  }
  return best;
}
