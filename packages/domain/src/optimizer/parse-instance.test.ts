import { describe, expect, it } from 'vitest';
import { parseInstance } from './parse-instance';

describe('parseInstance', () => {
  it('reads the command-line instance and ignores unknown fields', () => {
    const parsed = parseInstance({
      name: 'job-1',
      class: 'C01',
      slab: { width: 126, height: 63 },
      kerf: 0.125,
      pieces: [{ id: 'p1', width: 96, depth: 25.5, quantity: 2, colour: 'white' }],
    });
    expect(parsed).toEqual({
      ok: true,
      name: 'job-1',
      input: {
        slab: { width: 126, height: 63 },
        kerf: 0.125,
        pieces: [{ id: 'p1', width: 96, depth: 25.5, quantity: 2 }],
      },
    });
  });

  it('reads the optional trim, guillotine mode, budget, seams, rotation lock and priority', () => {
    const parsed = parseInstance({
      slab: { width: 126, height: 63 },
      trim: 0.5,
      guillotine: true,
      timeBudgetMs: 200,
      seams: { minPiece: 30 },
      pieces: [{ id: 'i', width: 96, depth: 42, quantity: 1, rotate: false, priority: 'high' }],
    });
    expect(parsed.ok && parsed.timeBudgetMs).toBe(200);
    expect(parsed.ok && parsed.input).toEqual({
      slab: { width: 126, height: 63, trim: 0.5 },
      kerf: 0,
      guillotine: true,
      seams: { minPiece: 30 },
      pieces: [{ id: 'i', width: 96, depth: 42, quantity: 1, rotate: false, priority: 'high' }],
    });
  });

  it('reads an iteration cap and a seed for a reproducible run', () => {
    const parsed = parseInstance({
      slab: { width: 126, height: 63 },
      maxIterations: 500,
      seed: 7,
      pieces: [],
    });
    expect(parsed.ok && parsed.input).toMatchObject({ maxIterations: 500, seed: 7 });
    expect(parseInstance({ slab: { width: 126, height: 63 }, seed: -1, pieces: [] })).toEqual({
      ok: false,
      errors: ['"seed" must be a whole number of at least 0.'],
    });
  });

  it('defaults the minimum seam piece to 24 inches', () => {
    const parsed = parseInstance({ slab: { width: 126, height: 63 }, seams: {}, pieces: [] });
    expect(parsed.ok && parsed.input.seams).toEqual({ minPiece: 24 });
  });

  it('reports every problem of a bad instance', () => {
    const parsed = parseInstance({
      slab: { width: 0, height: 63 },
      kerf: -1,
      pieces: [{ id: '', width: 'wide', depth: 0, quantity: 1.5, priority: 'urgent' }],
    });
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.errors).toEqual([
      '"slab.width" must be a number above 0.',
      '"kerf" must be a number of at least 0.',
      'pieces[0].id must be a non-empty string.',
      'pieces[0].width must be a number above 0.',
      'pieces[0].depth must be a number above 0.',
      'pieces[0].quantity must be a whole number of at least 1.',
      'pieces[0].priority must be one of high, normal, low.',
    ]);
  });

  it('rejects a trim that leaves no usable slab', () => {
    const parsed = parseInstance({ slab: { width: 126, height: 63, trim: 40 }, pieces: [] });
    expect(!parsed.ok && parsed.errors).toEqual([
      '"trim" leaves no usable slab: it must be less than half the slab width and height.',
    ]);
  });

  it('rejects input that is not an object', () => {
    expect(parseInstance([1, 2])).toEqual({ ok: false, errors: ['The instance must be a JSON object.'] });
  });

  it('reads a piece given by its outline instead of width and depth', () => {
    const outline = [
      [0, 0],
      [110, 0],
      [110, 25.5],
      [25.5, 25.5],
      [25.5, 60],
      [0, 60],
    ];
    const parsed = parseInstance({
      slab: { width: 126, height: 63 },
      pieces: [{ id: 'L', outline, quantity: 1 }],
    });
    expect(parsed.ok && parsed.input.pieces).toEqual([
      { id: 'L', width: 110, depth: 60, quantity: 1, outline },
    ]);
  });

  it('refuses an outline that is no rectilinear polygon, naming the piece and the reason', () => {
    const parsed = parseInstance({
      slab: { width: 126, height: 63 },
      pieces: [
        {
          id: 'slanted',
          quantity: 1,
          outline: [
            [0, 0],
            [10, 0],
            [12, 5],
            [0, 5],
          ],
        },
        {
          id: 'clockwise',
          quantity: 1,
          outline: [
            [0, 0],
            [0, 5],
            [10, 5],
            [10, 0],
          ],
        },
        { id: 'words', quantity: 1, outline: 'L-shaped' },
      ],
    });
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.errors).toEqual([
      expect.stringMatching(/^pieces\[0\] \(id "slanted"\): outline refused, not rectilinear/),
      expect.stringMatching(/^pieces\[1\] \(id "clockwise"\): outline refused, clockwise/),
      'pieces[2] (id "words"): outline refused, it must be an array of [x, y] points.',
    ]);
  });
});
