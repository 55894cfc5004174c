import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lOutline, uOutline } from '../shapes/l-and-u';
import { boundingBox, placeOutline, type Outline, type Rotation } from '../shapes/outline';
import { arbitraryL, arbitraryU, L_120_96_PARTS, outlineOf } from '../shapes/testing';
import { optimize } from './optimize';
import type { OptimizeInput, PieceSpec } from './types';
import { validateLayout } from './validate-layout';

/** A piece with an outline, its width and depth its bounding box. */
const shaped = (id: string, outline: Outline, extra: Partial<PieceSpec> = {}): PieceSpec => {
  const box = boundingBox(outline);
  return { id, width: box.x1 - box.x0, depth: box.y1 - box.y0, quantity: 1, outline, ...extra };
};

const withoutOutlines = (input: OptimizeInput): OptimizeInput => ({
  ...input,
  pieces: input.pieces.map(({ outline: _outline, ...piece }) => piece),
});

const kitchen: OptimizeInput = {
  slab: { width: 126, height: 63 },
  kerf: 0.125,
  pieces: [
    shaped('L', outlineOf(lOutline({ legA: 110, legB: 60, depth: 25.5 }))),
    { id: 'vanity', width: 30, depth: 22, quantity: 2 },
    { id: 'splash', width: 80, depth: 4, quantity: 1 },
  ],
};

describe('nesting by true shape', () => {
  it("puts smaller pieces in an L's notch: one slab where bounding boxes need two", () => {
    const result = optimize(kitchen);
    expect(validateLayout(kitchen, result)).toEqual([]);
    expect(result.slabs).toHaveLength(1);
    expect(optimize(withoutOutlines(kitchen)).slabs).toHaveLength(2);
    const l = result.slabs[0]!.placements.find((p) => p.id === 'L')!;
    expect(l.rotation).toBeDefined();
    expect(l.outline).toHaveLength(6);
    const vanity = result.slabs[0]!.placements.find((p) => p.id === 'vanity')!;
    expect(vanity).not.toHaveProperty('outline');
    expect(vanity).not.toHaveProperty('rotation');
  });

  it('reports an invalid outline and one too large for the slab, and nests the rest', () => {
    const input: OptimizeInput = {
      ...kitchen,
      pieces: [
        ...kitchen.pieces,
        shaped('clockwise', [
          [0, 0],
          [0, 10],
          [10, 10],
          [10, 0],
        ]),
        shaped('huge', outlineOf(lOutline({ legA: 120, legB: 96, depth: 25.5 }))),
      ],
    };
    const result = optimize(input);
    expect(result.unplaced).toEqual([
      { id: 'clockwise', reason: 'invalid_dimensions' },
      { id: 'huge', reason: 'too_large' },
    ]);
    expect(validateLayout(input, result)).toEqual([]);
  });

  it('cuts an L too large for the slab at its inside corner when seams are on', () => {
    const big = shaped('big', outlineOf(lOutline({ legA: 120, legB: 96, depth: 25.5 })));
    const input: OptimizeInput = { ...kitchen, pieces: [big], seams: { minPiece: 12 } };
    const result = optimize(input);
    expect(result.unplaced).toEqual([]);
    expect(validateLayout(input, result)).toEqual([]);
    const parts = result.slabs.flatMap((slab) => slab.placements);
    expect(parts.map((p) => p.seam)).toEqual([
      { part: 0, of: 2 },
      { part: 1, of: 2 },
    ]);
    // Turned back and moved to where it lay in the L, each part is a piece of the L.
    const inTheL = parts.map((p) =>
      placeOutline(p.outline!, ((360 - p.rotation!) % 360) as Rotation, ...p.partOrigin!),
    );
    expect(inTheL).toEqual(L_120_96_PARTS);
    expect(optimize({ ...input, seams: { minPiece: 100 } }).unplaced).toEqual([
      { id: 'big', reason: 'seam_too_short' },
    ]);
  });

  it('cuts an L whose leg is longer than the slab straight across that leg as well', () => {
    // Leg A of 200 in is longer than a 126 in slab even once cut from leg B at the inside corner.
    const long = shaped('long', outlineOf(lOutline({ legA: 200, legB: 60, depth: 25.5 })));
    const input: OptimizeInput = { ...kitchen, pieces: [long], seams: { minPiece: 12 } };
    const result = optimize(input);
    expect(result.unplaced).toEqual([]);
    expect(validateLayout(input, result)).toEqual([]);
    const parts = result.slabs.flatMap((slab) => slab.placements);
    expect(parts.length).toBeGreaterThanOrEqual(2);
    expect(parts.every((p) => p.seam?.of === parts.length)).toBe(true);
    // Without seams it is still named as too large.
    expect(optimize({ ...input, seams: undefined }).unplaced).toEqual([{ id: 'long', reason: 'too_large' }]);
  });

  it('turns a piece whose grain is locked by half turns only', () => {
    const u = outlineOf(uOutline({ back: 100, leftArm: 40, rightArm: 40, depth: 20 }));
    const input: OptimizeInput = {
      slab: { width: 126, height: 63 },
      kerf: 0.25,
      pieces: [shaped('U', u, { quantity: 3, rotate: false })],
    };
    const result = optimize(input);
    expect(validateLayout(input, result)).toEqual([]);
    for (const slab of result.slabs) for (const p of slab.placements) expect([0, 180]).toContain(p.rotation);
  });
});

