import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { optimize } from '../optimizer/optimize';
import { rectangleOutline, type Cutout } from './cutouts';
import { cutAtSeams, cutAcross, splitAtInsideCorners } from './inside-corner-seams';
import { lOutline, uOutline } from './l-and-u';
import { boundingBox, checkOutline, outlineArea, type Outline } from './outline';
import {
  boxNearSeam,
  cutoutBox,
  lengthFromSeams,
  seamBlockedSpans,
  seamAtOf,
  seamProblems,
  splitAcrossRuns,
  straightSeamPositions,
} from './seam-rules';
import { outlineOf } from './testing';

const rules = { minPart: 12, cutoutClearance: 6 };
const sink = (x: number, y = 2): Cutout => ({ type: 'undermount_sink', width: 30, depth: 18, x, y });
const slab = { width: 126, height: 63 };

/** Fits a 126 x 63 slab in some quarter turn. */
const fitsSlab = (part: Outline): boolean => {
  const box = boundingBox(part);
  const [w, h] = [box.x1 - box.x0, box.y1 - box.y0];
  return (w <= 126 && h <= 63) || (h <= 126 && w <= 63);
};

describe('seamProblems', () => {
  const run = rectangleOutline(150, 25.5);

  it('accepts a seam clear of the sink with parts above the minimum', () => {
    expect(seamProblems('Kitchen', run, [sink(60)], [{ axis: 'x', at: 50 }], rules)).toEqual([]);
  });

  it('names a seam through a cutout, one too near it and a part too short', () => {
    expect(seamProblems('Kitchen', run, [sink(60)], [{ axis: 'x', at: 75 }], rules)).toEqual([
      'Kitchen: the seam at 75 in from the left end passes through Undermount sink 1',
    ]);
    expect(seamProblems('Kitchen', run, [sink(60)], [{ axis: 'x', at: 56 }], rules)).toEqual([
      'Kitchen: the seam at 56 in from the left end is within 6 in of Undermount sink 1',
    ]);
    expect(seamProblems('Kitchen', run, [], [{ axis: 'x', at: 140 }], rules)).toEqual([
      'Kitchen: the seams leave a part 10 in long, shorter than the 12 in minimum',
    ]);
  });

  it('refuses a seam off the piece or along it', () => {
    expect(seamProblems('Kitchen', run, [], [{ axis: 'x', at: 200 }], rules)).toEqual([
      'Kitchen: the seam at 200 in from the left end does not cross the piece',
    ]);
    expect(seamProblems('Kitchen', run, [], [{ axis: 'y', at: 10 }], rules)).toEqual([
      'Kitchen: the seam at 10 in from the front edge would run along the piece, not across it',
    ]);
  });

  it('names a seam given twice as such, not as one that misses the piece', () => {
    const twice = [
      { axis: 'x' as const, at: 50 },
      { axis: 'x' as const, at: 100 },
      { axis: 'x' as const, at: 50 },
    ];
    expect(seamProblems('Kitchen', run, [], twice, rules)).toEqual([
      'Kitchen: the seam at 50 in from the left end is given twice',
    ]);
  });

  it("moves an L's seam along leg A and keeps a seam off leg B's length", () => {
    const l = outlineOf(lOutline({ legA: 120, legB: 96, depth: 25.5 }));
    expect(seamProblems('L', l, [], [{ axis: 'x', at: 60 }], rules)).toEqual([]);
    expect(seamProblems('L', l, [], [{ axis: 'x', at: 10 }], rules)).toEqual([
      'L: the seam at 10 in from the left end would run along the piece, not across it',
    ]);
    const cut = cutAcross(l, { axis: 'x', at: 60 });
    expect(cut.ok && cut.seam).toEqual({ from: [60, 0], to: [60, 25.5] });
  });

  it('reads a laid-out seam back as the line the user moves', () => {
    expect(seamAtOf([70, 0, 70, 25.5])).toEqual({ axis: 'x', at: 70, through: 12.75 });
    expect(seamAtOf([124.5, 40, 150, 40])).toEqual({ axis: 'y', at: 40, through: 137.25 });
  });

  it('asks which arm of a U a seam crosses when the line crosses both', () => {
    const u = outlineOf(uOutline({ back: 150, leftArm: 60, rightArm: 60, depth: 25.5 }));
    expect(cutAcross(u, { axis: 'y', at: 40 })).toEqual({
      ok: false,
      reason: 'crosses the piece more than once',
    });
    const right = cutAcross(u, { axis: 'y', at: 40, through: 140 });
    expect(right.ok && right.seam).toEqual({ from: [124.5, 40], to: [150, 40] });
  });
});

