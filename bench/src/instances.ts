import { existsSync, readFileSync } from 'node:fs';
import type { OptimizeInput, PieceSpec } from '@stonetool/domain/optimizer/types';
import { seededRandom, type Random } from './prng';

export type Group = 'literature' | 'generated' | 'countertop';

export interface BenchInstance {
  name: string;
  group: Group;
  /** The row of the report it counts in: I..X for the classic classes, the slab for jobs. */
  cls: string;
  input: OptimizeInput;
}

export const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'] as const;

/** The instance sizes of the classic classes, ten instances each (Lodi, Martello & Vigo 1999). */
export const CLASS_SIZES = [20, 40, 60, 80, 100] as const;
const PER_SIZE = 10;

/** The 500 literature instances, one JSON object per line, when the data file is present. */
export function readLiterature(file: string): BenchInstance[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const raw = JSON.parse(line) as OptimizeInput & { name: string; class: string };
      const index = Number(raw.class.replace(/^C/, '')) - 1;
      return {
        name: raw.name,
        group: 'literature' as const,
        cls: ROMAN[index] ?? raw.class,
        input: { slab: raw.slab, kerf: raw.kerf, pieces: raw.pieces },
      };
    });
}

/** Merges identical sizes into one piece with a quantity, as the literature file does. */
function merge(sizes: Array<[number, number]>): PieceSpec[] {
  const byKey = new Map<string, PieceSpec>();
  for (const [width, depth] of sizes) {
    const key = `${width}x${depth}`;
    const known = byKey.get(key);
    if (known) known.quantity += 1;
    else byKey.set(key, { id: `p${byKey.size + 1}`, width, depth, quantity: 1 });
  }
  return [...byKey.values()];
}

/**
 * One item of a classic class. Berkey & Wang I–VI: sides uniform in [1, a] on a square bin of
 * side B. Martello & Vigo VII–X (bin 100 × 100): four item types — wide (w in [2W/3, W],
 * h in [1, H/2]), tall (the transpose), large (both in [half, full]), small (both in
 * [1, half]) — with 70 % of the class's own type and 10 % of each other.
 */
function classItem(cls: number, random: Random): { bin: number; size: [number, number] } {
  const berkeyWang: Array<[number, number]> = [
    [10, 10],
    [10, 30],
    [35, 40],
    [35, 100],
    [100, 100],
    [100, 300],
  ];
  const bw = berkeyWang[cls - 1];
  if (bw) {
    const [a, bin] = bw;
    return { bin, size: [random.int(1, a), random.int(1, a)] };
  }
  const own = cls - 7;
  const roll = random.next();
  const others = [0, 1, 2, 3].filter((t) => t !== own);
  const type = roll < 0.7 ? own : (others[Math.min(2, Math.floor((roll - 0.7) / 0.1))] as number);
  const S = 100;
  const types: Array<() => [number, number]> = [
    () => [random.int(Math.ceil((2 * S) / 3), S), random.int(1, S / 2)],
    () => [random.int(1, S / 2), random.int(Math.ceil((2 * S) / 3), S)],
    () => [random.int(S / 2, S), random.int(S / 2, S)],
    () => [random.int(1, S / 2), random.int(1, S / 2)],
  ];
  return { bin: S, size: (types[type] as () => [number, number])() };
}

/** Classes I–X generated here with a seeded generator, 50 instances each. */
export function generateClasses(seed: number): BenchInstance[] {
  const random = seededRandom(seed);
  return ROMAN.flatMap((roman, c) =>
    CLASS_SIZES.flatMap((n) =>
      Array.from({ length: PER_SIZE }, (_, k) => {
        const drawn = Array.from({ length: n }, () => classItem(c + 1, random));
        const bin = drawn[0]?.bin ?? 100;
        const cls = String(c + 1).padStart(2, '0');
        return {
          name: `G${cls}-${String(n).padStart(3, '0')}-${String(k + 1).padStart(2, '0')}`,
          group: 'generated' as const,
          cls: roman,
          input: { slab: { width: bin, height: bin }, kerf: 0, pieces: merge(drawn.map((d) => d.size)) },
        };
      }),
    ),
  );
}

