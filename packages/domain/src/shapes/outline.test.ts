import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lOutline, uOutline } from './l-and-u';
import { arbitraryL, arbitraryU, outlineOf } from './testing';
import {
  boundingBox,
  checkOutline,
  outlineArea,
  outlineBoxes,
  placeOutline,
  squareFeet,
  type Outline,
  type Rotation,
} from './outline';

const l120x96 = outlineOf(lOutline({ legA: 120, legB: 96, depth: 25.5 }));

describe('outline area', () => {
  it('an L of 120 + 96 at 25.5 deep is its true area, not its 80 ft² bounding box', () => {
    expect(outlineArea(l120x96)).toBe(120 * 25.5 + (96 - 25.5) * 25.5);
    expect(squareFeet(outlineArea(l120x96))).toBeCloseTo(33.73, 2);
    const box = boundingBox(l120x96);
    expect(squareFeet((box.x1 - box.x0) * (box.y1 - box.y0))).toBe(80);
  });

  it('a U is its back plus the arms above it', () => {
    const u = outlineOf(uOutline({ back: 120, leftArm: 60, rightArm: 48, depth: 25.5 }));
    expect(outlineArea(u)).toBe(120 * 25.5 + 2 * 0 + 25.5 * (60 - 25.5) + 25.5 * (48 - 25.5));
  });
});

describe('L and U constructors', () => {
  it('refuse legs that make no L or U', () => {
    expect(lOutline({ legA: 120, legB: 20, depth: 25.5 })).toMatchObject({ ok: false });
    expect(lOutline({ legA: 0, legB: 96, depth: 25.5 })).toMatchObject({ ok: false });
    expect(uOutline({ back: 50, leftArm: 60, rightArm: 60, depth: 25.5 })).toMatchObject({ ok: false });
  });

  it('build valid counter-clockwise outlines with their own depths per leg', () => {
    expect(checkOutline(l120x96)).toEqual({ ok: true });
    const l = outlineOf(lOutline({ legA: 100, legB: 60, depth: 25.5, depthB: 22 }));
    expect(checkOutline(l)).toEqual({ ok: true });
    expect(outlineArea(l)).toBe(100 * 25.5 + 22 * (60 - 25.5));
    const u = outlineOf(uOutline({ back: 120, leftArm: 60, rightArm: 48, depth: 25.5, rightDepth: 30 }));
    expect(checkOutline(u)).toEqual({ ok: true });
  });
});

describe('checkOutline', () => {
  const reason = (outline: Outline): string => {
    const check = checkOutline(outline);
    return check.ok ? '' : check.reason;
  };

  it('refuses a side that is not horizontal or vertical', () => {
    expect(
      reason([
        [0, 0],
        [10, 0],
        [12, 5],
        [0, 5],
      ]),
    ).toMatch(/^not rectilinear/);
  });

  it('refuses a clockwise outline', () => {
    expect(
      reason([
        [0, 0],
        [0, 5],
        [10, 5],
        [10, 0],
      ]),
    ).toMatch(/^clockwise/);
  });

  it('refuses a self-intersecting outline', () => {
    // A figure eight of two squares crossing at one side.
    expect(
      reason([
        [0, 0],
        [10, 0],
        [10, 10],
        [5, 10],
        [5, -5],
        [2, -5],
        [2, 10],
        [0, 10],
      ]),
    ).toMatch(/^self-intersecting/);
  });

  it('refuses too few points, a repeated first point and a point on a straight side', () => {
    expect(
      reason([
        [0, 0],
        [10, 0],
        [10, 5],
      ]),
    ).toMatch(/at least 4 points/);
    expect(
      reason([
        [0, 0],
        [10, 0],
        [10, 5],
        [0, 5],
        [0, 0],
      ]),
    ).toMatch(/are the same/);
    expect(
      reason([
        [0, 0],
        [5, 0],
        [10, 0],
        [10, 5],
        [0, 5],
      ]),
    ).toMatch(/not a corner/);
  });
});

describe('outlineBoxes and placeOutline', () => {
  const depths = fc.integer({ min: 4, max: 19 });
  const shapes = fc.oneof(arbitraryL([20, 130], [20, 65], depths), arbitraryU([60, 130], [30, 65], depths));
  const rotation = fc.constantFrom<Rotation>(0, 90, 180, 270);

  it('tiles the outline with boxes of its own area, turned any quarter turn', () => {
    fc.assert(
      fc.property(shapes, rotation, (outline, turn) => {
        const placed = placeOutline(outline, turn, 3, 4);
        expect(checkOutline(placed)).toEqual({ ok: true });
        expect(outlineArea(placed)).toBe(outlineArea(outline));
        const box = boundingBox(placed);
        expect([box.x0, box.y0]).toEqual([3, 4]);
        const boxes = outlineBoxes(placed);
        expect(boxes.length).toBeLessThanOrEqual(outline.length === 6 ? 2 : 3);
        expect(boxes.reduce((sum, b) => sum + (b.x1 - b.x0) * (b.y1 - b.y0), 0)).toBe(outlineArea(outline));
        for (let a = 0; a < boxes.length; a++)
          for (let b = a + 1; b < boxes.length; b++) {
            const p = boxes[a]!;
            const q = boxes[b]!;
            expect(p.x1 <= q.x0 || q.x1 <= p.x0 || p.y1 <= q.y0 || q.y1 <= p.y0).toBe(true);
          }
      }),
      { numRuns: 200 },
    );
  });
});
