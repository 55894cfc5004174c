import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rectangleOutline } from '../shapes/cutouts';
import {
  boundingBox,
  outlineBoxes,
  placeOutline,
  type Box,
  type Outline,
  type Rotation,
} from '../shapes/outline';
import { arbitraryL, arbitraryU } from '../shapes/testing';
import { labelBox, partInPiece, pieceToSlab, placedCutouts, seamLines, type Lying } from './piece-marks';
import type { PlacedCutout, SlabPiece } from './types';
import { COOKTOP_ON_LEG_B, L, lPiece, layOutOnSeamSlab, SINK_ON_L_TURNED, SINK_ON_LEG_A } from './testing';

/** The piece lying whole on the slab, turned and moved as placeOutline places it. */
function lyingWhole(outline: Outline, rotation: Rotation, x: number, y: number): Lying {
  const placed = placeOutline(outline, rotation, x, y);
  const box = boundingBox(placed);
  return {
    x,
    y,
    width: box.x1 - box.x0,
    depth: box.y1 - box.y0,
    rotation,
    partOrigin: [0, 0],
    outline: placed,
  };
}

/** Any L or U, turned any quarter, lying anywhere near the slab's corner. */
const anyLying = fc.tuple(
  fc.oneof(
    arbitraryL([30, 130], [30, 100], fc.constantFrom(20, 25.5)),
    arbitraryU([60, 150], [30, 80], fc.constantFrom(20, 25.5)),
  ),
  fc.constantFrom<Rotation>(0, 90, 180, 270),
  fc.integer({ min: 0, max: 60 }),
  fc.integer({ min: 0, max: 40 }),
);

describe('a piece as it lies on the slab', () => {
  it('takes every point of the piece where placeOutline takes the outline, for any L or U and turn', () => {
    fc.assert(
      fc.property(anyLying, ([outline, rotation, x, y]) => {
        const lying = lyingWhole(outline, rotation, x, y);
        expect(outline.map(pieceToSlab(lying))).toEqual(lying.outline);
      }),
      { numRuns: 60 },
    );
  });

  it('turns a placed piece back to how it lies in its own coordinates, for any L or U and turn', () => {
    fc.assert(
      fc.property(anyLying, ([outline, rotation, x, y]) => {
        expect(partInPiece(lyingWhole(outline, rotation, x, y))).toEqual(outline);
      }),
      { numRuns: 60 },
    );
  });

  it("turns a cutout with its piece and names it among the piece's cutouts", () => {
    // The L turned a quarter counter-clockwise: the sink at (40, 4) along leg A lies at x 76–92, y 40–70.
    const cutouts = placedCutouts(lyingWhole(L, 90, 0, 0), [
      { type: 'undermount_sink', width: 30, depth: 16, x: 40, y: 4 },
      { type: 'faucet_hole', width: 1.5, depth: 1.5, x: 54, y: 21 },
      { type: 'faucet_hole', width: 1.5, depth: 1.5, x: 58, y: 21 },
    ]);
    expect(cutouts).toEqual([
      SINK_ON_L_TURNED,
      {
        type: 'faucet_hole',
        name: 'Faucet hole 1',
        x: 73.5,
        y: 54,
        width: 1.5,
        depth: 1.5,
        acrossSeam: false,
      },
      {
        type: 'faucet_hole',
        name: 'Faucet hole 2',
        x: 73.5,
        y: 58,
        width: 1.5,
        depth: 1.5,
        acrossSeam: false,
      },
    ]);
  });

  it('gives a part of a run split at seams the cutouts it holds, a share of one the seam runs through, and the seam', () => {
    // Part 1 of a 130 × 30 run cut at 65, turned a quarter and placed at (10, 0): 30 wide, 65 high.
    const part: Lying = {
      x: 10,
      y: 0,
      width: 30,
      depth: 65,
      rotation: 90,
      partOrigin: [65, 0],
      outline: placeOutline(
        [
          [0, 0],
          [65, 0],
          [65, 30],
          [0, 30],
        ],
        90,
        10,
        0,
      ),
    };
    const cutouts = placedCutouts(part, [
      { type: 'cooktop', width: 30, depth: 19, x: 20, y: 5 },
      { type: 'undermount_sink', width: 30, depth: 16, x: 50, y: 4 },
      { type: 'outlet', width: 2.5, depth: 4, x: 100, y: 20 },
    ]);
    // The sink's last 15 in (x 65–80 of the run) and the outlet, turned: x runs up the slab, y leftwards from 40.
    expect(cutouts).toEqual([
      {
        type: 'undermount_sink',
        name: 'Undermount sink 1',
        x: 20,
        y: 0,
        width: 16,
        depth: 15,
        acrossSeam: true,
      },
      { type: 'outlet', name: 'Outlet 1', x: 16, y: 35, width: 4, depth: 2.5, acrossSeam: false },
    ]);
    expect(
      seamLines(part, [
        [0, 0],
        [130, 0],
        [130, 30],
        [0, 30],
      ]),
    ).toEqual([[10, 0, 40, 0]]);
  });
});

