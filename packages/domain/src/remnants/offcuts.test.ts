import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateQuote } from '../estimate/estimate-quote';
import { normalizeStoneRow } from '../estimate/normalize-stone';
import { arbitraryRemnantSizes, arbitraryTops, frost, frostRemnant } from '../estimate/testing';
import type { SlabPiece } from '../estimate/types';
import { outlineBoxes, type Box } from '../shapes/outline';
import { isSixteenths } from './remnant-size';
import { leftoverRectangles, remnantLeftovers, slabLayoutsOf, type Offcut } from './offcuts';

const EPS = 1e-9;
const SLAB = { width: 126, height: 63 };
const standard = { kerf: 0.125, minLength: 24, minWidth: 12 };

const piece = (x: number, y: number, width: number, depth: number): SlabPiece => ({
  productIndex: 0,
  pieceIndex: 0,
  x,
  y,
  width,
  depth,
  rotated: false,
});

/** An L as placed: `width` × `depth`, its notch `notchWidth` × `notchDepth` cut from the top right. */
const lPiece = (
  x: number,
  y: number,
  width: number,
  depth: number,
  notchWidth: number,
  notchDepth: number,
): SlabPiece => ({
  ...piece(x, y, width, depth),
  outline: [
    [x, y],
    [x + width, y],
    [x + width, y + depth - notchDepth],
    [x + width - notchWidth, y + depth - notchDepth],
    [x + width - notchWidth, y + depth],
    [x, y + depth],
  ],
});

const boxOf = (o: Offcut): Box => ({ x0: o.x, y0: o.y, x1: o.x + o.width, y1: o.y + o.height });
const overlap = (a: Box, b: Box) =>
  Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) > EPS && Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0) > EPS;
const grown = (b: Box, by: number): Box => ({ x0: b.x0 - by, y0: b.y0 - by, x1: b.x1 + by, y1: b.y1 + by });
const boxesOf = (p: SlabPiece): Box[] =>
  p.outline ? outlineBoxes(p.outline) : [{ x0: p.x, y0: p.y, x1: p.x + p.width, y1: p.y + p.depth }];