describe('straightSeamPositions', () => {
  it('keeps the equal split when nothing is in the way, and moves a blocked seam to the nearest clear place', () => {
    expect(straightSeamPositions(150, 2, 12, 126, [])).toEqual([75]);
    expect(straightSeamPositions(151, 2, 12, 126, [])).toEqual([76]);
    expect(straightSeamPositions(150, 2, 12, 126, [[54, 96]])).toEqual([54]);
    expect(straightSeamPositions(150, 2, 12, 126, [[0, 140]])).toBeNull();
  });

  it('gives parts from the minimum to the maximum with no seam in a blocked span', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 130, max: 400 }),
        fc.array(fc.tuple(fc.integer({ min: -6, max: 400 }), fc.integer({ min: 1, max: 60 })), {
          maxLength: 3,
        }),
        (length, spans) => {
          const blocked = spans.map(([lo, w]): [number, number] => [lo, lo + w]);
          const parts = Math.ceil(length / 126);
          const positions = straightSeamPositions(length, parts, 12, 126, blocked);
          if (positions === null) return;
          const ends = [0, ...positions, length];
          for (let i = 1; i < ends.length; i++) {
            expect(ends[i]! - ends[i - 1]!).toBeGreaterThanOrEqual(12);
            expect(ends[i]! - ends[i - 1]!).toBeLessThanOrEqual(126);
          }
          for (const at of positions) for (const [lo, hi] of blocked) expect(lo < at && at < hi).toBe(false);
        },
      ),
    );
  });
});

describe('any seam position the rules allow', () => {
  const pieces = fc.oneof(
    fc
      .record({ w: fc.integer({ min: 130, max: 240 }), d: fc.constantFrom(25.5, 30) })
      .map(({ w, d }) => rectangleOutline(w, d)),
    fc
      .record({ legA: fc.integer({ min: 60, max: 160 }), legB: fc.integer({ min: 40, max: 110 }) })
      .map(({ legA, legB }) => outlineOf(lOutline({ legA, legB, depth: 25.5 }))),
  );

  it('gives parts no shorter than the minimum, away from the cutouts, that make up the piece', () => {
    fc.assert(
      fc.property(
        pieces,
        fc.integer({ min: 26, max: 100 }),
        fc.integer({ min: 0, max: 239 }),
        (piece, sinkX, at) => {
          const box = boundingBox(piece);
          const cutouts = sinkX + 30 <= box.x1 ? [sink(sinkX)] : [];
          const seams = [{ axis: 'x' as const, at }];
          if (seamProblems('P', piece, cutouts, seams, rules).length > 0) return;
          const cut = cutAtSeams(piece, seams);
          expect(cut.ok).toBe(true);
          if (!cut.ok) return;
          for (const part of cut.parts) {
            expect(checkOutline(part).ok).toBe(true);
            expect(lengthFromSeams(part, cut.seams)).toBeGreaterThanOrEqual(rules.minPart);
          }
          for (const seam of cut.seams)
            expect(boxNearSeam(seam, cutouts.map(cutoutBox), rules.cutoutClearance)).toBe(-1);
          const area = cut.parts.reduce((sum, part) => sum + outlineArea(part), 0);
          expect(area).toBeCloseTo(outlineArea(piece), 6);
        },
      ),
    );
  });
});

