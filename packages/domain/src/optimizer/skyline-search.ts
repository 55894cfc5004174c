import { fittingWays, type FitPiece, type FitPlacement, type FitResult } from './fit-piece';

/**
 * Exact single-slab feasibility by a skyline search, one of the two searches `fitsOneSlab`
 * uses (see single-slab.ts for the units and the kerf).
 *
 * The search fills the slab from the bottom: the occupied region is always a skyline, and at
 * the lowest, leftmost point of the skyline either some piece has its lower-left corner there
 * or that point stays empty. Any packing can be pushed left and down until every corner lies
 * on a "normal pattern" (a sum of other pieces' sides; Christofides–Whitlock), so a point off
 * those patterns can only stay empty, and an empty point leaves the whole cell up to the next
 * pattern coordinate on each axis empty. This enumeration is complete: an answer of
 * 'infeasible' is a proof. A node cap turns an undecided search into 'unknown'.
 */

/** Beyond this many distinct pattern coordinates the enumeration would not pay: 'unknown'. */
const MAX_PATTERNS = 20000;

interface PieceType {
  /** The input indices of its copies, used in order (identical copies are interchangeable). */
  indices: number[];
  /** Distinct orientations that fit the slab, as [w, h]. */
  orientations: Array<[number, number]>;
  area: number;
}

interface Segment {
  x: number;
  w: number;
  y: number;
}

/**
 * Decides whether all pieces fit on one width × height slab by the skyline search, visiting
 * at most `nodeLimit` search nodes.
 */
export function fitsBySkyline(
  pieces: readonly FitPiece[],
  width: number,
  height: number,
  nodeLimit: number,
): FitResult {
  const types = groupTypes(pieces, width, height);
  if (types === null) return { status: 'infeasible', nodes: 0 };
  const totalArea = pieces.reduce((sum, p) => sum + p.w * p.h, 0);
  if (totalArea > width * height) return { status: 'infeasible', nodes: 0 };
  const xs = normalPatterns(pieces, width, (o) => o[0], types);
  const ys = normalPatterns(pieces, height, (o) => o[1], types);
  if (xs === null || ys === null) return { status: 'unknown', nodes: 0 };

  const left = types.map((t) => t.indices.length);
  const placements: FitPlacement[] = [];
  // States (skyline and pieces left) already searched in full without success: different
  // orders of the same placements and empty cells reach the same state.
  const failed = new Set<string>();
  let nodes = 0;
  let gaveUp = false;

  const fillCache = new Map<string, number>();
  // The widest total that copies left can cover standing side by side on a width `room`.
  const maxFill = (room: number): number => {
    const key = `${room}:${left.join(',')}`;
    const known = fillCache.get(key);
    if (known !== undefined) return known;
    let sums = new Set<number>([0]);
    let best = 0;
    for (let t = 0; t < types.length && best < room; t++) {
      const sides = [...new Set(types[t]!.orientations.map((o) => o[0]))];
      for (let c = 0; c < left[t]! && best < room; c++) {
        const next = new Set(sums);
        for (const v of sums) {
          for (const d of sides) {
            if (v + d > room) continue;
            next.add(v + d);
            if (v + d > best) best = v + d;
          }
        }
        sums = next;
      }
    }
    fillCache.set(key, best);
    return best;
  };
  // Area of the valleys (segments below both neighbours) that no copy left can cover: the
  // valley's bottom row holds only copies standing on it side by side, and above a gap
  // between them nothing lower than the lowest copy that fits the valley can stand.
  const valleyWaste = (skyline: Segment[]): number => {
    let waste = 0;
    for (let s = 0; s < skyline.length; s++) {
      const seg = skyline[s]!;
      const leftWall = s === 0 ? height : skyline[s - 1]!.y;
      const rightWall = s === skyline.length - 1 ? height : skyline[s + 1]!.y;
      if (leftWall < seg.y || rightWall < seg.y) continue;
      let lowestSide = Infinity;
      for (let t = 0; t < types.length; t++) {
        if (left[t] === 0) continue;
        for (const o of types[t]!.orientations) if (o[0] <= seg.w) lowestSide = Math.min(lowestSide, o[1]);
      }
      const top = Math.min(leftWall, rightWall, seg.y + lowestSide);
      if (top > seg.y) waste += (seg.w - (lowestSide === Infinity ? 0 : maxFill(seg.w))) * (top - seg.y);
    }
    return waste;
  };

  const dfs = (skyline: Segment[], remainingArea: number, freeArea: number): boolean => {
    if (remainingArea === 0) return true;
    if (remainingArea > freeArea) return false;
    if (remainingArea > freeArea - valleyWaste(skyline)) return false;
    if (++nodes > nodeLimit) {
      gaveUp = true;
      return false;
    }
    const key = stateKey(skyline, left);
    if (failed.has(key)) return false;
    const found = expand(skyline, remainingArea, freeArea);
    if (!found && !gaveUp) failed.add(key);
    return found;
  };

  // The lowest segment's bottom row either holds no copy, and then stays empty up to the
  // lower wall, or its leftmost copy stands at some pattern coordinate x'; then the gap left
  // of x' stays empty up to that copy's top (or the left wall if lower), because anything
  // above the gap would have to rest on something lower than that copy.
  const expand = (skyline: Segment[], remainingArea: number, freeArea: number): boolean => {
    let lowest = 0;
    for (let s = 1; s < skyline.length; s++) if (skyline[s]!.y < skyline[lowest]!.y) lowest = s;
    const seg = skyline[lowest]!;
    const leftWall = lowest === 0 ? height : skyline[lowest - 1]!.y;
    const rightWall = lowest === skyline.length - 1 ? height : skyline[lowest + 1]!.y;
    if (contains(ys, seg.y)) {
      const first = firstAtLeast(xs, seg.x);
      for (let t = 0; t < types.length; t++) {
        if (left[t] === 0) continue;
        const type = types[t]!;
        for (const [w, h] of type.orientations) {
          if (w > seg.w || seg.y + h > height) continue;
          const index = type.indices[type.indices.length - left[t]!]!;
          // Right of the segment's left end, a copy must be pushed against a copy on its left,
          // which stands above the empty gap: only possible when the gap stops below its top.
          const last = leftWall < seg.y + h ? seg.x + seg.w - w : seg.x;
          for (let p = first; p < xs.length && xs[p]! <= last; p++) {
            const gap = xs[p]! - seg.x;
            const gapTop = Math.min(leftWall, seg.y + h);
            left[t]!--;
            placements.push({ index, x: xs[p]!, y: seg.y, w, h });
            const done = dfs(
              reshape(skyline, lowest, gap, gapTop, w, seg.y + h),
              remainingArea - type.area,
              freeArea - w * h - gap * (gapTop - seg.y),
            );
            if (done) return true;
            placements.pop();
            left[t]!++;
            if (gaveUp) return false;
          }
        }
      }
    }
    const top = Math.min(leftWall, rightWall);
    return dfs(reshape(skyline, lowest, seg.w, top, 0, 0), remainingArea, freeArea - seg.w * (top - seg.y));
  };

  const found = dfs([{ x: 0, w: width, y: 0 }], totalArea, width * height);
  if (found) return { status: 'feasible', placements: [...placements], nodes };
  return gaveUp ? { status: 'unknown', nodes } : { status: 'infeasible', nodes };
}

