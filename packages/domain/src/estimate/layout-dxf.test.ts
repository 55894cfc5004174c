import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readDxf, type DxfEntity, type DxfPoint } from '../import/dxf';
import { optimize } from '../optimizer/optimize';
import { rectangleOutline } from '../shapes/cutouts';
import { lOutline } from '../shapes/l-and-u';
import { boundingBox, placeOutline, type Outline } from '../shapes/outline';
import { arbitraryL, outlineOf } from '../shapes/testing';
import { readLayout, toOptimizeInput, type LayoutPiece } from './layout';
import { layoutDxf, SLAB_GAP_INCHES, type DxfPiece } from './layout-dxf';
import type { EstimateSlab, SlabPiece } from './types';

type Polyline = Extract<DxfEntity, { kind: 'polyline' }>;

const polylinesOn = (entities: readonly DxfEntity[], layer: string): Polyline[] =>
  entities.filter((e): e is Polyline => e.kind === 'polyline' && e.layer === layer && e.closed);

const points = (outline: Outline, dx = 0): DxfPoint[] => outline.map(([x, y]) => ({ x: x + dx, y }));

/** The placed piece's outline in slab coordinates: its own when it has one, else its rectangle. */
const placedOutline = (piece: SlabPiece): Outline =>
  piece.outline ?? placeOutline(rectangleOutline(piece.width, piece.depth), 0, piece.x, piece.y);

const samePolygon = (a: readonly DxfPoint[], b: readonly DxfPoint[]): boolean =>
  a.length === b.length && a.every((p, i) => Math.abs(p.x - b[i]!.x) + Math.abs(p.y - b[i]!.y) < 1e-3);

const L = outlineOf(lOutline({ legA: 120, legB: 96, depth: 25.5 }));

/** Two slabs of 140 × 130: an L turned a quarter with a sink, a plain top, a rotated one with a cooktop; a seamed run. */
const slabs: EstimateSlab[] = [
  {
    index: 0,
    efficiency: 70,
    pieces: [
      {
        productIndex: 0,
        pieceIndex: 0,
        x: 0,
        y: 0,
        width: 96,
        depth: 120,
        rotated: true,
        outline: placeOutline(L, 90, 0, 0),
      },
      { productIndex: 1, pieceIndex: 0, x: 100, y: 0, width: 36, depth: 60, rotated: false },
      { productIndex: 2, pieceIndex: 0, x: 100, y: 64, width: 25, depth: 40, rotated: true },
    ],
  },
  {
    index: 1,
    efficiency: 40,
    pieces: [
      {
        productIndex: 3,
        pieceIndex: 0,
        x: 0,
        y: 0,
        width: 100,
        depth: 25,
        rotated: false,
        seam: { part: 0, of: 2, along: 'x' },
      },
      {
        productIndex: 3,
        pieceIndex: 0,
        x: 0,
        y: 30,
        width: 60,
        depth: 25,
        rotated: false,
        seam: { part: 1, of: 2, along: 'x' },
      },
    ],
  },
];

const pieces: DxfPiece[] = [
  {
    name: 'Kitchen L',
    outline: L,
    cutouts: [{ type: 'undermount_sink', width: 30, depth: 16, x: 40, y: 4 }],
  },
  { name: 'Café island', outline: rectangleOutline(36, 60), cutouts: [] },
  {
    name: 'Cooktop run',
    outline: rectangleOutline(40, 25),
    cutouts: [{ type: 'cooktop', width: 30, depth: 19, x: 5, y: 3 }],
  },
  {
    name: 'Back wall',
    outline: rectangleOutline(160, 25),
    cutouts: [{ type: 'outlet', width: 2.5, depth: 4, x: 10, y: 10 }],
  },
];

const sets = [{ title: 'Quartz – Calacatta', slabWidth: 140, slabHeight: 130, slabs }];

