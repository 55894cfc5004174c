import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { legsOfOutline, lOutline, uOutline } from './l-and-u';
import type { Outline } from './outline';
import { outlineOf } from './testing';

/** The outline turned a quarter `turns` times and moved, as a drawing may hold it. */
const turned = (outline: Outline, turns: number, dx: number, dy: number): Outline =>
  outline.map(([x, y]) => {
    let [px, py] = [x, y];
    for (let k = 0; k < turns; k++) [px, py] = [-py, px];
    return [px + dx, py + dy] as const;
  });

/** Its mirror image, listed clockwise as a mirror leaves it. */
const mirrored = (outline: Outline): Outline => outline.map(([x, y]) => [-x, y] as const);

const placement = fc.tuple(
  fc.integer({ min: 0, max: 3 }),
  fc.integer({ min: -500, max: 500 }),
  fc.integer({ min: -500, max: 500 }),
);

describe('the legs of a drawn L or U', () => {
  it('reads any L back as its legs and depth, in any turn and place, listed either way round', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 30, max: 200 }),
        fc.integer({ min: 30, max: 200 }),
        fc.integer({ min: 10, max: 29 }),
        placement,
        fc.boolean(),
        (legA, legB, depth, [turns, dx, dy], reversed) => {
          const drawn = turned(outlineOf(lOutline({ legA, legB, depth })), turns, dx, dy);
          const legs = legsOfOutline(reversed ? [...drawn].reverse() : drawn, 1e-9);
          expect(legs).toEqual({ width: legA, depth, shape: { kind: 'l', legB } });
        },
      ),
    );
  });

  it("reads an L's mirror image as the other L: its legs swapped, so the two are never confused", () => {
    const legs = legsOfOutline(mirrored(outlineOf(lOutline({ legA: 120, legB: 96, depth: 25.5 }))));
    expect(legs).toEqual({ width: 96, depth: 25.5, shape: { kind: 'l', legB: 120 } });
  });

  it('reads any U back as its back, arms and depth, its mirror image with the arms swapped', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 80, max: 200 }),
        fc.integer({ min: 30, max: 120 }),
        fc.integer({ min: 30, max: 120 }),
        fc.integer({ min: 10, max: 29 }),
        placement,
        (back, leftArm, rightArm, depth, [turns, dx, dy]) => {
          const u = outlineOf(uOutline({ back, leftArm, rightArm, depth }));
          expect(legsOfOutline(turned(u, turns, dx, dy), 1e-9)).toEqual({
            width: back,
            depth,
            shape: { kind: 'u', leftArm, rightArm },
          });
          expect(legsOfOutline(mirrored(u), 1e-9)).toEqual({
            width: back,
            depth,
            shape: { kind: 'u', leftArm: rightArm, rightArm: leftArm },
          });
        },
      ),
    );
  });

  it('gives nothing for an L or U whose runs differ in depth, nor for a rectangle or a slanted side', () => {
    expect(legsOfOutline(outlineOf(lOutline({ legA: 120, legB: 96, depth: 25.5, depthB: 30 })))).toBeNull();
    expect(
      legsOfOutline(
        outlineOf(uOutline({ back: 120, leftArm: 60, rightArm: 60, depth: 25.5, leftDepth: 22 })),
      ),
    ).toBeNull();
    expect(
      legsOfOutline([
        [0, 0],
        [96, 0],
        [96, 25.5],
        [0, 25.5],
      ]),
    ).toBeNull();
    // Leg B's outer side drawn at a slant: six corners, one inside, but no L.
    expect(
      legsOfOutline([
        [10, 0],
        [120, 0],
        [120, 25.5],
        [25.5, 25.5],
        [25.5, 96],
        [0, 96],
      ]),
    ).toBeNull();
  });
});
