import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { completionLowerBound, exhaustiveBound, lowerBound, patternLowerBound } from './lower-bound';
import { optimize } from './optimize';
import type { CompletionReport } from './slab-completion-bound';
import type { OptimizeInput, PieceSpec } from './types';

const slab126 = { width: 126, height: 63 };

/** Copies of the input's pieces that fit an empty slab, as kerf-inflated [w, h, canTurn]. */
function fittingCopies(input: OptimizeInput): Array<[number, number, boolean]> {
  const kerf = input.kerf ?? 0;
  const trim = input.slab.trim ?? 0;
  const W = input.slab.width - 2 * trim;
  const H = input.slab.height - 2 * trim;
  return input.pieces.flatMap((p) => {
    const upright = p.width <= W && p.depth <= H;
    const turned = p.rotate !== false && p.depth <= W && p.width <= H;
    if (!(upright || turned) || !(p.width > 0 && p.depth > 0)) return [];
    const copy: [number, number, boolean] = upright
      ? [p.width + kerf, p.depth + kerf, turned]
      : [p.depth + kerf, p.width + kerf, false];
    return Array.from({ length: p.quantity }, () => copy);
  });
}

/**
 * Slabs used by a simple, valid shelf packer: copies sorted by height, laid left to right
 * in shelves, a new shelf above when the row is full, a new slab when the shelves are.
 * Works in the kerf-inflated space, where a valid layout is an overlap-free packing.
 */
function shelfSlabs(input: OptimizeInput): number {
  const kerf = input.kerf ?? 0;
  const trim = input.slab.trim ?? 0;
  const W = input.slab.width - 2 * trim + kerf;
  const H = input.slab.height - 2 * trim + kerf;
  const copies = fittingCopies(input)
    .map(([w, h, canTurn]): [number, number] => (canTurn && h > w && h <= W && w <= H ? [h, w] : [w, h]))
    .sort((a, b) => b[1] - a[1]);
  let slabs = 0;
  let shelfY = H;
  let shelfH = 0;
  let x = W;
  for (const [w, h] of copies) {
    if (x + w > W) {
      shelfY += shelfH;
      shelfH = h;
      x = 0;
      if (shelfY + h > H) {
        slabs += 1;
        shelfY = 0;
      }
    }
    x += w;
  }
  return slabs;
}

/**
 * The optimum for tiny integer instances, by exhaustive search: every partition of the
 * copies into slabs, each slab checked by filling its first free unit cell either with a
 * copy's lower-left corner or with waste (complete for integer sizes).
 */
function exactSlabs(input: OptimizeInput): number {
  const kerf = input.kerf ?? 0;
  const trim = input.slab.trim ?? 0;
  const W = input.slab.width - 2 * trim + kerf;
  const H = input.slab.height - 2 * trim + kerf;
  const copies = fittingCopies(input);
  const memo = new Map<number, boolean>();
  const fits = (mask: number): boolean => {
    const cached = memo.get(mask);
    if (cached !== undefined) return cached;
    const chosen = copies.filter((_, i) => mask & (1 << i));
    const result = fitsOneSlab(chosen, W, H);
    memo.set(mask, result);
    return result;
  };
  const bins: number[] = [];
  const assign = (i: number, limit: number): boolean => {
    if (i === copies.length) return true;
    for (let b = 0; b < bins.length; b++) {
      const before = bins[b] as number;
      bins[b] = before | (1 << i);
      if (fits(bins[b] as number) && assign(i + 1, limit)) return true;
      bins[b] = before;
    }
    if (bins.length < limit) {
      bins.push(1 << i);
      if (assign(i + 1, limit)) return true;
      bins.pop();
    }
    return false;
  };
  for (let limit = 0; ; limit++) {
    bins.length = 0;
    if (assign(0, limit)) return limit;
  }
}

