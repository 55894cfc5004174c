import type { Outline } from './outline';

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
