import { loadavg } from 'node:os';
import { optimize } from '@stonetool/domain/optimizer/optimize';
import type { OptimizeInput } from '@stonetool/domain/optimizer/types';
import { checkLayout, verticalStrips } from './check-layout';
import { COUNTERTOP_SLABS } from './instances';
import { boundingBoxes, generateKitchens } from './kitchens';
import { fitsSlab } from './methods';

/**
 * `npm run kitchens -w @stonetool/bench [-- --jobs <n>]`: true-shape nesting of kitchens with
 * L and U runs against the same jobs with every L and U replaced by its bounding box (both by
 * this optimiser with its default work limits); every layout checked by the benchmark's own
 * checker. Prints a markdown table for bench/README.md.
 */

const KITCHEN_SEED = 24024;

interface Run {
  slabs: number;
  wallMs: number;
  cpuMs: number;
  errors: string[];
}

function run(input: OptimizeInput): Run {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = optimize(input);
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return {
    slabs: result.slabs.length,
    wallMs,
    cpuMs: (used.user + used.system) / 1000,
    errors: checkLayout(
      input,
      { slabs: result.slabs, unplaced: result.unplaced.map((u) => u.id) },
      { guillotine: false },
    ),
  };
}

/** The area bound: the true area of the copies that fit a slab, in usable slabs, rounded up. */
function areaBound(input: OptimizeInput): number {
  const trim = input.slab.trim ?? 0;
  const usable = (input.slab.width - 2 * trim) * (input.slab.height - 2 * trim);
  const area = input.pieces
    .filter((p) => fitsSlab(input, p))
    .reduce((sum, p) => {
      const one = p.outline
        ? verticalStrips(p.outline).reduce((a, r) => a + (r.x1 - r.x0) * (r.y1 - r.y0), 0)
        : p.width * p.depth;
      return sum + one * p.quantity;
    }, 0);
  return Math.ceil(area / usable - 1e-9);
}

const quantile = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

interface Row {
  slab: string;
  bound: number;
  boxes: Run;
  shapes: Run;
  copies: number;
}

function tableRow(label: string, rows: Row[]): string {
  const sum = (f: (r: Row) => number) => rows.reduce((s, r) => s + f(r), 0);
  const bound = sum((r) => r.bound);
  const boxes = sum((r) => r.boxes.slabs);
  const shapes = sum((r) => r.shapes.slabs);
  const fewer = rows.filter((r) => r.shapes.slabs < r.boxes.slabs).length;
  const more = rows.filter((r) => r.shapes.slabs > r.boxes.slabs).length;
  const atBound = rows.filter((r) => r.shapes.slabs <= r.bound).length;
  const invalid = rows.filter((r) => r.boxes.errors.length > 0 || r.shapes.errors.length > 0).length;
  const wall = rows.map((r) => r.shapes.wallMs);
  const cpu = rows.map((r) => r.shapes.cpuMs);
  const saving = boxes - shapes;
  return [
    label,
    rows.length,
    sum((r) => r.copies),
    bound,
    boxes,
    shapes,
    `${saving} (${((100 * saving) / boxes).toFixed(1)} %)`,
    `${fewer} / ${rows.length - fewer - more} / ${more}`,
    (boxes / bound).toFixed(3),
    (shapes / bound).toFixed(3),
    `${atBound} (${((100 * atBound) / rows.length).toFixed(0)} %)`,
    invalid,
    `${quantile(wall, 0.5).toFixed(0)} / ${quantile(wall, 0.95).toFixed(0)} / ${Math.max(...wall).toFixed(0)}`,
    `${quantile(cpu, 0.5).toFixed(0)} / ${Math.max(...cpu).toFixed(0)}`,
    quantile(
      rows.map((r) => r.boxes.wallMs),
      0.5,
    ).toFixed(0),
  ].join(' | ');
}

function main(): void {
  const argv = process.argv.slice(2);
  const jobsAt = argv.indexOf('--jobs');
  const count = jobsAt >= 0 ? Number(argv[jobsAt + 1]) : 200;
  const kitchens = generateKitchens(KITCHEN_SEED, count);
  const rows: Row[] = [];
  const cpuAtStart = process.cpuUsage();
  const started = performance.now();
  for (const kitchen of kitchens) {
    const boxes = run(boundingBoxes(kitchen.input));
    const shapes = run(kitchen.input);
    rows.push({
      slab: kitchen.cls,
      bound: areaBound(kitchen.input),
      boxes,
      shapes,
      copies: kitchen.input.pieces.reduce((sum, p) => sum + p.quantity, 0),
    });
    for (const error of [...boxes.errors, ...shapes.errors].slice(0, 3))
      console.error(`${kitchen.name}: ${error}`);
  }
  const cpu = process.cpuUsage(cpuAtStart);
  const header = [
    'slab',
    'jobs',
    'copies',
    'area bound',
    'bounding boxes',
    'true shape',
    'saving',
    'jobs fewer / same / more',
    'boxes / bound',
    'true shape / bound',
    'true shape at bound',
    'invalid',
    'true shape ms median / p95 / worst',
    'CPU ms median / worst',
    'boxes ms median',
  ];
  const lines = [
    `| ${header.join(' | ')} |`,
    `| ${header.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`,
    ...COUNTERTOP_SLABS.map((s) => `${s.width}x${s.height}`).map(
      (slab) =>
        `| ${tableRow(
          slab,
          rows.filter((r) => r.slab === slab),
        )} |`,
    ),
    `| ${tableRow('total', rows)} |`,
  ];
  console.log(lines.join('\n'));
  console.log(
    `\n${count} kitchens (seed ${KITCHEN_SEED}), wall ${((performance.now() - started) / 1000).toFixed(1)} s, ` +
      `CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')} at the end.`,
  );
}

main();
