import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { outlineParts, polygonArea, type OutlinePoint } from './outline-parts';

const sideBy = (parts: Array<{ length: number; depth: number }>) =>
  parts.map((p) => [p.length, p.depth]).sort((a, b) => (b[0] as number) - (a[0] as number));

/** An L: a run `a` long along the bottom and a leg `b` long up the left, both `depth` deep. */
const lShape = (a: number, b: number, depth: number): OutlinePoint[] => [
  { x: 0, y: 0 },
  { x: a, y: 0 },
  { x: a, y: depth },
  { x: depth, y: depth },
  { x: depth, y: b },
  { x: 0, y: b },
];

/** A U: a base `base` long with legs `left` and `right` long going up, all `depth` deep. */
const uShape = (base: number, left: number, right: number, depth: number): OutlinePoint[] => [
  { x: 0, y: 0 },
  { x: base, y: 0 },
  { x: base, y: right },
  { x: base - depth, y: right },
  { x: base - depth, y: depth },
  { x: depth, y: depth },
  { x: depth, y: left },
  { x: 0, y: left },
];

const rotate = (points: OutlinePoint[], angle: number) =>
  points.map(({ x, y }) => ({
    x: x * Math.cos(angle) - y * Math.sin(angle) + 500,
    y: x * Math.sin(angle) + y * Math.cos(angle) - 200,
  }));

describe('outlineParts', () => {
  it('cuts an L into 2 rectangles with 1 seam, the seam where the longest part is shortest', () => {
    const cut = outlineParts(lShape(120, 96, 25), 0.01);
    expect(cut?.shape).toBe('L');
    expect(sideBy(cut?.parts ?? [])).toEqual([
      [96, 25],
      [95, 25],
    ]);
    expect(cut?.seams).toEqual([{ between: [0, 1], length: 25 }]);
    expect(cut?.area).toBe(120 * 25 + 71 * 25);
    expect(cut?.area).toBe(96 * 25 + 95 * 25);
  });

  it('cuts a U into 3 rectangles with 2 seams', () => {
    const cut = outlineParts(uShape(144, 60, 90, 25.5), 0.01);
    expect(cut?.shape).toBe('U');
    expect(cut?.parts).toHaveLength(3);
    expect(cut?.seams).toHaveLength(2);
    expect(cut?.seams.every((s) => Math.abs(s.length - 25.5) < 1e-9)).toBe(true);
  });

  it('leaves rectangles and angled outlines alone', () => {
    const rectangle = [
      { x: 0, y: 0 },
      { x: 96, y: 0 },
      { x: 96, y: 42 },
      { x: 0, y: 42 },
    ];
    expect(outlineParts(rectangle, 0.01)).toBeNull();
    const clipped = [
      { x: 0, y: 0 },
      { x: 96, y: 0 },
      { x: 96, y: 30 },
      { x: 80, y: 42 },
      { x: 0, y: 42 },
    ];
    expect(outlineParts(clipped, 0.01)).toBeNull();
  });

  it('gives parts that add up to the outline area, drawn either way round and rotated on the sheet', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 90, max: 200 }),
        fc.integer({ min: 60, max: 200 }),
        fc.integer({ min: 60, max: 200 }),
        fc.integer({ min: 12, max: 40 }),
        fc.boolean(),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        (base, left, right, depth, reversed, angle) => {
          for (const [outline, parts] of [
            [lShape(base, left, depth), 2],
            [uShape(base, left, right, depth), 3],
          ] as const) {
            const drawn = rotate(reversed ? [...outline].reverse() : outline, angle);
            const cut = outlineParts(drawn, 0.01);
            expect(cut?.parts).toHaveLength(parts);
            expect(cut?.seams).toHaveLength(parts - 1);
            const sum = (cut?.parts ?? []).reduce((s, p) => s + p.length * p.depth, 0);
            expect(sum).toBeCloseTo(polygonArea(outline), 3);
            expect(cut?.area).toBeCloseTo(polygonArea(outline), 3);
          }
        },
      ),
      { numRuns: 150, seed: 20261127 },
    );
  });
});
