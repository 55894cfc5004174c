/**
 * Line bound: a lower bound on slabs from lines drawn across every slab, with the lengths
 * along each line packed exactly (a one-dimensional bin packing per line).
 *
 * Lines. Draw k horizontal lines across a slab of height H, at any fixed heights. A piece
 * placed h tall occupies [y, y + h] with 0 ≤ y ≤ H − h; let c(h) be the fewest lines inside
 * the open interval (y, y + h) over every such y (`crossings`). The lines inside one interval
 * are consecutive. Two pieces whose interiors both contain a line and whose x-ranges overlap
 * would overlap, so the pieces crossing one line have x-ranges with disjoint interiors inside
 * [0, W]: their widths sum to at most W. Every slab thus offers k "line bins" of capacity W,
 * and a piece placed h tall puts its width into c(h) consecutive bins of its slab. The lines
 * tried: k = 1..3 evenly spaced, and pairs p, H − p just inside the rows of pieces a third to
 * a half of the slab deep (`lineSets`).
 *
 * Weights. More generally, integer weights w on the heights with w(h1) + ... + w(hn) ≤ k
 * whenever pieces of heights h1..hn fit one above the other give k bins of capacity W per
 * slab, a piece h tall taking w(h) of them, any w (proof at `weightFunctions`).
 *
 * Either way, any valid layout on s slabs gives such an assignment of the pieces to s slabs'
 * bins, each piece in the orientation it was placed in; so when an exhaustive search proves
 * that no assignment of the pieces, in any allowed orientations, fits s slabs, s slabs are
 * too few. The same holds with vertical lines, heights and widths swapped. Sizes here are the
 * kerf-inflated integer sizes of the lower bound's relaxed instance, where a valid layout is
 * an overlap-free packing of the inflated pieces in the inflated slab.
 *
 * Unlike the dual-feasible-function bound (its linear relaxation), this keeps the integrality
 * of the lengths along each line: two rows of 25.5 in runs on a 63 in slab cannot take a
 * 103 in run and a 70 in run side by side, whatever the area says; and a waterfall end too
 * tall to stand beside a run takes its width from both rows.
 */

/** A piece type: size along x and y in each of its (at most two) orientations, and copies. */
export interface LineItem {
  xs: readonly [number, number];
  ys: readonly [number, number];
  count: number;
}

/** Most lines per slab tried on each axis. */
const MAX_LINES = 3;
/** Largest k of the weight functions tried on each axis. */
const MAX_WEIGHT = 4;
/**
 * Work one feasibility test may do, counted as slabs looked at per search node (a node's
 * cost grows with the slabs); an unsettled test counts as feasible.
 */
const WORK_PER_TEST = 40000;
/** Work of all the tests of one call, unless the caller gives less. */
export const LINE_BOUND_WORK = 200000;
/**
 * Below this share of the line bins' capacity the search is not run: on the benchmark no
 * assignment was proved impossible below 87 %, and the many easy tests cost time.
 */
const SEARCH_FROM_FILL = 0.85;
/** Search nodes between two calls of the caller's stop test. */
const STOP_CHECK_NODES = 64;
/** How many slab counts past the known bound are tried. */
const MAX_RAISES = 2;

/** One way to place a copy: its length along the lines and how many lines it crosses. */
interface Option {
  length: number;
  lines: number;
}

interface Copy {
  options: Option[];
  /** Smallest length × lines over its options: the least line capacity it takes. */
  cost: number;
  /** Smallest length over its options. */
  shortest: number;
  /** Identity of its type, so that identical copies are placed in slab order. */
  type: number;
}

/**
 * The fewest slabs the pieces need by the line argument, at least `known`: raised by one for
 * each slab count that some axis and line count proves too few.
 */