describe('validateLayout with outlines', () => {
  const l = outlineOf(lOutline({ legA: 100, legB: 50, depth: 20 }));
  const input: OptimizeInput = {
    slab: { width: 126, height: 63 },
    kerf: 0.25,
    pieces: [shaped('L', l), { id: 'r', width: 30, depth: 20, quantity: 1 }],
  };
  const layout = (rx: number, ry: number, outline = l) => ({
    slabs: [
      {
        placements: [
          {
            id: 'L',
            x: 0,
            y: 0,
            width: 100,
            height: 50,
            rotated: false,
            rotation: 0 as const,
            outline: [...outline] as Array<[number, number]>,
          },
          { id: 'r', x: rx, y: ry, width: 30, height: 20, rotated: false },
        ],
        utilisation: 0,
        guillotine: false,
      },
    ],
    unplaced: [],
    lowerBound: 1,
    iterations: 0,
  });

  it('accepts a piece in the notch a kerf away from both legs', () => {
    expect(validateLayout(input, layout(20.25, 20.25))).toEqual([]);
  });

  it('refuses a piece closer than the kerf to a leg, overlapping it, or an outline not the piece’s', () => {
    expect(validateLayout(input, layout(20.125, 20.25))[0]).toMatch(/closer than the kerf/);
    expect(validateLayout(input, layout(10, 30))[0]).toMatch(/overlap/);
    const stretched = l.map(([x, y]): [number, number] => [x === 100 ? 101 : x, y]);
    expect(validateLayout(input, layout(30, 30, stretched))[0]).toMatch(/not the piece's outline/);
  });
});

describe('true-shape nesting, property', () => {
  const shape = fc.record({
    outline: fc.oneof(
      arbitraryL([30, 200], [30, 90], fc.constantFrom(22, 25.5)),
      arbitraryU([60, 120], [30, 60], fc.constantFrom(12, 25.5)),
    ),
    quantity: fc.integer({ min: 1, max: 2 }),
  });
  const rectangle = fc.record({
    width: fc.integer({ min: 8, max: 100 }),
    depth: fc.constantFrom(4, 18, 22, 25.5, 40),
    quantity: fc.integer({ min: 1, max: 3 }),
  });
  const job = fc.record({
    slab: fc.constantFrom(
      { width: 126, height: 63 },
      { width: 120, height: 55 },
      { width: 130, height: 65, trim: 0.5 },
    ),
    kerf: fc.constantFrom(0, 0.125, 0.25, 0.09375),
    locked: fc.boolean(),
    seams: fc.boolean(),
    shapes: fc.array(shape, { minLength: 1, maxLength: 3 }),
    rectangles: fc.array(rectangle, { maxLength: 5 }),
  });

  it('places every copy (or all its parts when cut at inside corners) once or reports it, inside the slab, no two pieces closer than the kerf, never more slabs than bounding boxes', () => {
    fc.assert(
      fc.property(job, ({ slab, kerf, locked, seams, shapes, rectangles }) => {
        const rotate = locked ? { rotate: false } : {};
        const input: OptimizeInput = {
          slab,
          kerf,
          maxIterations: 60,
          pieces: [
            ...shapes.map((s, i) => shaped(`shape-${i}`, s.outline, { quantity: s.quantity, ...rotate })),
            ...rectangles.map((r, i) => ({ id: `rect-${i}`, ...r, ...rotate })),
          ],
        };
        const result = optimize(input);
        expect(validateLayout(input, result)).toEqual([]);
        // With seams the boxes would be cut by straight seams, the shapes at inside corners only.
        if (!seams)
          expect(result.slabs.length).toBeLessThanOrEqual(optimize(withoutOutlines(input)).slabs.length);
      }),
      { numRuns: 40 },
    );
  });
});
