import type { OptimizeInput, PieceSpec } from '@stonetool/domain/optimizer/types';
import { COUNTERTOP_SLABS, type BenchInstance } from './instances';
import { seededRandom, type Random } from './prng';

type Point = [number, number];

/** The spec's kerf options (spec 02 §9). */
const KERFS = [0, 0.125, 0.1875, 0.25, 0.09375];

/** A length in eighths of an inch, uniform in [min, max]. */
const inches = (random: Random, min: number, max: number) => random.int(min * 8, max * 8) / 8;

/** An L from its legs along the wall, the corner at the origin, counter-clockwise. */
function lShape(legA: number, legB: number, depth: number): Point[] {
  return [
    [0, 0],
    [legA, 0],
    [legA, depth],
    [depth, depth],
    [depth, legB],
    [0, legB],
  ];
}

/** A U: a back run and two arms up from its ends, all as deep, counter-clockwise. */
function uShape(back: number, left: number, right: number, depth: number): Point[] {
  return [
    [0, 0],
    [back, 0],
    [back, right],
    [back - depth, right],
    [back - depth, depth],
    [depth, depth],
    [depth, left],
    [0, left],
  ];
}

/** A piece given by its outline: width and depth are its bounding box. */
function shaped(id: string, outline: Point[], extra: Partial<PieceSpec> = {}): PieceSpec {
  const width = Math.max(...outline.map((p) => p[0]));
  const depth = Math.max(...outline.map((p) => p[1]));
  return { id, width, depth, quantity: 1, outline, ...extra };
}

/**
 * Kitchens with L and U runs: every job has one L or U (half of them L, a third U) or two Ls,
 * sized to fit the slab (legs up to its usable length and height, 25.5 in deep), then straight
 * runs, an island on half of them (high priority, waterfall ends on some), vanities, 4 in
 * backsplash strips and now and then a full-height splash behind the range. Slabs, kerfs, trims
 * and veined (rotation-locked) stone as in the countertop jobs.
 */
export function generateKitchens(seed: number, count: number): BenchInstance[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, j) => {
    const slab = COUNTERTOP_SLABS[j % COUNTERTOP_SLABS.length] as { width: number; height: number };
    const trim = random.next() < 0.25 ? 0.5 : 0;
    const veined = random.next() < 0.125;
    const W = slab.width - 2 * trim;
    const H = slab.height - 2 * trim;
    const lock = veined ? { rotate: false } : {};
    const pieces: PieceSpec[] = [];
    const add = (kind: string, piece: Omit<PieceSpec, 'id'>) =>
      pieces.push({ ...piece, id: `${kind}-${pieces.length + 1}`, ...lock });
    const roll = random.next();
    const shapes = roll < 0.5 ? ['L'] : roll < 0.8 ? ['U'] : ['L', 'L'];
    for (const shape of shapes) {
      const outline =
        shape === 'L'
          ? lShape(inches(random, 48, W), inches(random, 36, H), 25.5)
          : uShape(inches(random, 72, W), inches(random, 36, H), inches(random, 36, H), 25.5);
      const { id: _id, ...piece } = shaped('', outline);
      add(shape, piece);
    }
    for (let k = random.int(0, 2); k > 0; k--)
      add('run', { width: inches(random, 24, 110), depth: 25.5, quantity: 1 });
    if (random.next() < 0.5) {
      add('island', {
        width: inches(random, 48, Math.min(110, W)),
        depth: inches(random, 36, Math.min(48, H)),
        quantity: 1,
        priority: 'high',
      });
      if (random.next() < 0.3) add('waterfall', { width: inches(random, 36, 48), depth: 34.5, quantity: 2 });
    }
    for (let k = random.int(0, 3); k > 0; k--)
      add('vanity', { width: inches(random, 24, 72), depth: 22, quantity: 1 });
    for (let k = random.int(1, 5); k > 0; k--)
      add('splash', {
        width: inches(random, 12, 110),
        depth: random.pick([4, 4.5, 6]),
        quantity: random.int(1, 2),
      });
    if (random.next() < 0.25) add('full-splash', { width: inches(random, 30, 48), depth: 18, quantity: 1 });
    const input: OptimizeInput = {
      slab: trim > 0 ? { ...slab, trim } : { ...slab },
      kerf: random.pick(KERFS),
      pieces,
    };
    return {
      name: `kitchen-${String(j + 1).padStart(3, '0')}`,
      group: 'countertop' as const,
      cls: `${slab.width}x${slab.height}`,
      input,
    };
  });
}

/** The same job with every L and U replaced by its bounding box. */
export function boundingBoxes(input: OptimizeInput): OptimizeInput {
  return { ...input, pieces: input.pieces.map(({ outline: _outline, ...piece }) => piece) };
}