describe('seams the rules place on an L whose corner a cutout blocks', () => {
  it('give parts that fit, no shorter than the minimum, clear of the cutout, that make up the piece', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 200 }),
        fc.integer({ min: 64, max: 110 }),
        fc.integer({ min: 0, max: 60 }),
        (legA, legB, sinkX) => {
          const l = outlineOf(lOutline({ legA, legB, depth: 25.5 }));
          const box = cutoutBox({ x: sinkX + 1, y: 2, width: 30, depth: 18 });
          const clear = (seam: Parameters<typeof boxNearSeam>[0]) => boxNearSeam(seam, [box], 6) < 0;
          const split = splitAcrossRuns(l, fitsSlab, 12, clear);
          if (split === null) return;
          expect(split.parts.every(fitsSlab)).toBe(true);
          expect(split.seams.every(clear)).toBe(true);
          for (const part of split.parts) {
            expect(checkOutline(part).ok).toBe(true);
            expect(lengthFromSeams(part, split.seams)).toBeGreaterThanOrEqual(12);
          }
          const area = split.parts.reduce((sum, part) => sum + outlineArea(part), 0);
          expect(area).toBeCloseTo(outlineArea(l), 6);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('seams kept clear of cutouts', () => {
  it("moves a straight run's seam off the sink the equal split would cut through", () => {
    const result = optimize({
      slab,
      seams: { minPiece: 12, cutoutClearance: 6 },
      pieces: [{ id: 'run', width: 150, depth: 25.5, quantity: 1, cutouts: [cutoutBox(sink(60))] }],
    });
    const lengths = result.slabs
      .flatMap((s) => s.placements)
      .sort((a, b) => a.seam!.part - b.seam!.part)
      .map((p) => (p.rotated ? p.height : p.width));
    expect(lengths).toEqual([54, 96]);
    expect(seamBlockedSpans([cutoutBox(sink(60))], 'x', 6)).toEqual([[54, 96]]);
  });

  it('names a run no seam position can keep clear of its cutouts', () => {
    const cutouts = [sink(20), sink(60), sink(100)].map(cutoutBox);
    const result = optimize({
      slab,
      seams: { minPiece: 24, cutoutClearance: 6 },
      pieces: [{ id: 'run', width: 150, depth: 25.5, quantity: 1, cutouts }],
    });
    expect(result.unplaced).toEqual([{ id: 'run', reason: 'seam_near_cutout' }]);
  });

  it("skips an L's inside corner too near its sink, and names it when no corner is clear", () => {
    const l = outlineOf(lOutline({ legA: 120, legB: 96, depth: 25.5 }));
    // A sink on leg B just above the corner: the cut across leg B is too near, the one across leg A is not.
    const onLegB = { ...sink(0), width: 12, depth: 30, x: 2, y: 28 };
    const split = splitAtInsideCorners(
      l,
      fitsSlab,
      12,
      (seam) => boxNearSeam(seam, [cutoutBox(onLegB)], 6) < 0,
    );
    expect(split.ok && split.seams).toEqual([{ from: [25.5, 25.5], to: [25.5, 0] }]);
    const corner = { ...sink(0), width: 40, depth: 40, x: 2, y: 2 };
    expect(
      splitAtInsideCorners(l, fitsSlab, 12, (seam) => boxNearSeam(seam, [cutoutBox(corner)], 6) < 0),
    ).toEqual({
      ok: false,
      reason: 'seam_near_cutout',
    });
  });

  it('seams an L straight across a run, as near its inside corner as the sink allows, when the sink blocks the corner', () => {
    const l = outlineOf(lOutline({ legA: 120, legB: 96, depth: 25.5 }));
    const sinkBox = cutoutBox({ x: 2, y: 2, width: 38, depth: 18 });
    const clear = (seam: Parameters<typeof boxNearSeam>[0]) => boxNearSeam(seam, [sinkBox], 6) < 0;
    expect(splitAtInsideCorners(l, fitsSlab, 12, clear)).toEqual({ ok: false, reason: 'seam_near_cutout' });
    const split = splitAcrossRuns(l, fitsSlab, 12, clear);
    expect(split?.seams).toEqual([{ from: [0, 26], to: [25.5, 26] }]);
    expect(split?.parts.every(fitsSlab)).toBe(true);
    const result = optimize({
      slab,
      seams: { minPiece: 12, cutoutClearance: 6 },
      pieces: [{ id: 'l', width: 120, depth: 96, outline: l, quantity: 1, cutouts: [sinkBox] }],
    });
    expect(result.unplaced).toEqual([]);
    expect(result.slabs.flatMap((s) => s.placements).map((p) => p.seam?.of)).toEqual([2, 2]);
  });

  it('cuts a piece where the user placed its seam, and names a part no slab holds', () => {
    const placed = optimize({
      slab,
      seams: { minPiece: 12 },
      pieces: [{ id: 'run', width: 150, depth: 25.5, quantity: 1, seamsAt: [{ axis: 'x', at: 40 }] }],
    });
    const lengths = placed.slabs.flatMap((s) => s.placements).map((p) => (p.rotated ? p.height : p.width));
    expect(lengths.sort((a, b) => a - b)).toEqual([40, 110]);
    const tooLong = optimize({
      slab,
      seams: { minPiece: 12 },
      pieces: [{ id: 'run', width: 150, depth: 25.5, quantity: 1, seamsAt: [{ axis: 'x', at: 14 }] }],
    });
    expect(tooLong.unplaced).toEqual([{ id: 'run', reason: 'seam_part_too_large' }]);
    const l = outlineOf(lOutline({ legA: 120, legB: 96, depth: 25.5 }));
    const shaped = optimize({
      slab,
      seams: { minPiece: 12 },
      pieces: [{ id: 'l', width: 120, depth: 96, outline: l, quantity: 1, seamsAt: [{ axis: 'x', at: 60 }] }],
    });
    expect(shaped.unplaced).toEqual([]);
    expect(shaped.slabs.flatMap((s) => s.placements).map((p) => p.partOrigin)).toEqual(
      expect.arrayContaining([
        [0, 0],
        [60, 0],
      ]),
    );
  });
});
