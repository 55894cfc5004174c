import { describe, expect, it } from 'vitest';
import { slabFigure } from './layout-figure';
import { firstPiece, firstSlab, lPiece, layOutOnSeamSlab, SINK_ON_LEG_A } from './testing';

/** A 126 × 63 slab drawn at 2 points an inch from (50, 100): the slab's y = 63 is the drawing's 100. */
const frame = { left: 50, top: 100, scale: 2, slabHeight: 63 };

describe('a slab layout drawn on a page', () => {
  it('draws an L by its outline as placed, its label in its longer leg, a rectangle by its corners', () => {
    const slab = firstSlab(60, [
      firstPiece({
        width: 60,
        depth: 50,
        rotated: false,
        outline: [
          [0, 0],
          [60, 0],
          [60, 25],
          [25, 25],
          [25, 50],
          [0, 50],
        ],
      }),
      { productIndex: 1, pieceIndex: 0, x: 70, y: 10, width: 30, depth: 20, rotated: true },
    ]);
    const [l, rectangle] = slabFigure(slab, frame);
    expect(l?.outline).toEqual([
      [50, 226],
      [170, 226],
      [170, 176],
      [100, 176],
      [100, 126],
      [50, 126],
    ]);
    expect(l?.labelBox).toEqual({ x: 50, y: 176, width: 120, height: 50 });
    expect(l?.seams).toEqual([]);
    expect(rectangle?.outline).toEqual([
      [190, 206],
      [250, 206],
      [250, 166],
      [190, 166],
    ]);
  });

  it('puts the label box beside a sink in the middle of a top, as the screen does', () => {
    const sink = { type: 'undermount_sink', name: 'Undermount sink 1', acrossSeam: false } as const;
    const slab = firstSlab(40, [
      firstPiece({
        width: 96,
        depth: 25.5,
        rotated: false,
        cutouts: [{ ...sink, x: 33, y: 4, width: 30, depth: 18 }],
      }),
    ]);
    const [top] = slabFigure(slab, frame);
    // The top's part left of the sink, 33 in by 25.5 in, at 2 points an inch from (50, 100 + 2 × (63 - 25.5)).
    expect(top?.labelBox).toEqual({ x: 50, y: 175, width: 66, height: 51 });
  });

  it("draws the seam where an L's parts meet and each cutout on the part that holds it", () => {
    const slabs = layOutOnSeamSlab(lPiece([SINK_ON_LEG_A]));
    const figures = slabs.flatMap((s) => slabFigure(s, frame));
    expect(figures).toHaveLength(2);
    for (const figure of figures) {
      const seam = figure.piece.seam!;
      // The 25.5 in where leg B meets leg A, at twice the size, the drawing's y turned over.
      expect(figure.seams).toEqual(
        seam.lines.map(([x1, y1, x2, y2]) => [
          50 + 2 * x1,
          100 + 2 * (63 - y1),
          50 + 2 * x2,
          100 + 2 * (63 - y2),
        ]),
      );
      expect(figure.seams.map(([x1, y1, x2, y2]) => Math.abs(x2 - x1) + Math.abs(y2 - y1))).toEqual([51]);
      expect(figure.outline).toHaveLength(4);
    }
    const sinks = figures.flatMap((f) => f.cutouts);
    expect(sinks).toHaveLength(1);
    const [sink] = sinks;
    const placed = figures.flatMap((f) => f.piece.cutouts ?? [])[0]!;
    expect(sink).toEqual({
      name: 'Undermount sink 1',
      acrossSeam: false,
      x: 50 + 2 * placed.x,
      y: 100 + 2 * (63 - placed.y - placed.depth),
      width: 2 * placed.width,
      height: 2 * placed.depth,
    });
  });
});
