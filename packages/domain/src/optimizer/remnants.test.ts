import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LENGTH_EPSILON as EPS } from './is-guillotine';
import { optimize } from './optimize';
import { copiesOf } from './prepare-items';
import { parseInstance } from './parse-instance';
import type { OptimizeInput, OptimizeResult, Placement, RemnantSpec } from './types';
import { validateLayout } from './validate-layout';

const KERFS = [0, 0.125, 0.1875, 0.25, 0.09375];
const SLABS = [
  { width: 126, height: 63 },
  { width: 120, height: 55 },
  { width: 48, height: 30 },
];

/** Lengths in quarter inches and tenths. */
const length = (min: number, max: number) =>
  fc.oneof(
    fc.integer({ min: min * 4, max: max * 4 }).map((q) => q / 4),
    fc.integer({ min: min * 10, max: max * 10 }).map((t) => t / 10),
  );

const piece = (id: number) =>
  fc.record({
    id: fc.constant(`p${id}`),
    width: length(1, 140),
    depth: length(1, 60),
    quantity: fc.integer({ min: 1, max: 4 }),
    rotate: fc.boolean(),
  });

const remnant = (id: number) =>
  fc.record({ id: fc.constant(`r${id}`), width: length(6, 80), height: length(6, 50) });

const instance: fc.Arbitrary<OptimizeInput> = fc
  .record({
    slab: fc.constantFrom(...SLABS),
    trim: fc.constantFrom(0, 0.5),
    kerf: fc.constantFrom(...KERFS),
    pieces: fc.integer({ min: 1, max: 6 }),
    remnants: fc.integer({ min: 0, max: 4 }),
    guillotine: fc.boolean(),
    seams: fc.boolean(),
  })
  .chain(({ slab, trim, kerf, pieces, remnants, guillotine, seams }) =>
    fc
      .tuple(
        fc.tuple(...Array.from({ length: pieces }, (_, i) => piece(i + 1))),
        remnants === 0
          ? fc.constant([] as RemnantSpec[])
          : fc.tuple(...Array.from({ length: remnants }, (_, i) => remnant(i + 1))),
      )
      .map(([list, kept]): OptimizeInput => ({
        slab: { ...slab, trim },
        kerf,
        pieces: list,
        remnants: kept,
        guillotine,
        maxIterations: 100,
        ...(seams ? { seams: { minPiece: 24 } } : {}),
      })),
  );

/** Problems of the pieces placed on the remnants: outside, at the wrong size, or closer than the kerf. */
function remnantProblems(input: OptimizeInput, result: OptimizeResult): string[] {
  const problems: string[] = [];
  const kerf = input.kerf ?? 0;
  const given = input.remnants ?? [];
  const layouts = result.remnants ?? [];
  if (layouts.map((r) => r.id).join() !== given.map((r) => r.id).join())
    problems.push('not every remnant answered, in input order');
  layouts.forEach((layout, r) => {
    const size = given[r]!;
    const at = (p: Placement): string => `remnant ${layout.id}, ${p.id} at (${p.x}, ${p.y})`;
    for (const p of layout.placements) {
      const spec = input.pieces.find((candidate) => candidate.id === p.id)!;
      const upright = p.width === spec.width && p.height === spec.depth && !p.rotated;
      const turned = p.width === spec.depth && p.height === spec.width && p.rotated && spec.rotate !== false;
      if (!upright && !turned) problems.push(`${at(p)}: not at the piece's size in an allowed turn`);
      if (p.x < -EPS || p.y < -EPS || p.x + p.width > size.width + EPS || p.y + p.height > size.height + EPS)
        problems.push(`${at(p)}: outside the remnant`);
    }
    layout.placements.forEach((p, a) => {
      for (const q of layout.placements.slice(a + 1)) {
        const apart =
          p.x + p.width + kerf <= q.x + EPS ||
          q.x + q.width + kerf <= p.x + EPS ||
          p.y + p.height + kerf <= q.y + EPS ||
          q.y + q.height + kerf <= p.y + EPS;
        if (!apart) problems.push(`${at(p)} and ${q.id} at (${q.x}, ${q.y}): less than the kerf apart`);
      }
    });
  });
  return problems;
}

/** The job the slabs had to take: each piece less the copies placed on remnants. */
function restOf(input: OptimizeInput, result: OptimizeResult): OptimizeInput {
  const onRemnants = new Map<string, number>();
  for (const layout of result.remnants ?? [])
    for (const p of layout.placements) onRemnants.set(p.id, (onRemnants.get(p.id) ?? 0) + 1);
  return {
    ...input,
    pieces: input.pieces
      .map((piece) => ({ ...piece, quantity: copiesOf(piece) - (onRemnants.get(piece.id) ?? 0) }))
      .filter((piece) => piece.quantity !== 0),
  };
}

