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

/** One piece type in the scaled, kerf-inflated space. */
interface Item {
  /** Allowed orientations that fit the slab, as [size along x, size along y]. */
  orientations: Array<readonly [number, number]>;
  /** Area of one copy (the same in every orientation). */
  area: number;
  count: number;
}

interface Instance {
  /** Usable slab width and height, scaled and inflated by the kerf. */
  width: number;
  height: number;
  items: Item[];
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
const MAX_THRESHOLDS = 40;

/**
 * The fewest slabs any valid layout of the input can use: the best of the area bound, the
 * Martello–Vigo L2 bound, the clique bound on pieces that cannot share a slab, and the
 * Fekete–Schepers dual-feasible-function bound, after setting aside pieces that can share
 * a slab with no other piece (each of those takes a slab of its own).
 */
export function lowerBound(input: OptimizeInput): number {
  const instance = toInstance(input);
  if (instance === null) return 0;
  const { alone, rest } = splitLoners(instance);
  if (rest.items.length === 0) return alone;
  return Math.max(
    alone + areaBound(rest),
    alone + martelloVigoBound(rest),
    alone + dualFeasibleBound(rest),
    cliqueBound(instance),
  );
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

  const items = fitting.map((p) => {
    const w = down(p.width);
    const h = down(p.depth);
    const orientations: Array<readonly [number, number]> = [];
    if (p.upright) orientations.push([w, h]);
    if (p.turned && (w !== h || !p.upright)) orientations.push([h, w]);
    return { orientations, area: w * h, count: p.count };
  });
  return { width, height, items };
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

/** Two copies can share a slab only if some orientations put them side by side or stacked. */
function canShare(a: Item, b: Item, instance: Instance): boolean {
  return a.orientations.some(([ax, ay]) =>
    b.orientations.some(([bx, by]) => ax + bx <= instance.width || ay + by <= instance.height),
  );
}

/**
 * Counting bound: a copy that can share a slab with no other copy needs a slab to itself,
 * and those slabs hold nothing else, so the rest is bounded on its own.
 */
function splitLoners(instance: Instance): { alone: number; rest: Instance } {
  let alone = 0;
  const items: Item[] = [];
  instance.items.forEach((item, i) => {
    const shares =
      (item.count > 1 && canShare(item, item, instance)) ||
      instance.items.some((other, j) => j !== i && canShare(item, other, instance));
    if (shares) items.push(item);
    else alone += item.count;
  });
  return { alone, rest: { ...instance, items } };
}

/** Area bound: total piece area over the slab's area, rounded up. */
function areaBound(instance: Instance): number {
  const total = instance.items.reduce((sum, item) => sum + item.area * item.count, 0);
  return Math.ceil(total / (instance.width * instance.height));
}

/**
 * Clique bound: copies that pairwise cannot share a slab each need their own. Built
 * greedily from every starting type, largest first.
 */
function cliqueBound(instance: Instance): number {
  const items = [...instance.items].sort((a, b) => b.area - a.area);
  const worth = (item: Item) => (canShare(item, item, instance) ? 1 : item.count);
  let best = 0;
  items.forEach((start) => {
    const clique = [start];
    let size = worth(start);
    for (const item of items) {
      if (item === start || clique.some((member) => canShare(member, item, instance))) continue;
      clique.push(item);
      size += worth(item);
    }
    best = Math.max(best, size);
  });
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
  const allX = (item: Item, test: (x: number, y: number) => boolean) =>
    item.orientations.every(([x, y]) => test(x, y));
  const qs = thresholds(items, 0, W);
  const ps = thresholds(items, 1, H);
  const slabArea = W * H;
  let best = 0;
  for (const q of qs) {
    for (const p of ps) {
      let big = 0;
      let freeInBig = 0;
      let smallArea = 0;
      for (const item of items) {
        if (allX(item, (x, y) => x > W - q && y > H - p)) {
          big += item.count;
        } else if (allX(item, (x, y) => 2 * x > W && 2 * y > H)) {
          big += item.count;
          freeInBig += (slabArea - item.area) * item.count;
        } else if (allX(item, (x, y) => x >= q && y >= p)) {
          smallArea += item.area * item.count;
        }
      }
      best = Math.max(best, big + Math.max(0, Math.ceil((smallArea - freeInBig) / slabArea)));
    }
  }
  return best;
}

/** 0 and the distinct piece sizes along one axis that are at most half the capacity. */
function thresholds(items: Item[], axis: 0 | 1, capacity: number): number[] {
  const sizes = new Set<number>([0]);
  for (const item of items) {
    for (const orientation of item.orientations) {
      const size = orientation[axis];
      if (2 * size <= capacity) sizes.add(size);
    }
  }
  return [...sizes].sort((a, b) => a - b);
}

/** A dual-feasible function on integer sizes 1..capacity, normalised to [0, 1]. */
type Dff = (size: number) => number;

/**
 * The Fekete–Schepers families on a capacity C, with x = size / C:
 * identity; u^(k)(x) = x when (k+1)x is an integer, else floor((k+1)x)/k;
 * U^(ε)(x) = 1 above 1−ε, x in between, 0 below ε;
 * φ^(ε)(x) = 1 − floor((1−x)/ε)/floor(1/ε) above 1/2, 1/floor(1/ε) from ε to 1/2, 0 below ε.
 * ε runs over piece sizes up to C/2 (thinned out when there are many).
 */
function dualFeasibleFunctions(sizes: number[], capacity: number): Dff[] {
  const C = capacity;
  const dffs: Dff[] = [(x) => x / C];
  for (let k = 1; k <= MAX_STAIRCASE_K; k++) {
    dffs.push((x) => (((k + 1) * x) % C === 0 ? x / C : Math.floor(((k + 1) * x) / C) / k));
  }
  const small = [...new Set(sizes.filter((s) => s >= 1 && 2 * s <= C))].sort((a, b) => a - b);
  for (const t of thin(small, MAX_THRESHOLDS)) {
    dffs.push((x) => (x > C - t ? 1 : x >= t ? x / C : 0));
    const slots = Math.floor(C / t);
    dffs.push((x) => (2 * x > C ? 1 - Math.floor((C - x) / t) / slots : x >= t ? 1 / slots : 0));
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
function dualFeasibleBound(instance: Instance): number {
  const { width: W, height: H, items } = instance;
  const orientations = items.flatMap((item) => item.orientations);
  const fs = dualFeasibleFunctions(
    orientations.map(([x]) => x),
    W,
  );
  const gs = dualFeasibleFunctions(
    orientations.map(([, y]) => y),
    H,
  );
  // Per piece type, the values of every function at each orientation, laid out flat.
  const fValues = fs.map((f) => items.map((item) => item.orientations.map(([x]) => f(x))));
  const gValues = gs.map((g) => items.map((item) => item.orientations.map(([, y]) => g(y))));
  let best = 0;
  for (const fv of fValues) {
    for (const gv of gValues) {
      let sum = 0;
      items.forEach((item, i) => {
        const fi = fv[i] as number[];
        const gi = gv[i] as number[];
        let least = Infinity;
        fi.forEach((value, o) => {
          least = Math.min(least, value * (gi[o] as number));
        });
        sum += least * item.count;
      });
      best = Math.max(best, Math.ceil(sum - SUM_TOLERANCE));
    }
  }
  return best;
}