describe('the layouts as DXF', () => {
  const file = layoutDxf(sets, (i) => pieces[i] ?? null);
  const drawing = readDxf(file.text);

  it('is in inches, with a layer per slab in the LAYER table and the file closed by EOF', () => {
    expect(drawing.unit).toBe('in');
    expect(file.text).toMatch(/\$INSUNITS\r\n70\r\n1\r\n/);
    expect(file.text).toMatch(/0\r\nTABLE\r\n2\r\nLAYER\r\n[\s\S]*2\r\nSLAB-1\r\n[\s\S]*2\r\nSLAB-2\r\n/);
    expect(file.text.endsWith('0\r\nEOF\r\n')).toBe(true);
  });

  it("reads back every piece's outline, an L's true shape, on its slab's layer, the slabs side by side", () => {
    slabs.forEach((slab, s) => {
      const dx = s * (140 + SLAB_GAP_INCHES);
      const found = polylinesOn(drawing.entities, `SLAB-${s + 1}`);
      expect(found.some((p) => samePolygon(p.points, points(rectangleOutline(140, 130), dx)))).toBe(true);
      for (const piece of slab.pieces)
        expect(found.some((p) => samePolygon(p.points, points(placedOutline(piece), dx)))).toBe(true);
    });
    const lOnSlab = polylinesOn(drawing.entities, 'SLAB-1').find((p) => p.points.length === 6);
    expect(lOnSlab?.points).toEqual(points(placeOutline(L, 90, 0, 0)));
  });

  it('labels every piece and seamed part on its slab in ASCII, and draws the seam between the parts', () => {
    const texts = drawing.entities.flatMap((e) => (e.kind === 'text' ? [`${e.layer}: ${e.text}`] : []));
    expect(texts).toEqual(
      expect.arrayContaining([
        'SLAB-1: 1 Kitchen L',
        'SLAB-1: 2 Caf\\U+00E9 island',
        'SLAB-1: 3 Cooktop run',
        'SLAB-2: 4a Back wall',
        'SLAB-2: 4b Back wall',
        'SLAB-1: Quartz - Calacatta: slab 1 of 2',
      ]),
    );
    const seams = drawing.entities.filter((e) => e.kind === 'line' && e.layer === 'SLAB-2');
    const dx = 140 + SLAB_GAP_INCHES;
    expect(seams).toEqual([
      { kind: 'line', layer: 'SLAB-2', start: { x: dx + 100, y: 25 }, end: { x: dx + 100, y: 0 } },
      { kind: 'line', layer: 'SLAB-2', start: { x: dx, y: 55 }, end: { x: dx, y: 30 } },
    ]);
  });

  it('turns each cutout with its piece, and names the cutouts a seamed part leaves out', () => {
    const cutouts = polylinesOn(drawing.entities, 'SLAB-1')
      .map((p) => boundingBox(p.points.map(({ x, y }) => [x, y] as const)))
      .filter((box) => box.x1 - box.x0 < 35 && box.y1 - box.y0 < 35);
    // The sink at (40, 4) along leg A, the L turned a quarter counter-clockwise: x 76–92, y 40–70.
    // The cooktop's 25 × 40 top turned the same way from (100, 64): x 103–122, y 69–99.
    expect(cutouts).toEqual([
      { x0: 76, y0: 40, x1: 92, y1: 70 },
      { x0: 103, y0: 69, x1: 122, y1: 99 },
    ]);
    expect(file.notes).toEqual([
      "Back wall: its cutouts are not drawn on its seamed parts; place them from the piece's drawing.",
    ]);
  });
});

describe('the DXF of any layout', () => {
  const rectangle = fc
    .record({ width: fc.integer({ min: 10, max: 180 }), depth: fc.integer({ min: 4, max: 60 }) })
    .map(({ width, depth }) => ({ width, depth, outline: null }));
  const shaped = arbitraryL([30, 110], [30, 60], fc.constantFrom(20, 25.5)).map((outline) => {
    const box = boundingBox(outline);
    return { width: box.x1 - box.x0, depth: box.y1 - box.y0, outline };
  });

  it('gives back every placed piece with its size on its own slab layer', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ shape: fc.oneof(rectangle, shaped), quantity: fc.integer({ min: 1, max: 3 }) }),
          {
            minLength: 1,
            maxLength: 5,
          },
        ),
        (products) => {
          const layoutPieces: LayoutPiece[] = products.map(({ shape, quantity }, productIndex) => ({
            productIndex,
            ...shape,
            quantity,
            priority: 'normal',
          }));
          const slab = { width: 126, height: 63 };
          const settings = { slab, kerf: 0.125, minSeamPiece: 24 };
          const { slabs: laidOut } = readLayout(
            optimize(toOptimizeInput(layoutPieces, settings)),
            slab,
            layoutPieces,
          );
          const { text } = layoutDxf(
            [{ title: 'Stone', slabWidth: 126, slabHeight: 63, slabs: laidOut }],
            () => null,
          );
          const { entities } = readDxf(text);
          laidOut.forEach((s, index) => {
            const dx = index * (126 + SLAB_GAP_INCHES);
            const found = polylinesOn(entities, `SLAB-${index + 1}`).map((p) =>
              boundingBox(p.points.map(({ x, y }) => [x - dx, y] as const)),
            );
            for (const piece of s.pieces) {
              const box = { x0: piece.x, y0: piece.y, x1: piece.x + piece.width, y1: piece.y + piece.depth };
              expect(
                found.some(
                  (b) =>
                    Math.abs(b.x0 - box.x0) +
                      Math.abs(b.y0 - box.y0) +
                      Math.abs(b.x1 - box.x1) +
                      Math.abs(b.y1 - box.y1) <
                    1e-3,
                ),
              ).toBe(true);
            }
          });
        },
      ),
      { numRuns: 40 },
    );
  });
});