function fitsOneSlab(copies: Array<[number, number, boolean]>, W: number, H: number): boolean {
  const area = copies.reduce((sum, [w, h]) => sum + w * h, 0);
  if (area > W * H) return false;
  const grid = new Uint8Array(W * H);
  const left = [...copies];
  const free = (x: number, y: number, w: number, h: number) => {
    if (x + w > W || y + h > H) return false;
    for (let yy = y; yy < y + h; yy++) for (let xx = x; xx < x + w; xx++) if (grid[yy * W + xx]) return false;
    return true;
  };
  const mark = (x: number, y: number, w: number, h: number, v: number) => {
    for (let yy = y; yy < y + h; yy++) for (let xx = x; xx < x + w; xx++) grid[yy * W + xx] = v;
  };
  const search = (from: number, waste: number): boolean => {
    if (left.length === 0) return true;
    let cell = from;
    while (grid[cell]) cell++;
    const x = cell % W;
    const y = Math.floor(cell / W);
    const tried = new Set<string>();
    for (let i = 0; i < left.length; i++) {
      const [w, h, canTurn] = left[i] as [number, number, boolean];
      for (const [pw, ph] of canTurn
        ? [
            [w, h],
            [h, w],
          ]
        : [[w, h]]) {
        const key = `${pw}x${ph}`;
        if (tried.has(key) || !free(x, y, pw as number, ph as number)) continue;
        tried.add(key);
        const [taken] = left.splice(i, 1);
        mark(x, y, pw as number, ph as number, 1);
        const ok = search(cell, waste);
        mark(x, y, pw as number, ph as number, 0);
        left.splice(i, 0, taken as [number, number, boolean]);
        if (ok) return true;
      }
    }
    if (waste === 0) return false;
    grid[cell] = 1;
    const ok = search(cell, waste - 1);
    grid[cell] = 0;
    return ok;
  };
  return search(0, W * H - area);
}

/** One to `maxTypes` piece types of whole-inch sizes, some locked upright. */
const pieceTypes = (
  side: { min: number; max: number; maxDepth: number },
  maxQuantity: number,
  maxTypes: number,
) =>
  fc.array(
    fc.record({
      id: fc.constant('p'),
      width: fc.integer({ min: side.min, max: side.max }),
      depth: fc.integer({ min: side.min, max: side.maxDepth }),
      quantity: fc.integer({ min: 1, max: maxQuantity }),
      rotate: fc.boolean(),
    }),
    { minLength: 1, maxLength: maxTypes },
  );

/** Pieces of tiny jobs, few enough to solve exhaustively. */
const tinyPieces = pieceTypes({ min: 1, max: 8, maxDepth: 8 }, 3, 4);

/** Tiny jobs on small untrimmed slabs, small enough to solve exhaustively. */
const tinyJob = fc.record({
  slab: fc.record({ width: fc.integer({ min: 4, max: 9 }), height: fc.integer({ min: 4, max: 9 }) }),
  kerf: fc.constantFrom(0, 0, 1),
  pieces: tinyPieces,
});

const piece = (id: string, width: number, depth: number, quantity = 1, extra: Partial<PieceSpec> = {}) => ({
  id,
  width,
  depth,
  quantity,
  ...extra,
});