describe('an L too large for the slab, cut at its inside corner', () => {
  const piece = lPiece([SINK_ON_LEG_A, COOKTOP_ON_LEG_B]);
  const parts: SlabPiece[] = layOutOnSeamSlab(piece).flatMap((s) => s.pieces);

  const inside = (box: { x: number; y: number; width: number; depth: number }, outline: Outline): boolean =>
    outlineBoxes(outline).some(
      (b) => b.x0 <= box.x && box.x + box.width <= b.x1 && b.y0 <= box.y && box.y + box.depth <= b.y1,
    );

  it("puts the sink on leg A's part and the cooktop on leg B's, whole and inside them", () => {
    expect(parts.map((p) => p.seam?.part)).toEqual([0, 1]);
    expect(parts.map((p) => p.cutouts?.map((c) => c.name))).toEqual([['Undermount sink 1'], ['Cooktop 1']]);
    for (const part of parts)
      for (const cutout of part.cutouts ?? []) {
        expect(cutout.acrossSeam).toBe(false);
        expect(inside(cutout, part.outline!)).toBe(true);
      }
    const sizes = parts.flatMap((p) => p.cutouts ?? []).map((c) => [c.width, c.depth].sort((a, b) => a - b));
    expect(sizes).toEqual([
      [16, 30],
      [19, 30],
    ]);
  });

  it('draws the seam on both parts: the 25.5 in where leg B meets leg A', () => {
    for (const part of parts) {
      expect(part.seam?.lines).toHaveLength(1);
      const [x1, y1, x2, y2] = part.seam!.lines[0]!;
      expect(Math.abs(x2 - x1) + Math.abs(y2 - y1)).toBeCloseTo(25.5);
    }
  });
});

describe("a piece's label", () => {
  const cutout = (x: number, y: number, width: number, depth: number): PlacedCutout => ({
    type: 'undermount_sink',
    name: 'Undermount sink 1',
    x,
    y,
    width,
    depth,
    acrossSeam: false,
  });
  const overlap = (a: Box, b: Box) =>
    Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)) *
    Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0));

  it('sits in the largest box of a piece without cutouts: an L in its longer leg', () => {
    const outline = placeOutline(L, 0, 10, 5);
    expect(labelBox({ x: 10, y: 5, width: 120, depth: 96, outline })).toEqual({
      x0: 10,
      y0: 5,
      x1: 130,
      y1: 30.5,
    });
  });

  it('moves off a sink in the middle of a top, to the largest part of the top no cutout covers', () => {
    const top = { x: 0, y: 0, width: 96, depth: 25.5, cutouts: [cutout(33, 4, 30, 18)] };
    expect(labelBox(top)).toEqual({ x0: 0, y0: 0, x1: 33, y1: 25.5 });
    const offCentre = { ...top, cutouts: [cutout(20, 4, 30, 18)] };
    expect(labelBox(offCentre)).toEqual({ x0: 50, y0: 0, x1: 96, y1: 25.5 });
  });

  it('lies inside the piece and outside every cutout, for any rectangle, L or U and any cutouts in it', () => {
    const shape = fc.oneof(
      fc
        .tuple(fc.integer({ min: 24, max: 130 }), fc.integer({ min: 12, max: 42 }))
        .map(([w, d]) => rectangleOutline(w, d)),
      arbitraryL([30, 130], [30, 100], fc.constantFrom(20, 25.5)),
      arbitraryU([60, 150], [30, 80], fc.constantFrom(20, 25.5)),
    );
    // A cutout inside one of the outline's boxes: its share of the box, where in it.
    const share = fc.record({
      part: fc.nat(),
      width: fc.double({ min: 0.1, max: 0.45, noNaN: true }),
      depth: fc.double({ min: 0.1, max: 0.6, noNaN: true }),
      left: fc.double({ min: 0, max: 1, noNaN: true }),
      low: fc.double({ min: 0, max: 1, noNaN: true }),
    });
    fc.assert(
      fc.property(
        shape,
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 0, max: 50 }),
        fc.array(share, { maxLength: 3 }),
        (outline, x, y, shares) => {
          const placed = placeOutline(outline, 0, x, y);
          const parts = outlineBoxes(placed);
          const cutouts = shares.map((c) => {
            const box = parts[c.part % parts.length] as Box;
            const width = (box.x1 - box.x0) * c.width;
            const depth = (box.y1 - box.y0) * c.depth;
            return cutout(
              box.x0 + (box.x1 - box.x0 - width) * c.left,
              box.y0 + (box.y1 - box.y0 - depth) * c.low,
              width,
              depth,
            );
          });
          const bounds = boundingBox(placed);
          const label = labelBox({
            x: bounds.x0,
            y: bounds.y0,
            width: bounds.x1 - bounds.x0,
            depth: bounds.y1 - bounds.y0,
            outline: placed,
            cutouts,
          });
          const area = (label.x1 - label.x0) * (label.y1 - label.y0);
          expect(area).toBeGreaterThan(0);
          // Inside the piece: the outline's boxes cover the whole label box.
          expect(parts.reduce((sum, part) => sum + overlap(label, part), 0)).toBeCloseTo(area, 6);
          const [cx, cy] = [(label.x0 + label.x1) / 2, (label.y0 + label.y1) / 2];
          for (const c of cutouts) {
            expect(overlap(label, { x0: c.x, y0: c.y, x1: c.x + c.width, y1: c.y + c.depth })).toBe(0);
            expect(cx > c.x && cx < c.x + c.width && cy > c.y && cy < c.y + c.depth).toBe(false);
          }
        },
      ),
      { numRuns: 300, seed: 24 },
    );
  });
});