/** Slab sizes of the countertop jobs (width × height, inches). */
/** The seed of the benchmark's 300 countertop jobs. */
export const COUNTERTOP_SEED = 63126;

export const COUNTERTOP_SLABS = [
  { width: 126, height: 63 },
  { width: 130, height: 65 },
  { width: 120, height: 55 },
] as const;

/** The spec's kerf options (spec 02 §9). */
const KERFS = [0, 0.125, 0.1875, 0.25, 0.09375];

/** A length in eighths of an inch, uniform in [min, max]. */
const inches = (random: Random, min: number, max: number) => random.int(min * 8, max * 8) / 8;

type Kind = (random: Random) => Omit<PieceSpec, 'id'> & { kind: string };

/**
 * The pieces of a kitchen and bath job, with how often each turns up. Some are entered
 * depth-first (fit a slab only turned) and some are longer than any slab (reported unplaced).
 */
const KINDS: Array<[number, Kind]> = [
  [32, (r) => ({ kind: 'run', width: inches(r, 24, 130), depth: 25.5, quantity: r.int(1, 2) })],
  [
    8,
    (r) => ({
      kind: 'island',
      width: inches(r, 60, 120),
      depth: inches(r, 36, 48),
      quantity: 1,
      priority: 'high',
    }),
  ],
  [12, (r) => ({ kind: 'vanity', width: inches(r, 24, 72), depth: 22, quantity: r.int(1, 2) })],
  [
    18,
    (r) => ({
      kind: 'splash',
      width: inches(r, 24, 130),
      depth: r.pick([4, 4.5, 5, 6]),
      quantity: r.int(1, 4),
    }),
  ],
  [5, (r) => ({ kind: 'full-splash', width: inches(r, 24, 120), depth: 18, quantity: 1 })],
  [
    7,
    (r) => ({
      kind: 'waterfall',
      width: inches(r, 25.5, 36),
      depth: inches(r, 34, 36),
      quantity: r.int(1, 2),
    }),
  ],
  [
    8,
    (r) => ({
      kind: 'bar',
      width: inches(r, 48, 96),
      depth: inches(r, 12, 18),
      quantity: 1,
      priority: 'low',
    }),
  ],
  [6, (r) => ({ kind: 'turned-run', width: 25.5, depth: inches(r, 70, 110), quantity: 1 })],
  [4, (r) => ({ kind: 'too-long', width: inches(r, 131, 150), depth: 25.5, quantity: 1 })],
];

function drawKind(random: Random): Kind {
  const total = KINDS.reduce((sum, [weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [weight, kind] of KINDS) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return (KINDS[0] as [number, Kind])[1];
}

/**
 * Realistic countertop jobs: 3 to 60 piece copies of the kinds above on one of the three
 * slab sizes, with one of the spec's kerfs; a quarter of the slabs have a trimmed edge and
 * one job in eight is a veined stone whose grain locks rotation.
 */
export function generateCountertops(seed: number, count: number): BenchInstance[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, j) => {
    const slab = COUNTERTOP_SLABS[j % COUNTERTOP_SLABS.length] as { width: number; height: number };
    const target = random.int(3, 60);
    const veined = random.next() < 0.125;
    const trim = random.next() < 0.25 ? 0.5 : 0;
    const pieces: PieceSpec[] = [];
    let copies = 0;
    while (copies < target) {
      const { kind, ...piece } = drawKind(random)(random);
      piece.quantity = Math.min(piece.quantity, target - copies);
      copies += piece.quantity;
      pieces.push({ ...piece, id: `${kind}-${pieces.length + 1}`, ...(veined ? { rotate: false } : {}) });
    }
    return {
      name: `job-${String(j + 1).padStart(3, '0')}`,
      group: 'countertop' as const,
      cls: `${slab.width}x${slab.height}`,
      input: { slab: trim > 0 ? { ...slab, trim } : { ...slab }, kerf: random.pick(KERFS), pieces },
    };
  });
}