describe('lowerBound', () => {
  it('is zero when there are no pieces, or none fits the slab', () => {
    expect(lowerBound({ slab: slab126, pieces: [] })).toBe(0);
    expect(lowerBound({ slab: slab126, pieces: [piece('huge', 140, 30)] })).toBe(0);
  });

  it('leaves out a piece that fits only rotated when its grain locks rotation', () => {
    const pieces = [piece('tall', 60, 100, 3, { rotate: false })];
    expect(lowerBound({ slab: slab126, pieces })).toBe(0);
    expect(lowerBound({ slab: slab126, pieces: [piece('tall', 60, 100, 3)] })).toBe(3);
  });

  it('counts two perimeter runs that share one slab as one slab', () => {
    expect(lowerBound({ slab: slab126, kerf: 0.125, pieces: [piece('run', 96, 25.5, 2)] })).toBe(1);
  });

  it('needs a second slab when the kerf leaves no room between two half-slab pieces', () => {
    const pieces = [piece('half', 63, 63, 2)];
    expect(lowerBound({ slab: slab126, pieces })).toBe(1);
    expect(lowerBound({ slab: slab126, kerf: 0.125, pieces })).toBe(2);
  });

  it('uses only the slab inside the trim', () => {
    const pieces = [piece('half', 62, 61, 2)];
    expect(lowerBound({ slab: { ...slab126, trim: 1 }, pieces })).toBe(1);
    expect(lowerBound({ slab: { ...slab126, trim: 1.5 }, pieces })).toBe(0);
    expect(lowerBound({ slab: { ...slab126, trim: 0.75 }, kerf: 1, pieces })).toBe(2);
  });

  it('gives each of three islands too large to share a slab of its own, beyond the area bound', () => {
    expect(lowerBound({ slab: slab126, pieces: [piece('island', 70, 40, 3)] })).toBe(3);
  });

  it('sees that four 60 by 30 pieces locked upright need two 100 by 100 slabs', () => {
    const slab = { width: 100, height: 100 };
    expect(lowerBound({ slab, pieces: [piece('p', 60, 30, 4, { rotate: false })] })).toBe(2);
    expect(lowerBound({ slab, pieces: [piece('p', 60, 30, 4)] })).toBe(1);
  });

  it('counts pieces over half the slab both ways that cannot share, with small pieces beside them', () => {
    const slab = { width: 10, height: 10 };
    const pieces = [piece('big', 6, 6, 3), piece('small', 4, 4, 9)];
    // Each big piece leaves room for three 4 by 4 pieces (an L of width 4); 9 small need 3 slabs' worth.
    expect(lowerBound({ slab, pieces })).toBe(3);
    expect(exactSlabs({ slab, pieces })).toBe(3);
  });

  it('matches the optimum of a job where the dual-feasible bound beats the area bound', () => {
    const slab = { width: 10, height: 10 };
    const pieces = [piece('a', 6, 4, 5, { rotate: false })];
    expect(exactSlabs({ slab, pieces })).toBe(3);
    expect(lowerBound({ slab, pieces })).toBe(3);
  });

  it('stacks pieces too wide to stand side by side and packs their heights exactly', () => {
    // Every piece is over half the slab wide, so each slab holds a stack whose heights sum to
    // at most 20: 12+5, 12+4, 9+6+5, 6 — four slabs, though their area fits in three.
    const slab = { width: 30, height: 20 };
    const heights = [12, 12, 9, 6, 6, 5, 5, 4];
    const pieces = heights.map((depth, i) => piece(`p${i}`, 16, depth, 1, { rotate: false }));
    expect(lowerBound({ slab, pieces })).toBe(4);
  });

  it('never exceeds the slabs of a valid shelf layout, with kerfs and trims of the trade', () => {
    const kerfs = [0, 0.125, 0.1875, 0.25, 0.09375];
    const size = fc.integer({ min: 4, max: 520 }).map((quarters) => quarters / 4);
    const instance = fc.record({
      slab: fc.record({
        width: fc.constantFrom(126, 130, 120, 100),
        height: fc.constantFrom(63, 65, 55, 100),
        trim: fc.constantFrom(0, 0.5, 1),
      }),
      kerf: fc.constantFrom(...kerfs),
      pieces: fc.array(
        fc.record({
          id: fc.constant('p'),
          width: size,
          depth: size,
          quantity: fc.integer({ min: 1, max: 6 }),
          rotate: fc.boolean(),
        }),
        { maxLength: 12 },
      ),
    });
    fc.assert(
      fc.property(instance, (input) => {
        const bound = lowerBound(input);
        expect(bound).toBeLessThanOrEqual(shelfSlabs(input));
        expect(bound).toBeLessThanOrEqual(fittingCopies(input).length);
      }),
      { numRuns: 300 },
    );
  });

  it('never exceeds the optimum of tiny jobs solved exhaustively', () => {
    const instance = fc.record({
      slab: fc.record({
        width: fc.integer({ min: 4, max: 9 }),
        height: fc.integer({ min: 4, max: 9 }),
        trim: fc.constantFrom(0, 0, 1),
      }),
      kerf: fc.constantFrom(0, 0, 1),
      pieces: tinyPieces,
    });
    fc.assert(
      fc.property(instance, (input) => {
        fc.pre(fittingCopies(input).length <= 6);
        expect(lowerBound(input)).toBeLessThanOrEqual(exactSlabs(input));
      }),
      { numRuns: 1500 },
    );
  });

  it('raises the bound exhaustively only to the optimum of tiny jobs', () => {
    const effort = { maxCopies: Infinity, maxKnown: 6, fitNodes: 1e6, totalNodes: 1e7, maxRaises: 1 };
    fc.assert(
      fc.property(tinyJob, (input) => {
        fc.pre(fittingCopies(input).length <= 6);
        const exact = exactSlabs(input);
        // With effort enough to settle every split, one slab below the optimum is ruled out,
        // and the optimum itself never is.
        expect(exhaustiveBound(input, lowerBound(input), exact, effort)).toBe(exact);
        expect(exhaustiveBound(input, lowerBound(input), exact + 1, effort)).toBe(exact);
      }),
      { numRuns: 300 },
    );
    // A job the size-based bounds put one slab below its optimum.
    const job: OptimizeInput = {
      slab: { width: 14, height: 9 },
      pieces: [piece('a', 5, 6, 3, { rotate: false }), piece('b', 13, 4, 3, { rotate: false })],
    };
    expect(exactSlabs(job)).toBe(4);
    expect(lowerBound(job)).toBe(3);
    expect(exhaustiveBound(job, lowerBound(job), 4, effort)).toBe(4);
  });

  it('proves job-230 needs two slabs, where every size-based bound gives one', () => {
    const input: OptimizeInput = {
      slab: { width: 130, height: 65, trim: 0.5 },
      kerf: 0.09375,
      pieces: [
        { id: 'run', width: 25.5, depth: 98.75, quantity: 1 },
        { id: 'vanity', width: 61.375, depth: 22, quantity: 2 },
        { id: 'short', width: 24.5, depth: 25.5, quantity: 2 },
      ],
    };
    expect(lowerBound(input)).toBe(2);
    expect(lowerBound({ ...input, pieces: input.pieces.slice(0, 2) })).toBe(1);
  });
});