describe('leftoverRectangles', () => {
  it('keeps a whole empty slab as one offcut', () => {
    expect(leftoverRectangles(SLAB, [], standard)).toEqual([{ x: 0, y: 0, width: 126, height: 63 }]);
  });

  it('keeps the strip above a run and the corner beside it, a kerf from the piece and from each other', () => {
    expect(leftoverRectangles(SLAB, [piece(0, 0, 100, 25.5)], standard)).toEqual([
      { x: 0, y: 25.625, width: 126, height: 37.375 },
      { x: 100.125, y: 0, width: 25.875, height: 25.5 },
    ]);
  });

  it('keeps nothing smaller than the minimum, either way round', () => {
    // Above the piece and its kerf: a 26 × 11.875 in strip, short of 12 in.
    expect(leftoverRectangles({ width: 26, height: 63 }, [piece(0, 0, 26, 51)], standard)).toEqual([]);
    expect(leftoverRectangles({ width: 63, height: 40 }, [piece(0, 0, 50.875, 40)], standard)).toEqual([
      { x: 51, y: 0, width: 12, height: 40 },
    ]);
    expect(
      leftoverRectangles({ width: 63, height: 40 }, [piece(0, 0, 50.875, 40)], { ...standard, minWidth: 13 }),
    ).toEqual([]);
  });

  it('keeps the notch of an L, which its bounding box would hide', () => {
    const l = lPiece(0, 0, 120, 63, 90, 37.5);
    expect(leftoverRectangles(SLAB, [l], standard)).toEqual([
      { x: 30.125, y: 25.625, width: 95.875, height: 37.375 },
    ]);
  });

  it('rounds inward to the sixteenth and cuts a side longer than a remnant may be', () => {
    const [offcut] = leftoverRectangles({ width: 250, height: 30 }, [piece(0, 0, 10.3, 30)], {
      ...standard,
      kerf: 0.09375,
    });
    expect(offcut).toEqual({ x: 10.4375, y: 0, width: 200, height: 30 });
  });

  const kerfs = [0, 0.125, 0.1875, 0.25, 0.09375];
  const length = (max: number) =>
    fc.oneof(
      fc.integer({ min: 4, max: max * 4 }).map((q) => q / 4),
      fc.integer({ min: 10, max: max * 10 }).map((t) => t / 10),
    );
  const layouts = fc
    .record({
      slab: fc.constantFrom(SLAB, { width: 120, height: 55 }, { width: 80, height: 40 }),
      kerf: fc.constantFrom(...kerfs),
      minLength: fc.constantFrom(24, 18, 36),
      minWidth: fc.constantFrom(12, 6, 20),
      pieces: fc.array(
        fc.record({
          x: length(120),
          y: length(60),
          width: length(80),
          depth: length(40),
          notch: fc.option(
            fc.tuple(
              fc.double({ min: 0.1, max: 0.9, noNaN: true }),
              fc.double({ min: 0.1, max: 0.9, noNaN: true }),
            ),
            {
              nil: null,
            },
          ),
        }),
        { maxLength: 6 },
      ),
    })
    .map(({ slab, kerf, minLength, minWidth, pieces }) => ({
      slab,
      options: { kerf, minLength, minWidth },
      pieces: pieces.map(({ x, y, width, depth, notch }) => {
        const w = Math.min(width, slab.width - Math.min(x, slab.width - 1));
        const d = Math.min(depth, slab.height - Math.min(y, slab.height - 1));
        const px = Math.min(x, slab.width - w);
        const py = Math.min(y, slab.height - d);
        return notch
          ? lPiece(
              px,
              py,
              w,
              d,
              Math.round(w * notch[0] * 4) / 4 || 0.25,
              Math.round(d * notch[1] * 4) / 4 || 0.25,
            )
          : piece(px, py, w, d);
      }),
    }))
    .filter(({ pieces }) =>
      pieces.every((p) => !p.outline || (p.outline[3]![0] > p.x && p.outline[3]![1] > p.y)),
    );

  it('keeps every offcut inside the slab, clear of every piece grown by the kerf, at least the minimum, and apart (property)', () => {
    fc.assert(
      fc.property(layouts, ({ slab, options, pieces }) => {
        const offcuts = leftoverRectangles(slab, pieces, options);
        const long = Math.max(options.minLength, options.minWidth);
        const short = Math.min(options.minLength, options.minWidth);
        offcuts.forEach((offcut, i) => {
          const box = boxOf(offcut);
          expect(box.x0).toBeGreaterThanOrEqual(0);
          expect(box.y0).toBeGreaterThanOrEqual(0);
          expect(box.x1).toBeLessThanOrEqual(slab.width + EPS);
          expect(box.y1).toBeLessThanOrEqual(slab.height + EPS);
          expect(Math.max(offcut.width, offcut.height)).toBeGreaterThanOrEqual(long);
          expect(Math.min(offcut.width, offcut.height)).toBeGreaterThanOrEqual(short);
          expect([offcut.x, offcut.y, offcut.width, offcut.height].every(isSixteenths)).toBe(true);
          for (const p of pieces)
            for (const b of boxesOf(p))
              expect(overlap(box, grown(b, options.kerf)), `offcut ${i} on a piece`).toBe(false);
          offcuts.forEach((other, j) => {
            if (j !== i) expect(overlap(box, boxOf(other)), `offcuts ${i} and ${j}`).toBe(false);
          });
        });
      }),
      { numRuns: 40 },
    );
  });
});

describe('slabLayoutsOf', () => {
  const stones = [
    { brand: 'MSI', type: 'Quartz', color: 'Frost', finish: 'Polished', thickness: '3cm', slabCost: 1200 },
  ];
  const frost = { brand: 'MSI', type: 'Quartz', color: 'Frost', finish: 'Polished', thickness: '3cm' };
  const products = [
    { ...frost, width: 100, depth: 25.5, quantity: 1 },
    { ...frost, width: 30, depth: 20, quantity: 1 },
    { brand: 'Nobody', color: 'Nothing', width: 30, depth: 20, quantity: 1 },
  ];
  const stone = normalizeStoneRow(stones[0]!);
  const stoneOf = (index: number) => (index < 2 ? stone : null);

  it('gives each stone’s slabs with its stone, packed together', () => {
    const estimate = estimateQuote({ products, stones, settings: { breakageBuffer: 0 } });
    const layouts = slabLayoutsOf(estimate, stoneOf);
    expect(layouts).toHaveLength(1);
    expect(layouts[0]!.stone).toBe(stone);
    expect(layouts[0]!.slabs.flatMap((s) => s.pieces.map((p) => p.productIndex)).sort()).toEqual([0, 1]);
  });

  it('gives each product’s own slabs without multi-product optimisation', () => {
    const estimate = estimateQuote({
      products,
      stones,
      settings: { breakageBuffer: 0, multiProductOptimization: false },
    });
    const layouts = slabLayoutsOf(estimate, stoneOf);
    expect(layouts.map((l) => l.slabs.flatMap((s) => s.pieces.map((p) => p.productIndex)))).toEqual([
      [0],
      [1],
    ]);
  });
});

