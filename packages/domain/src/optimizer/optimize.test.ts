import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { isGuillotine } from './is-guillotine';
import { naiveSlabs } from './naive-grid';
import { optimize, stopAfter } from './optimize';
import type { OptimizeInput, PieceSpec } from './types';
import { validateLayout } from './validate-layout';

/** The spec's kerf options. */
const KERFS = [0, 0.125, 0.1875, 0.25, 0.09375];
const SLABS = [
  { width: 126, height: 63 },
  { width: 130, height: 65 },
  { width: 120, height: 55 },
  { width: 48, height: 30 },
];

/** Lengths in quarter inches, some odd decimals, some longer than any slab. */
const length = (max: number) =>
  fc.oneof(
    fc.integer({ min: 4, max: max * 4 }).map((q) => q / 4),
    fc.integer({ min: 10, max: max * 10 }).map((t) => t / 10),
  );

const piece = (id: number) =>
  fc.record({
    id: fc.constant(`p${id}`),
    width: length(140),
    depth: length(70),
    quantity: fc.integer({ min: 1, max: 4 }),
    rotate: fc.boolean(),
    priority: fc.constantFrom('high' as const, 'normal' as const, 'low' as const),
  });

const instance = (guillotine: boolean): fc.Arbitrary<OptimizeInput> =>
  fc
    .record({
      slab: fc.constantFrom(...SLABS),
      trim: fc.constantFrom(0, 0.5, 1.25),
      kerf: fc.constantFrom(...KERFS),
      count: fc.integer({ min: 1, max: 7 }),
      seams: fc.boolean(),
    })
    .chain(({ slab, trim, kerf, count, seams }) =>
      fc.tuple(...Array.from({ length: count }, (_, i) => piece(i + 1))).map((pieces): OptimizeInput => ({
        slab: { ...slab, trim },
        kerf,
        pieces,
        guillotine,
        maxIterations: 150,
        ...(seams ? { seams: { minPiece: 24 } } : {}),
      })),
    );

/** Fourteen pieces of varied sizes on a 126 × 63 slab, their sizes stepped by the two factors. */
function mixedJob(widthStep: number, depthStep: number): OptimizeInput {
  return {
    slab: { width: 126, height: 63 },
    kerf: 0.125,
    pieces: Array.from({ length: 14 }, (_, i) => ({
      id: `p${i}`,
      width: 20 + ((i * widthStep) % 80),
      depth: 10 + ((i * depthStep) % 40),
      quantity: 1 + (i % 3),
    })),
  };
}