describe('patternLowerBound', () => {
  const effort = { fitNodes: 20000, settleFactor: 10, totalWork: 300000, maxRounds: 300 };

  it('proves from what fits one slab what sizes alone cannot: thirteen pieces with the area of one slab need two', () => {
    const input: OptimizeInput = {
      slab: { width: 20, height: 10 },
      pieces: [
        piece('a', 7, 2, 6, { rotate: false }),
        piece('b', 3, 4, 4, { rotate: false }),
        piece('c', 11, 2, 3, { rotate: false }),
      ],
    };
    expect(lowerBound(input)).toBe(1);
    expect(patternLowerBound(input, lowerBound(input), 2, effort)).toBe(2);
  });

  it('never proves more than the optimum of tiny jobs solved exhaustively', () => {
    fc.assert(
      fc.property(tinyJob, (input) => {
        fc.pre(fittingCopies(input).length <= 6);
        const exact = exactSlabs(input);
        expect(patternLowerBound(input, lowerBound(input), exact + 1, effort)).toBeLessThanOrEqual(exact);
      }),
      { numRuns: 500 },
    );
  });

  it('never proves more slabs than a valid layout uses', () => {
    const instance = fc.record({
      slab: fc.record({ width: fc.constant(20), height: fc.constant(10) }),
      kerf: fc.constantFrom(0, 0.5),
      pieces: pieceTypes({ min: 2, max: 14, maxDepth: 8 }, 6, 5),
    });
    fc.assert(
      fc.property(instance, (input) => {
        const slabs = optimize({ ...input, maxIterations: 2000 }).slabs.length;
        expect(patternLowerBound(input, lowerBound(input), slabs + 1, effort)).toBeLessThanOrEqual(slabs);
      }),
      { numRuns: 150 },
    );
  });
});