describe('remnantLeftovers', () => {
  const stones = [{ ...frost, slabCost: 1200 }];
  const rackRemnant = (id: string, width: number, height: number) =>
    frostRemnant(id, width, height, 'Rack B');

  it('keeps what is left of a used remnant beside its piece, a kerf away, and nothing of a remnant not used', () => {
    const estimate = estimateQuote({
      products: [{ ...frost, width: 30, depth: 20, quantity: 1 }],
      stones,
      settings: { breakageBuffer: 0, kerfWidth: 0.125, useRemnantsFirst: true },
      remnants: [rackRemnant('r1', 60, 40), rackRemnant('r2', 20, 20)],
    });
    const leftovers = remnantLeftovers(estimate, standard);
    expect(leftovers.map((l) => l.remnant.id)).toEqual(['r1']);
    // The 30 x 20 piece stands turned in the corner of the 60 x 40 remnant: what is beside it, a
    // kerf away, is kept; the 20 x 9.875 in above it is below 24 x 12.
    expect(leftovers[0]!.remnant.pieces).toMatchObject([{ x: 0, y: 0, width: 20, depth: 30 }]);
    expect(leftovers[0]!.offcuts).toEqual([{ x: 20.125, y: 0, width: 39.875, height: 40 }]);
  });

  it('keeps nothing of an estimate without remnants first', () => {
    const estimate = estimateQuote({
      products: [{ ...frost, width: 30, depth: 20, quantity: 1 }],
      stones,
      settings: { breakageBuffer: 0 },
      remnants: [rackRemnant('r1', 60, 40)],
    });
    expect(remnantLeftovers(estimate, standard)).toEqual([]);
  });

  it('keeps every leftover of a used remnant inside it, clear of its pieces by the kerf, at least the minimum, and apart (property)', () => {
    fc.assert(
      fc.property(
        arbitraryTops(60, 30),
        arbitraryRemnantSizes({ min: 20, width: 100, height: 60 }, 1),
        fc.constantFrom(0, 0.125, 0.25),
        (pieces, sizes, kerf) => {
          const estimate = estimateQuote({
            products: pieces.map((p) => ({ ...frost, ...p, quantity: 1 })),
            stones,
            settings: { breakageBuffer: 0, kerfWidth: kerf, useRemnantsFirst: true },
            remnants: sizes.map((s, i) => rackRemnant(`r${i}`, s.width, s.height)),
          });
          const options = { ...standard, kerf };
          const leftovers = remnantLeftovers(estimate, options);
          expect(leftovers.map((l) => l.remnant.id)).toEqual(estimate.remnants!.used.map((r) => r.id));
          for (const { remnant, offcuts } of leftovers) {
            expect(remnant.pieces.length).toBeGreaterThan(0);
            offcuts.forEach((offcut, i) => {
              const box = boxOf(offcut);
              expect(box.x0).toBeGreaterThanOrEqual(0);
              expect(box.y0).toBeGreaterThanOrEqual(0);
              expect(box.x1).toBeLessThanOrEqual(remnant.width + EPS);
              expect(box.y1).toBeLessThanOrEqual(remnant.height + EPS);
              expect(Math.max(offcut.width, offcut.height)).toBeGreaterThanOrEqual(24);
              expect(Math.min(offcut.width, offcut.height)).toBeGreaterThanOrEqual(12);
              for (const p of remnant.pieces)
                for (const b of boxesOf(p))
                  expect(overlap(box, grown(b, kerf)), `leftover ${i} on a piece`).toBe(false);
              offcuts.forEach((other, j) => {
                if (j !== i) expect(overlap(box, boxOf(other)), `leftovers ${i} and ${j}`).toBe(false);
              });
            });
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
