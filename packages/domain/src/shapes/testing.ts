import fc from 'fast-check';
import { lOutline, uOutline, type ShapeResult } from './l-and-u';
import type { Outline } from './outline';

/** Helpers for the tests of shapes and of their nesting; imported by tests only. */

export function outlineOf(result: ShapeResult): Outline {
  if (!result.ok) throw new Error(result.reason);
  return result.outline;
}

/** A kitchen U as a drawing gives it: a back of 144 in, arms of 72 in, 26 in deep. */
export const KITCHEN_U = outlineOf(uOutline({ back: 144, leftArm: 72, rightArm: 72, depth: 26 }));

/**
 * The L of legs 120 and 96 in, 25.5 in deep, cut at its inside corner: leg A keeping the corner,
 * then the rest of leg B.
 */
export const L_120_96_PARTS: Outline[] = [
  [
    [0, 0],
    [120, 0],
    [120, 25.5],
    [0, 25.5],
  ],
  [
    [0, 25.5],
    [25.5, 25.5],
    [25.5, 96],
    [0, 96],
  ],
];

type Range = readonly [number, number];

const inRange = ([min, max]: Range) => fc.integer({ min, max });

/** Ls with whole-inch legs in the ranges, each leg's depth drawn from `depths`. */
export function arbitraryL(legA: Range, legB: Range, depths: fc.Arbitrary<number>): fc.Arbitrary<Outline> {
  return fc
    .record({ legA: inRange(legA), legB: inRange(legB), depth: depths, depthB: depths })
    .map((legs) => outlineOf(lOutline(legs)));
}

/** Us with a whole-inch back and arms in the ranges, each run's depth drawn from `depths`. */
export function arbitraryU(back: Range, arms: Range, depths: fc.Arbitrary<number>): fc.Arbitrary<Outline> {
  return fc
    .record({
      back: inRange(back),
      leftArm: inRange(arms),
      rightArm: inRange(arms),
      depth: depths,
      leftDepth: depths,
      rightDepth: depths,
    })
    .map((legs) => outlineOf(uOutline(legs)));
}