export function lineBound(
  items: readonly LineItem[],
  width: number,
  height: number,
  known: number,
  work = LINE_BOUND_WORK,
  stop: () => boolean = () => false,
): number {
  const budget = { work, stop };
  let bound = Math.max(1, known);
  const families: Family[] = (['y', 'x'] as const).flatMap((axis) => {
    const across = axis === 'y' ? height : width;
    const capacity = axis === 'y' ? width : height;
    const family = (k: number, weight: (size: number) => number, free: boolean): Family => {
      const copies = copiesFor(items, axis, weight);
      const cost = copies.reduce((sum, copy) => sum + copy.cost, 0);
      return { copies, k, capacity, free, slabs: cost / (k * capacity) };
    };
    return [
      ...lineSets(items, axis, across).map((set) =>
        family(set.length, (size) => crossings(set, size, across), false),
      ),
      ...weightFunctions(items, axis, across).map(({ k, weight }) => family(k, weight, true)),
    ];
  });
  // The families that come closest to filling the slabs first: they are the likeliest proofs.
  families.sort((a, b) => b.slabs - a.slabs);
  for (let raises = 0; raises < MAX_RAISES && budget.work > 0 && !stop(); raises++) {
    let raised = false;
    for (const { copies, k, capacity, free } of families) {
      if (copies.length > 0 && fits(copies, bound, k, capacity, free, budget) === false) {
        raised = true;
        break;
      }
    }
    if (!raised) break;
    bound++;
  }
  return bound;
}

/**
 * A way of counting: each copy's options (length along the lines, bins taken), k bins of the
 * capacity per slab, whether a copy may take any of its slab's bins or only consecutive ones,
 * and the slabs the copies' least total cost fills.
 */
interface Family {
  copies: Copy[];
  k: number;
  capacity: number;
  free: boolean;
  slabs: number;
}

/**
 * Line sets across a slab `across` long, as doubled positions (so that the thirds and
 * quarters of an odd length are whole numbers): k evenly spaced lines for k up to
 * MAX_LINES, and the pairs p, across − p for p just below a piece size s with
 * across/3 < s ≤ across/2 — such a pair is crossed by every piece of size s (the gaps
 * p, across − 2p, p are all shorter) and twice by every piece longer than across − p, which
 * is how a piece too tall to stand beside a row of pieces s deep takes room in both rows.
 */
function lineSets(items: readonly LineItem[], axis: 'x' | 'y', across: number): number[][] {
  const sets: number[][] = [];
  for (let k = 1; k <= MAX_LINES; k++) {
    sets.push(Array.from({ length: k }, (_, j) => Math.floor((2 * (j + 1) * across) / (k + 1))));
  }
  const sizes = new Set<number>();
  for (const item of items) for (const s of axis === 'y' ? item.ys : item.xs) sizes.add(s);
  for (const s of [...sizes].sort((a, b) => b - a)) {
    if (3 * s > across && 2 * s <= across) sets.push([2 * s - 1, 2 * (across - s) + 1]);
  }
  return sets;
}

/**
 * The fewest of the lines (doubled positions, sorted) inside the open interval (y, y + size)
 * over every position 0 ≤ y ≤ across − size. The count only changes where an end of the
 * interval passes a line, and there the line is outside the open interval, so the least
 * count is found at y = 0, y = across − size, or with an end on a line.
 */
function crossings(lines: readonly number[], size: number, across: number): number {
  const s = 2 * size;
  const top = 2 * (across - size);
  const starts = [0, top];
  for (const line of lines) starts.push(line, line - s);
  let least = lines.length;
  for (const y of starts) {
    if (y < 0 || y > top) continue;
    let count = 0;
    for (const line of lines) if (line > y && line < y + s) count++;
    least = Math.min(least, count);
  }
  return least;
}

/**
 * The copies that cross at least one line in every orientation, with their options, largest
 * cost first. Lines run across the `axis` direction: for 'y' they are horizontal, a copy
 * crosses them with its height and fills them with its width.
 */
function copiesFor(items: readonly LineItem[], axis: 'x' | 'y', weight: (size: number) => number): Copy[] {
  const copies: Copy[] = [];
  items.forEach((item, type) => {
    const options: Option[] = [];
    for (let o = 0; o < 2; o++) {
      const size = (axis === 'y' ? item.ys[o] : item.xs[o]) as number;
      const length = (axis === 'y' ? item.xs[o] : item.ys[o]) as number;
      const lines = weight(size);
      if (lines <= 0) return;
      if (!options.some((p) => p.length <= length && p.lines <= lines)) {
        for (let p = options.length - 1; p >= 0; p--) {
          if (length <= options[p]!.length && lines <= options[p]!.lines) options.splice(p, 1);
        }
        options.push({ length, lines });
      }
    }
    const cost = Math.min(...options.map((p) => p.length * p.lines));
    const shortest = Math.min(...options.map((p) => p.length));
    for (let c = 0; c < item.count; c++) copies.push({ options, cost, shortest, type });
  });
  return copies.sort((a, b) => b.cost - a.cost || b.shortest - a.shortest || a.type - b.type);
}

