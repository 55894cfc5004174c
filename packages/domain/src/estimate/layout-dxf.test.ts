import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readDxf, type DxfEntity, type DxfPoint } from '../import/dxf';
import { optimize } from '../optimizer/optimize';
import { rectangleOutline } from '../shapes/cutouts';
import { boundingBox, outlineBoxes, placeOutline, type Outline } from '../shapes/outline';
import { arbitraryL } from '../shapes/testing';
import { readLayout, toOptimizeInput, type LayoutPiece } from './layout';
import { layoutDxf, remnantLayer, SLAB_GAP_INCHES } from './layout-dxf';
import { estimateQuote } from './estimate-quote';
import type { EstimateSlab, SlabPiece } from './types';
import {
  COOKTOP_ON_LEG_B,
  firstPiece,
  firstSlab,
  frost,
  frostRemnant,
  L,
  lPiece,
  layOutOnSeamSlab,
  SINK_ON_L_TURNED,
  SINK_ON_LEG_A,
} from './testing';

type Polyline = Extract<DxfEntity, { kind: 'polyline' }>;

const polylinesOn = (entities: readonly DxfEntity[], layer: string): Polyline[] =>
  entities.filter((e): e is Polyline => e.kind === 'polyline' && e.layer === layer && e.closed);

const points = (outline: Outline, dx = 0): DxfPoint[] => outline.map(([x, y]) => ({ x: x + dx, y }));

/** The placed piece's outline in slab coordinates: its own when it has one, else its rectangle. */
const placedOutline = (piece: SlabPiece): Outline =>
  piece.outline ?? placeOutline(rectangleOutline(piece.width, piece.depth), 0, piece.x, piece.y);

const samePolygon = (a: readonly DxfPoint[], b: readonly DxfPoint[]): boolean =>
  a.length === b.length && a.every((p, i) => Math.abs(p.x - b[i]!.x) + Math.abs(p.y - b[i]!.y) < 1e-3);

/**
 * Two slabs of 140 × 130: an L turned a quarter with a sink, a plain top, a rotated one with a
 * cooktop; a seamed run, an outlet on its first part and a faucet hole the seam runs through.
 */
const slabs: EstimateSlab[] = [
  firstSlab(70, [
    firstPiece({
      width: 96,
      depth: 120,
      rotated: true,
      outline: placeOutline(L, 90, 0, 0),
      cutouts: [SINK_ON_L_TURNED],
    }),
    { productIndex: 1, pieceIndex: 0, x: 100, y: 0, width: 36, depth: 60, rotated: false },
    {
      productIndex: 2,
      pieceIndex: 0,
      x: 100,
      y: 64,
      width: 25,
      depth: 40,
      rotated: true,
      cutouts: [
        { type: 'cooktop', name: 'Cooktop 1', x: 103, y: 69, width: 19, depth: 30, acrossSeam: false },
      ],
    },
  ]),
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
        seam: { part: 0, of: 2, along: 'x', lines: [[100, 0, 100, 25]] },
        cutouts: [
          { type: 'outlet', name: 'Outlet 1', x: 10, y: 10, width: 2.5, depth: 4, acrossSeam: false },
          {
            type: 'faucet_hole',
            name: 'Faucet hole 1',
            x: 99,
            y: 20,
            width: 1,
            depth: 1.5,
            acrossSeam: true,
          },
        ],
      },
      {
        productIndex: 3,
        pieceIndex: 0,
        x: 0,
        y: 30,
        width: 60,
        depth: 25,
        rotated: false,
        seam: { part: 1, of: 2, along: 'x', lines: [[0, 30, 0, 55]] },
        cutouts: [
          {
            type: 'faucet_hole',
            name: 'Faucet hole 1',
            x: 0,
            y: 50,
            width: 0.5,
            depth: 1.5,
            acrossSeam: true,
          },
        ],
      },
    ],
  },
];

const names = ['Kitchen L', 'Café island', 'Cooktop run', 'Back wall'];

const sets = [{ title: 'Quartz – Calacatta', slabWidth: 140, slabHeight: 130, slabs }];

describe('the layouts as DXF', () => {
  const file = layoutDxf(sets, (i) => names[i] ?? null);
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
      { kind: 'line', layer: 'SLAB-2', start: { x: dx + 100, y: 0 }, end: { x: dx + 100, y: 25 } },
      { kind: 'line', layer: 'SLAB-2', start: { x: dx, y: 30 }, end: { x: dx, y: 55 } },
    ]);
  });

  it('draws each cutout where it lies, on the part that holds it, and names a seam through a cutout', () => {
    const cutoutBoxes = (layer: string, dx: number) =>
      polylinesOn(drawing.entities, layer)
        .map((p) => boundingBox(p.points.map(({ x, y }) => [x - dx, y] as const)))
        .filter((box) => box.x1 - box.x0 < 35 && box.y1 - box.y0 < 35);
    expect(cutoutBoxes('SLAB-1', 0)).toEqual([
      { x0: 76, y0: 40, x1: 92, y1: 70 },
      { x0: 103, y0: 69, x1: 122, y1: 99 },
    ]);
    expect(cutoutBoxes('SLAB-2', 140 + SLAB_GAP_INCHES)).toEqual([
      { x0: 10, y0: 10, x1: 12.5, y1: 14 },
      { x0: 99, y0: 20, x1: 100, y1: 21.5 },
      { x0: 0, y0: 50, x1: 0.5, y1: 51.5 },
    ]);
    expect(file.notes).toEqual([
      'Back wall: a seam runs through its Faucet hole 1; each part holds its share of it.',
    ]);
  });
});