describe('optimize', () => {
  it('always gives a valid free layout with every copy placed or reported', () => {
    fc.assert(
      fc.property(instance(false), (input) => {
        expect(validateLayout(input, optimize(input))).toEqual([]);
      }),
      { numRuns: 80 },
    );
  });

  it('always gives a valid guillotine layout that a bridge saw can cut', () => {
    fc.assert(
      fc.property(instance(true), (input) => {
        const result = optimize(input);
        expect(validateLayout(input, result)).toEqual([]);
        for (const slab of result.slabs) {
          expect(slab.guillotine).toBe(true);
          expect(isGuillotine(slab.placements, input.kerf)).toBe(true);
        }
      }),
      { numRuns: 80 },
    );
  });

  it('reports exactly the copies that fit an empty slab in neither orientation when seams are off', () => {
    fc.assert(
      fc.property(instance(false), (input) => {
        const plain = { ...input, seams: undefined };
        const result = optimize(plain);
        const W = input.slab.width - 2 * (input.slab.trim ?? 0);
        const H = input.slab.height - 2 * (input.slab.trim ?? 0);
        const expected = plain.pieces.flatMap((p) => {
          const fits = (p.width <= W && p.depth <= H) || (p.rotate !== false && p.depth <= W && p.width <= H);
          return fits ? [] : Array.from({ length: p.quantity }, () => p.id);
        });
        expect(result.unplaced.map((u) => u.id).sort()).toEqual(expected.sort());
        expect(result.unplaced.every((u) => u.reason === 'too_large')).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('never uses more slabs than the naive per-product uniform grid', () => {
    fc.assert(
      fc.property(instance(false), fc.boolean(), (input, guillotine) => {
        const plain = { ...input, seams: undefined, guillotine };
        const naive = plain.pieces.reduce((sum, p) => sum + (naiveSlabs(plain.slab, p, plain.kerf) ?? 0), 0);
        expect(optimize(plain).slabs.length).toBeLessThanOrEqual(naive);
      }),
      { numRuns: 60 },
    );
  });

  it('packs many copies of one piece no worse than the best uniform grid', () => {
    const slab = { width: 126, height: 63 };
    for (const [width, depth] of [
      [25.5, 37.75],
      [30, 22],
      [41, 17.5],
    ] as const) {
      const p: PieceSpec = { id: 'v', width, depth, quantity: 23 };
      const result = optimize({ slab, kerf: 0.125, pieces: [p], maxIterations: 300 });
      expect(result.slabs.length).toBeLessThanOrEqual(naiveSlabs(slab, p, 0.125)!);
    }
  });

  it('packs pieces of different products together on one slab', () => {
    const result = optimize({
      slab: { width: 126, height: 63 },
      kerf: 0.125,
      pieces: [
        { id: 'kitchen', width: 96, depth: 25.5, quantity: 1 },
        { id: 'vanity', width: 60, depth: 22, quantity: 1 },
        { id: 'backsplash', width: 96, depth: 4, quantity: 2 },
      ],
    });
    expect(result.slabs).toHaveLength(1);
    expect(new Set(result.slabs[0]!.placements.map((p) => p.id)).size).toBe(3);
  });

  it('keeps a piece whose rotation is locked in its own orientation', () => {
    const result = optimize({
      slab: { width: 126, height: 63 },
      pieces: [{ id: 'grain', width: 20, depth: 60, quantity: 6, rotate: false }],
    });
    const placements = result.slabs.flatMap((s) => s.placements);
    expect(placements).toHaveLength(6);
    expect(placements.every((p) => !p.rotated && p.width === 20 && p.height === 60)).toBe(true);
  });

  it('places a piece that only fits turned, turned', () => {
    const result = optimize({
      slab: { width: 126, height: 63 },
      pieces: [{ id: 'tall', width: 30, depth: 100, quantity: 1 }],
    });
    expect(result.slabs[0]!.placements[0]).toMatchObject({ rotated: true, width: 100, height: 30 });
  });

  it('gives the same layout for the same input', () => {
    const input = { ...mixedJob(37, 23), maxIterations: 2000 };
    expect(optimize(input)).toEqual(optimize(input));
  });

  it('gives the same layout on a machine however slow: the search never reads the clock', () => {
    const input = mixedJob(41, 29);
    const quiet = optimize(input);
    // Every clock reading a minute later than the last: a deadline read from it would pass at once.
    let minutes = 0;
    const slowClock = (): number => (minutes += 60_000);
    const performanceNow = vi.spyOn(performance, 'now').mockImplementation(slowClock);
    const dateNow = vi.spyOn(Date, 'now').mockImplementation(slowClock);
    try {
      expect(optimize(input)).toEqual(quiet);
      expect(performanceNow).not.toHaveBeenCalled();
      expect(dateNow).not.toHaveBeenCalled();
    } finally {
      performanceNow.mockRestore();
      dateNow.mockRestore();
    }
  });

  it('returns the best layout found so far when the safety net of the caller fires', () => {
    const input = mixedJob(41, 29);
    const stopped = optimize({ ...input, shouldStop: () => true });
    expect(stopped.iterations).toBe(0);
    expect(validateLayout(input, stopped)).toEqual([]);
    expect(stopped.slabs.length).toBeGreaterThanOrEqual(optimize(input).slabs.length);
  });

  it('stopAfter answers true only once the given time has passed on the clock of the caller', () => {
    let now = 1000;
    const stop = stopAfter(50, () => now);
    expect(stop()).toBe(false);
    now = 1050;
    expect(stop()).toBe(false);
    now = 1051;
    expect(stop()).toBe(true);
  });

  it('reaches the lower bound and stops there on an easy job', () => {
    const result = optimize({
      slab: { width: 126, height: 63 },
      pieces: [{ id: 'q', width: 63, depth: 31.5, quantity: 8 }],
    });
    expect(result.slabs).toHaveLength(result.lowerBound);
    expect(result.slabs[0]!.utilisation).toBe(1);
  });

  it('reports a slab utilisation of placed area over usable area', () => {
    const result = optimize({
      slab: { width: 126, height: 63, trim: 1 },
      pieces: [{ id: 'a', width: 62, depth: 30.5, quantity: 1 }],
    });
    expect(result.slabs[0]!.utilisation).toBeCloseTo((62 * 30.5) / (124 * 61), 12);
  });
});

describe('optimize with seams', () => {
  const slab = { width: 126, height: 63 };

  it('splits a piece longer than the slab into the fewest equal parts', () => {
    const result = optimize({
      slab,
      kerf: 0.125,
      seams: { minPiece: 24 },
      pieces: [{ id: 'run', width: 300, depth: 25.5, quantity: 1 }],
    });
    const parts = result.slabs.flatMap((s) => s.placements);
    expect(parts).toHaveLength(3);
    expect(parts.map((p) => p.seam)).toEqual(
      expect.arrayContaining([
        { part: 0, of: 3 },
        { part: 1, of: 3 },
        { part: 2, of: 3 },
      ]),
    );
    expect(parts.map((p) => (p.rotated ? p.height : p.width))).toEqual([100, 100, 100]);
    expect(result.unplaced).toEqual([]);
  });

  it('reports the piece too large without seams', () => {
    const result = optimize({ slab, pieces: [{ id: 'run', width: 300, depth: 25.5, quantity: 2 }] });
    expect(result.unplaced).toEqual([
      { id: 'run', reason: 'too_large' },
      { id: 'run', reason: 'too_large' },
    ]);
  });

  it('reports a piece too deep for any slab as too large even with seams', () => {
    const result = optimize({
      slab,
      seams: { minPiece: 24 },
      pieces: [{ id: 'huge', width: 300, depth: 130, quantity: 1 }],
    });
    expect(result.unplaced).toEqual([{ id: 'huge', reason: 'too_large' }]);
  });

  it('refuses parts shorter than the minimum seam piece', () => {
    const result = optimize({
      slab: { width: 40, height: 30 },
      seams: { minPiece: 24 },
      pieces: [{ id: 'strip', width: 41, depth: 35, quantity: 1 }],
    });
    expect(result.unplaced).toEqual([{ id: 'strip', reason: 'seam_too_short' }]);
  });
});

describe('optimize with priorities', () => {
  it('puts the high-priority island on the first slab', () => {
    const result = optimize({
      slab: { width: 126, height: 63 },
      kerf: 0.125,
      pieces: [
        { id: 'perimeter', width: 110, depth: 25.5, quantity: 3, priority: 'low' },
        { id: 'island', width: 96, depth: 42, quantity: 1, priority: 'high' },
        { id: 'vanity', width: 48, depth: 22, quantity: 2 },
      ],
    });
    expect(result.slabs.length).toBeGreaterThan(1);
    expect(result.slabs[0]!.placements.map((p) => p.id)).toContain('island');
  });

  it('lists slabs with more high-priority pieces first', () => {
    fc.assert(
      fc.property(instance(false), (input) => {
        const result = optimize(input);
        const priority = new Map(input.pieces.map((p) => [p.id, p.priority]));
        const highs = result.slabs.map(
          (s) => s.placements.filter((p) => priority.get(p.id) === 'high').length,
        );
        expect(highs).toEqual([...highs].sort((a, b) => b - a));
      }),
      { numRuns: 30 },
    );
  });
});