/**
 * Whether the copies fit `slabs` slabs of k line bins of the given capacity, each copy in
 * consecutive line bins of one slab: false when the search proves they do not, true when it
 * finds an assignment, null when it runs out of work or the caller stops it.
 */
function fits(
  copies: readonly Copy[],
  slabs: number,
  k: number,
  capacity: number,
  free: boolean,
  budget: { work: number; stop: () => boolean },
): boolean | null {
  const room = new Array<number>(slabs * k).fill(capacity);
  // Least line capacity the copies from i on still take, and their shortest length.
  const costFrom = new Array<number>(copies.length + 1).fill(0);
  const shortestFrom = new Array<number>(copies.length + 1).fill(Infinity);
  for (let i = copies.length - 1; i >= 0; i--) {
    costFrom[i] = costFrom[i + 1]! + copies[i]!.cost;
    shortestFrom[i] = Math.min(shortestFrom[i + 1]!, copies[i]!.shortest);
  }
  if (costFrom[0]! > slabs * k * capacity) return false;
  // Far below the capacity the pieces always fit: the search would only find that.
  if (costFrom[0]! < SEARCH_FROM_FILL * slabs * k * capacity) return true;
  const failed = new Set<string>();
  let work = Math.min(WORK_PER_TEST, budget.work);
  let nodes = 0;
  let gaveUp = false;
  const slabKey = (b: number): string => room.slice(b * k, b * k + k).join(',');
  // The consecutive runs of `lines` bins of slab b with room for the length.
  const runs = (b: number, lines: number, length: number): number[][] => {
    const found: number[][] = [];
    for (let first = b * k; first + lines <= b * k + k; first++) {
      const run = Array.from({ length: lines }, (_, l) => first + l);
      if (run.every((l) => room[l]! >= length)) found.push(run);
    }
    return found;
  };
  // The sets of `lines` bins of slab b with room for the length, one per multiset of rooms.
  const subsets = (b: number, lines: number, length: number): number[][] => {
    const found: number[][] = [];
    const pick: number[] = [];
    const grow = (from: number): void => {
      if (pick.length === lines) {
        found.push([...pick]);
        return;
      }
      for (let l = from; l < b * k + k; l++) {
        if (room[l]! < length) continue;
        if (l > from && room[l] === room[l - 1]) continue;
        pick.push(l);
        grow(l + 1);
        pick.pop();
      }
    };
    grow(b * k);
    return found;
  };
  const sortSlab = (b: number): void => {
    const sorted = room.slice(b * k, b * k + k).sort((x, y) => y - x);
    for (let l = 0; l < k; l++) room[b * k + l] = sorted[l]!;
  };

  const place = (i: number, firstSlab: number): boolean => {
    if (i === copies.length) return true;
    // Room shorter than every copy left is lost.
    let usable = 0;
    const shortest = shortestFrom[i]!;
    for (const r of room) if (r >= shortest) usable += r;
    if (costFrom[i]! > usable) return false;
    work -= slabs;
    // The clock is read every so often: a caller may need the time for something else.
    if (work < 0 || (++nodes % STOP_CHECK_NODES === 0 && budget.stop())) {
      gaveUp = true;
      return false;
    }
    const slabKeys = Array.from({ length: slabs }, (_, b) => slabKey(b));
    // Without an order to keep, slabs are interchangeable and the state is their multiset.
    const key =
      firstSlab === 0 ? `${i}:${[...slabKeys].sort().join('|')}` : `${i}@${firstSlab}:${slabKeys.join('|')}`;
    if (failed.has(key)) return false;
    const copy = copies[i]!;
    const next = copies[i + 1];
    const tried = new Set<string>();
    for (let b = firstSlab; b < slabs; b++) {
      // Slabs with the same room are interchangeable: try one of them.
      if (tried.has(slabKeys[b]!)) continue;
      tried.add(slabKeys[b]!);
      for (const { length, lines } of copy.options) {
        for (const chosen of free ? subsets(b, lines, length) : runs(b, lines, length)) {
          const saved = room.slice(b * k, b * k + k);
          for (const l of chosen) room[l]! -= length;
          // Bins of one slab are interchangeable when any of them may be chosen: keep them
          // sorted, so that equal slabs look equal.
          if (free) sortSlab(b);
          // Identical copies go to slabs in order: any assignment can be reordered so.
          const done = place(i + 1, next !== undefined && next.type === copy.type ? b : 0);
          for (let l = 0; l < k; l++) room[b * k + l] = saved[l]!;
          if (done) return true;
          if (gaveUp) return false;
        }
      }
    }
    failed.add(key);
    return false;
  };
  const start = work;
  const result = place(0, 0);
  budget.work -= start - Math.max(0, work);
  if (result) return true;
  return gaveUp ? null : false;
}

