import type { Outline, OutlinePoint } from './outline';

/**
 * An L countertop from its two legs, measured along the wall (outside edges) from the corner, as
 * the trade quotes them ("L-shaped 120 x 96, 25.5 deep"): leg A runs along x, leg B along y, each
 * with its own depth (default the same). The corner sits at the origin.
 */
export interface LLegs {
  legA: number;
  legB: number;
  depth: number;
  /** Depth of leg B when it differs from leg A's. */
  depthB?: number;
}

/**
 * A U countertop: a back run along x and two arms running up from its ends, each measured along
 * the wall from the outside corner, with their own depths (default the back's).
 */
export interface ULegs {
  back: number;
  leftArm: number;
  rightArm: number;
  depth: number;
  leftDepth?: number;
  rightDepth?: number;
}

export type ShapeResult = { ok: true; outline: Outline } | { ok: false; reason: string };

const positive = (value: number): boolean => Number.isFinite(value) && value > 0;

/** The L's outline, counter-clockwise from the outside corner, or why the legs make no L. */
export function lOutline(legs: LLegs): ShapeResult {
  const { legA, legB, depth } = legs;
  const depthB = legs.depthB ?? depth;
  if (![legA, legB, depth, depthB].every(positive))
    return { ok: false, reason: 'leg lengths and depths must be numbers above 0' };
  if (depth >= legB)
    return { ok: false, reason: `leg B (${legB}) must be longer than leg A's depth (${depth})` };
  if (depthB >= legA)
    return { ok: false, reason: `leg A (${legA}) must be longer than leg B's depth (${depthB})` };
  return {
    ok: true,
    outline: [
      [0, 0],
      [legA, 0],
      [legA, depth],
      [depthB, depth],
      [depthB, legB],
      [0, legB],
    ],
  };
}

/** The U's outline, counter-clockwise from the back's outside left corner, or why it makes no U. */
export function uOutline(legs: ULegs): ShapeResult {
  const { back, leftArm, rightArm, depth } = legs;
  const leftDepth = legs.leftDepth ?? depth;
  const rightDepth = legs.rightDepth ?? depth;
  if (![back, leftArm, rightArm, depth, leftDepth, rightDepth].every(positive))
    return { ok: false, reason: 'run lengths and depths must be numbers above 0' };
  if (leftDepth + rightDepth >= back)
    return {
      ok: false,
      reason: `the back (${back}) must be longer than both arms' depths (${leftDepth + rightDepth})`,
    };
  if (depth >= Math.min(leftArm, rightArm))
    return { ok: false, reason: `both arms must be longer than the back's depth (${depth})` };
  return {
    ok: true,
    outline: [
      [0, 0],
      [back, 0],
      [back, rightArm],
      [back - rightDepth, rightArm],
      [back - rightDepth, depth],
      [leftDepth, depth],
      [leftDepth, leftArm],
      [0, leftArm],
    ],
  };
}

/** A piece's length, depth and shape as the estimator holds an L or U (see `PieceShape`). */
export type ShapedLegs =
  | { width: number; depth: number; shape: { kind: 'l'; legB: number } }
  | { width: number; depth: number; shape: { kind: 'u'; leftArm: number; rightArm: number } };

const cross = (o: OutlinePoint, a: OutlinePoint, b: OutlinePoint): number =>
  (a[0] - o[0]) * (b[1] - a[1]) - (a[1] - o[1]) * (b[0] - a[0]);

const sideLength = (points: readonly OutlinePoint[], i: number): number => {
  const a = points[i % points.length]!;
  const b = points[(i + 1) % points.length]!;
  return Math.hypot(b[0] - a[0], b[1] - a[1]);
};

/**
 * The legs of a drawn L or U outline (rectilinear corners, in any turn, either way round), as
 * `lOutline` and `uOutline` draw them: leg A is the side that leaves the outside corner
 * counter-clockwise, so an L and its mirror image stay apart; a U's back is the side facing its
 * inner back. Null for any other outline, and for an L or U whose runs are not all one depth
 * (within `tolerance`), which a `PieceShape` cannot hold.
 */
export function legsOfOutline(outline: Outline, tolerance = 1e-6): ShapedLegs | null {
  if (outline.length !== 6 && outline.length !== 8) return null;
  const rectilinear = outline.every(([x, y], i) => {
    const [nx, ny] = outline[(i + 1) % outline.length]!;
    return Math.abs(nx - x) <= tolerance || Math.abs(ny - y) <= tolerance;
  });
  if (!rectilinear) return null;
  const turns = outline.map((p, i) =>
    cross(outline[(i + outline.length - 1) % outline.length]!, p, outline[(i + 1) % outline.length]!),
  );
  const clockwise = turns.filter((t) => t < 0).length > outline.length / 2;
  const points = clockwise ? [...outline].reverse() : [...outline];
  const n = points.length;
  const reflex = points.flatMap((p, i) =>
    cross(points[(i + n - 1) % n]!, p, points[(i + 1) % n]!) < 0 ? [i] : [],
  );
  const side = (i: number) => sideLength(points, ((i % n) + n) % n);
  const same = (values: number[]) => Math.max(...values) - Math.min(...values) <= tolerance;
  if (n === 6 && reflex.length === 1) {
    // Counter-clockwise from the outside corner (3 points past the inside one): leg A, A's end,
    // A's inner side, B's inner side, B's end, leg B.
    const o = reflex[0]! + 3;
    const depth = side(o + 1);
    if (!same([depth, side(o + 4)])) return null;
    return { width: side(o), depth, shape: { kind: 'l', legB: side(o + 5) } };
  }
  const [first, second] = reflex;
  if (n === 8 && reflex.length === 2 && first !== undefined && second !== undefined) {
    // The inner back runs between the two inside corners; the back is 4 sides on.
    const innerBack = (first + 1) % n === second ? first : second;
    const o = innerBack + 4;
    const rightArm = side(o + 1);
    const depth = rightArm - side(o + 3);
    if (!same([depth, side(o + 2), side(o + 6)])) return null;
    return { width: side(o), depth, shape: { kind: 'u', leftArm: side(o + 7), rightArm } };
  }
  return null;
}