describe('completionLowerBound', () => {
  const effort = {
    fitNodes: 1e6,
    dualFitNodes: 1e6,
    packerRounds: 1e4,
    dualRounds: 1000,
    settleFactor: 1,
    totalWork: 1e7,
  };

  it('proves what the covering LP cannot: the optimum of a job whose LP is a whole number of slabs', () => {
    const job: OptimizeInput = {
      slab: { width: 14, height: 9 },
      pieces: [piece('a', 5, 6, 3, { rotate: false }), piece('b', 13, 4, 3, { rotate: false })],
    };
    expect(lowerBound(job)).toBe(3);
    expect(completionLowerBound(job, lowerBound(job), 4, effort)).toBe(4);
  });

  it('proves exactly the optimum of tiny jobs solved exhaustively', () => {
    fc.assert(
      fc.property(tinyJob, (input) => {
        fc.pre(fittingCopies(input).length <= 6);
        const exact = exactSlabs(input);
        // With effort enough to settle every set, one slab below the optimum is ruled out,
        // and the optimum itself never is.
        const known = Math.min(1, exact);
        expect(completionLowerBound(input, known, exact, effort)).toBe(exact);
        expect(completionLowerBound(input, known, exact + 1, effort)).toBeLessThanOrEqual(exact);
      }),
      { numRuns: 300 },
    );
  }, 60000);

  it('reports a Farley bound no higher than the optimum and, one slab above it, a split it packed', () => {
    fc.assert(
      fc.property(tinyJob, (input) => {
        fc.pre(fittingCopies(input).length <= 6);
        const exact = exactSlabs(input);
        const report: CompletionReport = {};
        expect(
          completionLowerBound(input, Math.min(1, exact), exact + 1, effort, report),
        ).toBeLessThanOrEqual(exact);
        // Jobs whose copies each need a slab of their own leave the search nothing to do.
        if (report.outcome === undefined) return;
        // On the optimum's slabs every set of the split found is packed: a layout of the copies.
        expect(report.outcome).toBe('split found');
        expect(report.splitPacked).toBe(true);
        expect(Math.ceil(report.farley! - 1e-6)).toBeLessThanOrEqual(exact);
      }),
      { numRuns: 200 },
    );
  }, 60000);

  it('never proves more slabs than a valid layout uses, with a small budget', () => {
    const small = {
      fitNodes: 200,
      dualFitNodes: 50,
      packerRounds: 3,
      dualRounds: 1,
      settleFactor: 3,
      totalWork: 20000,
    };
    const medium = {
      fitNodes: 20000,
      dualFitNodes: 2000,
      packerRounds: 100,
      dualRounds: 20,
      settleFactor: 10,
      totalWork: 300000,
    };
    const instance = fc.record({
      slab: fc.record({ width: fc.constant(20), height: fc.constant(10) }),
      kerf: fc.constantFrom(0, 0.5),
      pieces: pieceTypes({ min: 2, max: 14, maxDepth: 8 }, 6, 5),
    });
    fc.assert(
      fc.property(instance, (input) => {
        const slabs = optimize({ ...input, maxIterations: 2000 }).slabs.length;
        expect(completionLowerBound(input, lowerBound(input), slabs + 1, small)).toBeLessThanOrEqual(slabs);
        expect(completionLowerBound(input, lowerBound(input), slabs + 1, medium)).toBeLessThanOrEqual(slabs);
      }),
      { numRuns: 40 },
    );
  }, 120000);
});