describe('the DXF of an L cut at its inside corner', () => {
  it('draws each cutout inside the part that holds it: the sink on leg A, the cooktop on leg B', () => {
    const laidOut = layOutOnSeamSlab(lPiece([SINK_ON_LEG_A, COOKTOP_ON_LEG_B]));
    const file = layoutDxf(
      [{ title: 'Stone', slabWidth: 126, slabHeight: 63, slabs: laidOut }],
      () => 'Kitchen L',
    );
    const { entities } = readDxf(file.text);
    const held = laidOut.flatMap((s, index) => {
      const dx = index * (126 + SLAB_GAP_INCHES);
      // What is drawn on the slab besides the slab and the parts themselves: the cutouts.
      const outlines = [rectangleOutline(126, 63), ...s.pieces.map(placedOutline)];
      const cutouts = polylinesOn(entities, `SLAB-${index + 1}`)
        .filter((p) => !outlines.some((o) => samePolygon(p.points, points(o, dx))))
        .map((p) => boundingBox(p.points.map(({ x, y }) => [x - dx, y] as const)));
      return s.pieces.map((part) => {
        const tiles = outlineBoxes(placedOutline(part));
        return cutouts
          .filter((b) => tiles.some((t) => t.x0 <= b.x0 && b.x1 <= t.x1 && t.y0 <= b.y0 && b.y1 <= t.y1))
          .map((b) => [b.x1 - b.x0, b.y1 - b.y0].sort((m, n) => m - n));
      });
    });
    expect(held).toEqual([[[16, 30]], [[19, 30]]]);
    expect(file.notes).toEqual([]);
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

describe('the DXF of a quote cut partly from remnants', () => {
  const rack = frostRemnant;
  const estimate = estimateQuote({
    products: [
      { ...frost, width: 120, depth: 25.5, quantity: 1 },
      { ...frost, width: 30, depth: 20, quantity: 2 },
      { ...frost, width: 40, depth: 22, quantity: 1 },
    ],
    stones: [{ ...frost, slabCost: 1200 }],
    settings: { breakageBuffer: 0, useRemnantsFirst: true },
    remnants: [
      rack('7d0c5a1e-4a59-4f1e-9f0e-1d2c3b4a5e6f', 64, 24, 'Rack B / top'),
      rack('0a1b2c3d-4a59-4f1e-9f0e-1d2c3b4a5e6f', 44, 26, null),
    ],
  });
  const used = estimate.remnants!.used;
  const [stone] = estimate.stones;
  const file = layoutDxf(
    [{ title: 'Frost', slabWidth: 126, slabHeight: 63, slabs: stone!.slabs }],
    (i) => ['Run', 'Vanity', 'Desk'][i] ?? null,
    used,
  );
  const { entities } = readDxf(file.text);

  it('names a layer after each remnant used, by its short id and rack, after the slabs', () => {
    expect(used.map(remnantLayer)).toEqual(['REMNANT-7d0c5a1e-Rack-B-top', 'REMNANT-0a1b2c3d']);
    const layers = [...stone!.slabs.map((_, i) => `SLAB-${i + 1}`), ...used.map(remnantLayer)];
    expect([...new Set(entities.map((e) => e.layer))]).toEqual(layers);
    // Each is declared in the LAYER table too, so the shop can turn one remnant off.
    for (const layer of layers) expect(file.text).toContain(`AcDbLayerTableRecord\r\n2\r\n${layer}\r\n`);
    for (const remnant of used)
      expect(
        entities.some(
          (e) =>
            e.kind === 'text' &&
            e.layer === remnantLayer(remnant) &&
            e.text ===
              `Remnant ${remnant.id.slice(0, 8)}${remnant.location ? ` (${remnant.location})` : ''}: ${remnant.width} x ${remnant.height} in`,
        ),
      ).toBe(true);
  });

  it('reads back the outline of each remnant and every piece on it, labelled, on its layer', () => {
    let left = stone!.slabs.length * (126 + SLAB_GAP_INCHES);
    for (const remnant of used) {
      const layer = remnantLayer(remnant);
      const outlines = polylinesOn(entities, layer);
      expect(
        outlines.some((p) =>
          samePolygon(p.points, points(rectangleOutline(remnant.width, remnant.height), left)),
        ),
      ).toBe(true);
      expect(remnant.pieces.length).toBeGreaterThan(0);
      for (const piece of remnant.pieces) {
        expect(outlines.some((p) => samePolygon(p.points, points(placedOutline(piece), left)))).toBe(true);
        const label = `${piece.productIndex + 1} ${['Run', 'Vanity', 'Desk'][piece.productIndex]}`;
        expect(entities.some((e) => e.kind === 'text' && e.layer === layer && e.text === label)).toBe(true);
      }
      left += remnant.width + SLAB_GAP_INCHES;
    }
    // Every piece the estimate put on a remnant is in the file on that remnant's layer.
    expect(used.flatMap((r) => r.pieces).length).toBe(3);
  });
});