/**
 * Groups identical pieces (same orientations allowed) so the search never tries a copy where
 * an interchangeable one was already tried. Null when some piece fits the slab in no way.
 */
function groupTypes(pieces: readonly FitPiece[], width: number, height: number): PieceType[] | null {
  const byKey = new Map<string, PieceType>();
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i]!;
    const orientations = fittingWays(piece, width, height);
    if (orientations.length === 0) return null;
    const key = orientations.map((o) => `${o[0]}x${o[1]}`).join(',');
    const known = byKey.get(key);
    if (known) known.indices.push(i);
    else byKey.set(key, { indices: [i], orientations, area: piece.w * piece.h });
  }
  return [...byKey.values()].sort((a, b) => b.area - a.area);
}

/**
 * The sorted coordinates a pushed-left (or pushed-down) piece can have along one axis: sums
 * of the sides of other pieces in any allowed orientation, below the capacity less the
 * smallest side. Null when there are too many to be worth enumerating.
 */
function normalPatterns(
  pieces: readonly FitPiece[],
  capacity: number,
  side: (o: [number, number]) => number,
  types: PieceType[],
): number[] | null {
  let smallest = Infinity;
  for (const type of types) for (const o of type.orientations) smallest = Math.min(smallest, side(o));
  const limit = capacity - smallest;
  let sums = new Set<number>([0]);
  for (const type of types) {
    const sides = [...new Set(type.orientations.map(side))];
    for (let c = 0; c < type.indices.length; c++) {
      const next = new Set(sums);
      for (const s of sums) {
        for (const d of sides) if (s + d <= limit) next.add(s + d);
      }
      sums = next;
      if (sums.size > MAX_PATTERNS) return null;
    }
  }
  return [...sums].sort((a, b) => a - b);
}

/** A state's identity: the skyline's segments and the copies left of each type. */
function stateKey(skyline: readonly Segment[], left: readonly number[]): string {
  let key = left.join(',');
  for (const seg of skyline) key += `|${seg.x},${seg.y}`;
  return key;
}

/** Whether the sorted list holds the value (binary search). */
function contains(sorted: readonly number[], value: number): boolean {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = sorted[mid]!;
    if (v === value) return true;
    if (v < value) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/** The index of the first value of the sorted list at or above `value`. */
function firstAtLeast(sorted: readonly number[], value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * A new skyline with segment `s` split: its first `gap` units raised to `gapTop`, the next
 * `w` units to `top`, the rest left as it was; neighbours of equal height merged so that a
 * segment is always bounded by higher ground or a wall.
 */
function reshape(
  skyline: readonly Segment[],
  s: number,
  gap: number,
  gapTop: number,
  w: number,
  top: number,
): Segment[] {
  const seg = skyline[s]!;
  const parts: Segment[] = [];
  for (let i = 0; i < s; i++) parts.push(skyline[i]!);
  if (gap > 0) parts.push({ x: seg.x, w: gap, y: gapTop });
  if (w > 0) parts.push({ x: seg.x + gap, w, y: top });
  if (gap + w < seg.w) parts.push({ x: seg.x + gap + w, w: seg.w - gap - w, y: seg.y });
  for (let i = s + 1; i < skyline.length; i++) parts.push(skyline[i]!);
  const merged: Segment[] = [];
  for (const part of parts) {
    const last = merged[merged.length - 1];
    if (last && last.y === part.y) merged[merged.length - 1] = { x: last.x, w: last.w + part.w, y: last.y };
    else merged.push(part);
  }
  return merged;
}