describe('optimize with remnants', () => {
  it('places pieces inside the remnants at their size, the kerf apart, every copy exactly once', () => {
    fc.assert(
      fc.property(instance, (input) => {
        const result = optimize(input);
        expect(remnantProblems(input, result)).toEqual([]);
        const rest = restOf(input, result);
        expect(rest.pieces.every((p) => p.quantity > 0)).toBe(true);
        expect(validateLayout(rest, result)).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('never takes more slabs than the same job without remnants', () => {
    fc.assert(
      fc.property(instance, (input) => {
        const withoutRemnants = { ...input };
        delete withoutRemnants.remnants;
        expect(optimize(input).slabs.length).toBeLessThanOrEqual(optimize(withoutRemnants).slabs.length);
      }),
      { numRuns: 100 },
    );
  });

  it('uses a remnant only for a piece that fits it; the slabs take the rest', () => {
    const result = optimize({
      slab: { width: 120, height: 60 },
      kerf: 0.125,
      pieces: [
        { id: 'vanity', width: 30, depth: 20, quantity: 2 },
        { id: 'run', width: 100, depth: 25.5, quantity: 1 },
      ],
      remnants: [
        { id: 'small', width: 10, height: 10 },
        { id: 'offcut', width: 30, height: 40 },
      ],
    });
    expect(result.remnants).toEqual([
      { id: 'small', placements: [] },
      {
        id: 'offcut',
        placements: [{ id: 'vanity', x: 0, y: 0, width: 30, height: 20, rotated: false }],
      },
    ]);
    expect(result.slabs.flatMap((slab) => slab.placements.map((p) => p.id)).sort()).toEqual([
      'run',
      'vanity',
    ]);
  });

  it('keeps the kerf between two pieces on one remnant and at none of its edges', () => {
    const pieces = [{ id: 'strip', width: 20, depth: 4, quantity: 2, rotate: false }];
    const tight = optimize({
      slab: { width: 120, height: 60 },
      kerf: 0.25,
      pieces,
      remnants: [{ id: 'r', width: 20, height: 8 }],
    });
    expect(tight.remnants![0]!.placements).toHaveLength(1);
    const roomy = optimize({
      slab: { width: 120, height: 60 },
      kerf: 0.25,
      pieces,
      remnants: [{ id: 'r', width: 20, height: 8.25 }],
    });
    expect(roomy.remnants![0]!.placements.map((p) => p.y)).toEqual([0, 4.25]);
    expect(roomy.slabs).toEqual([]);
  });

  it('turns a piece onto a remnant only when its grain allows', () => {
    const job = (rotate: boolean): OptimizeInput => ({
      slab: { width: 120, height: 60 },
      pieces: [{ id: 'vanity', width: 30, depth: 20, quantity: 1, rotate }],
      remnants: [{ id: 'r', width: 20, height: 30 }],
    });
    expect(optimize(job(true)).remnants![0]!.placements).toEqual([
      { id: 'vanity', x: 0, y: 0, width: 20, height: 30, rotated: true },
    ]);
    expect(optimize(job(false)).remnants![0]!.placements).toEqual([]);
  });

  it('answers no remnants at all when the instance gives none', () => {
    const input: OptimizeInput = {
      slab: { width: 120, height: 60 },
      pieces: [{ id: 'a', width: 30, depth: 20, quantity: 2 }],
    };
    expect(optimize(input)).not.toHaveProperty('remnants');
    expect(optimize({ ...input, remnants: [] }).slabs).toEqual(optimize(input).slabs);
  });
});

describe('parseInstance with remnants', () => {
  it('reads remnants beside the slab', () => {
    const parsed = parseInstance({
      slab: { width: 120, height: 60 },
      pieces: [{ id: 'a', width: 30, depth: 20, quantity: 1 }],
      remnants: [{ id: 7, width: 40, height: 30 }],
    });
    expect(parsed.ok && parsed.input.remnants).toEqual([{ id: '7', width: 40, height: 30 }]);
  });

  it('names every remnant it cannot use, with the reason', () => {
    const parsed = parseInstance({
      slab: { width: 120, height: 60 },
      pieces: [{ id: 'a', width: 30, depth: 20, quantity: 1 }],
      remnants: [{ id: 'r', width: 0, height: 30 }, { id: 'r', width: 10, height: 'x' }, 5],
    });
    expect(parsed).toEqual({
      ok: false,
      errors: [
        'remnants[0].width must be a number above 0.',
        'remnants[1].id "r" is given to another remnant too.',
        'remnants[1].height must be a number above 0.',
        'remnants[2] must be an object.',
      ],
    });
    expect(parseInstance({ slab: { width: 120, height: 60 }, pieces: [], remnants: {} })).toEqual({
      ok: false,
      errors: ['"remnants" must be an array.'],
    });
  });
});