/**
 * Integer weights w on the sizes across the lines with w(s1) + ... + w(sn) ≤ k whenever
 * pieces of sizes s1..sn fit one above the other (s1 + ... + sn ≤ across, each size used
 * no more often than pieces have it). For such weights the line argument holds without
 * lines: at every x the pieces whose x-ranges contain x stand one above the other, so their
 * weights sum to at most k; intervals whose weights sum to at most k at every point can be
 * given w distinct "tracks" of k each (assign tracks in order of left ends: at a piece's left
 * end the pieces already there hold at most k − w tracks), and the pieces on one track have
 * x-ranges with disjoint interiors, so their lengths sum to at most the slab's width. Every
 * slab thus offers k bins of its width, and a piece takes w of them, any w.
 *
 * The weights tried: for k = 2..MAX_WEIGHT, each made as large as it stays valid, raising
 * the largest sizes first, or level by level with each level reaching as small a size as it
 * can (a staircase with data-chosen steps).
 */
function weightFunctions(
  items: readonly LineItem[],
  axis: 'x' | 'y',
  across: number,
): Array<{ k: number; weight: (size: number) => number }> {
  const available = new Map<number, number>();
  for (const item of items) {
    const sizes = axis === 'y' ? item.ys : item.xs;
    for (const s of new Set(sizes)) if (s <= across) available.set(s, (available.get(s) ?? 0) + item.count);
  }
  const sizes = [...available.keys()].sort((a, b) => b - a);
  const found: Array<{ k: number; weight: (size: number) => number }> = [];
  const seen = new Set<string>();
  for (let k = 2; k <= MAX_WEIGHT; k++) {
    const largestFirst = new Array<number>(sizes.length).fill(0);
    for (let i = 0; i < sizes.length; i++) {
      let w = i === 0 ? k : largestFirst[i - 1]!;
      for (; w > 0; w--) {
        largestFirst[i] = w;
        if (validWeights(sizes, largestFirst, available, across, k)) break;
      }
      if (w === 0) largestFirst[i] = 0;
    }
    const levels = new Array<number>(sizes.length).fill(0);
    for (let level = 1; level <= k; level++) {
      for (let i = sizes.length - 1; i >= 0; i--) {
        const trial = levels.map((w, j) => (j <= i ? Math.max(w, level) : w));
        if (validWeights(sizes, trial, available, across, k)) {
          for (let j = 0; j <= i; j++) levels[j] = trial[j]!;
          break;
        }
      }
    }
    for (const weights of [largestFirst, levels]) {
      const key = `${k}:${weights.join(',')}`;
      if (weights.every((w) => w === 0) || seen.has(key)) continue;
      seen.add(key);
      const bySize = new Map(sizes.map((s, i) => [s, weights[i]!]));
      found.push({ k, weight: (size) => bySize.get(size) ?? 0 });
    }
  }
  return found;
}

/**
 * Whether the weights are valid: the least total size of pieces one above the other whose
 * weights sum to more than k (each size at most as often as available; more than k + 1
 * copies of a weighted size never help) must exceed `across`. A knapsack over the total
 * weight, which is at most k + 1.
 */
function validWeights(
  sizes: readonly number[],
  weights: readonly number[],
  available: ReadonlyMap<number, number>,
  across: number,
  k: number,
): boolean {
  // least[t]: the least total size of a stack of weight at least t.
  const least = new Array<number>(k + 2).fill(Infinity);
  least[0] = 0;
  for (let i = 0; i < sizes.length; i++) {
    const w = weights[i]!;
    if (w === 0) continue;
    const s = sizes[i]!;
    const copies = Math.min(available.get(s) ?? 0, k + 1);
    for (let c = 0; c < copies; c++) {
      for (let t = k + 1; t >= 0; t--) {
        const to = Math.min(k + 1, t + w);
        if (least[t]! + s < least[to]!) least[to] = least[t]! + s;
      }
    }
  }
  return least[k + 1]! > across;
}
