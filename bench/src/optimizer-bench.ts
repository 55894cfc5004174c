import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  COUNTERTOP_SEED,
  COUNTERTOP_SLABS,
  ROMAN,
  generateClasses,
  generateCountertops,
  readLiterature,
  type BenchInstance,
  type Group,
} from './instances';
import { METHODS, type Method } from './methods';
import { goals, groupRows, parsePublished, tables } from './report';
import type { InstanceResult } from './run-instance';

/**
 * `npm run bench:optimizer [-- options]`: this optimiser (free and guillotine mode) against
 * maxrects-packer and the naive uniform grid on the literature classes, the same classes
 * generated here, and realistic countertop jobs; every layout checked independently.
 *
 *   --quick                 2 instances per class and size, 60 countertop jobs
 *   --only <groups>         literature, generated and/or countertop (comma-separated)
 *   --mode free|guillotine  run only one mode of this optimiser
 *   --workers <n>           worker threads (default: one per core)
 *   --jobs <n>              countertop jobs (default 300)
 *   --readme                write the tables to bench/README.md even for a partial run
 *   --json <file>           also write every instance's result (slabs, bound, time, errors)
 *
 * BENCH_LITERATURE overrides the path of 2bp-literature.jsonl.
 */

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = resolve(repoRoot, '../shared/data');
const literatureFile = process.env.BENCH_LITERATURE ?? resolve(dataDir, '2bp-literature.jsonl');
const readmeFile = resolve(repoRoot, 'bench/README.md');
const RESULTS_MARKER = '<!-- results: written by npm run bench:optimizer, everything below is replaced -->';
const GENERATOR_SEED = 20260101;

interface Options {
  quick: boolean;
  groups: Group[];
  methods: Method[];
  workers: number;
  jobs: number;
  readme: boolean;
  json: string | undefined;
}

function parseOptions(argv: string[]): Options {
  const value = (flag: string) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const only = value('--only');
  const groups = (only ? only.split(',') : ['literature', 'generated', 'countertop']) as Group[];
  const mode = value('--mode');
  const methods = METHODS.filter(
    (m) => mode === undefined || (m !== 'free' && m !== 'guillotine') || m === mode,
  );
  const quick = argv.includes('--quick');
  return {
    quick,
    groups,
    methods,
    workers: Number(value('--workers') ?? availableParallelism()),
    jobs: Number(value('--jobs') ?? (quick ? 60 : 300)),
    readme: argv.includes('--readme') || (!quick && only === undefined && mode === undefined),
    json: value('--json'),
  };
}

function instancesFor(options: Options): BenchInstance[] {
  const inQuickSubset = (i: BenchInstance) => !options.quick || /-0[12]$/.test(i.name);
  const all: BenchInstance[] = [];
  if (options.groups.includes('literature')) {
    if (!existsSync(literatureFile))
      console.error(`No literature data at ${literatureFile}: skipping those rows`);
    all.push(...readLiterature(literatureFile).filter(inQuickSubset));
  }
  if (options.groups.includes('generated'))
    all.push(...generateClasses(GENERATOR_SEED).filter(inQuickSubset));
  if (options.groups.includes('countertop')) all.push(...generateCountertops(COUNTERTOP_SEED, options.jobs));
  return all;
}

/** Runs every instance on a pool of worker threads, the largest instances first. */
async function runAll(instances: BenchInstance[], options: Options): Promise<InstanceResult[]> {
  const copies = (i: BenchInstance) => i.input.pieces.reduce((sum, p) => sum + p.quantity, 0);
  const queue = [...instances].sort((a, b) => copies(b) - copies(a));
  const results: InstanceResult[] = [];
  const poolSize = Math.max(1, Math.min(options.workers, queue.length));
  await Promise.all(
    Array.from({ length: poolSize }, async () => {
      const worker = new Worker(new URL('./bench-worker.mjs', import.meta.url));
      try {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const instance = next;
          const result = await new Promise<InstanceResult>((done, fail) => {
            worker.once('message', done);
            worker.once('error', fail);
            worker.postMessage({ instance, methods: options.methods });
          });
          worker.removeAllListeners('error');
          results.push(result);
          if (results.length % 50 === 0) console.error(`  ${results.length} / ${instances.length} instances`);
        }
      } finally {
        await worker.terminate();
      }
    }),
  );
  return results;
}

const TITLES: Record<Group, string> = {
  literature: 'Literature instances (2bp-literature.jsonl, classes I–X)',
  generated: 'Classes I–X generated by the benchmark (seeded)',
  countertop: 'Countertop jobs (seeded; one row per slab size)',
};

/**
 * The commit the run measured, and whether the optimiser or the benchmark had changes not yet
 * committed; empty outside a git checkout.
 */
function codeVersion(): string {
  try {
    const git = (args: string[]) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
    const commit = git(['rev-parse', '--short', 'HEAD']);
    const dirty = git(['status', '--porcelain', '--', 'packages/domain/src/optimizer', 'bench/src']) !== '';
    return ` on commit ${commit}${dirty ? ' (with uncommitted changes to the optimiser or the benchmark)' : ''}`;
  } catch {
    return '';
  }
}

function report(results: InstanceResult[], options: Options): string {
  const readmePath = resolve(dataDir, 'README.md');
  const published = existsSync(readmePath) ? parsePublished(readFileSync(readmePath, 'utf8')) : new Map();
  const literatureComplete = !options.quick && results.filter((r) => r.group === 'literature').length === 500;
  const sections = [
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC${codeVersion()} on ${cpus().length} cores ` +
      `(${cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, ${options.workers} worker threads, ` +
      `load average ${loadavg()[0]?.toFixed(1)} at the end (other work on the machine slows the times)` +
      `${options.quick ? ', --quick' : ''}.`,
    '### Goals',
    goals(results, options.methods, literatureComplete).join('\n'),
  ];
  const classes: Record<Group, string[]> = {
    literature: [...ROMAN],
    generated: [...ROMAN],
    countertop: COUNTERTOP_SLABS.map((s) => `${s.width}x${s.height}`),
  };
  for (const group of options.groups) {
    const inGroup = results.filter((r) => r.group === group);
    if (inGroup.length === 0) continue;
    sections.push(
      `### ${TITLES[group]}`,
      tables(group, groupRows(inGroup, classes[group], options.methods), options.methods, published),
    );
  }
  const invalid = results.flatMap((r) =>
    options.methods.flatMap((m) =>
      (r.methods[m]?.errors ?? []).slice(0, 3).map((e) => `- ${r.name} ${m}: ${e}`),
    ),
  );
  if (invalid.length > 0)
    sections.push('### Invalid layouts (first errors)', invalid.slice(0, 40).join('\n'));
  return sections.join('\n\n');
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const instances = instancesFor(options);
  console.error(
    `Running ${instances.length} instances (${options.methods.join(', ')}) on ${options.workers} workers`,
  );
  const started = performance.now();
  const results = await runAll(instances, options);
  const text = `${report(results, options)}\n\nWall time ${((performance.now() - started) / 1000).toFixed(0)} s.\n`;
  console.log(text);
  if (options.json) {
    const sorted = [...results].sort((a, b) => a.name.localeCompare(b.name));
    writeFileSync(resolve(process.cwd(), options.json), `${JSON.stringify(sorted, null, 1)}\n`);
  }
  if (options.readme) {
    const readme = existsSync(readmeFile) ? readFileSync(readmeFile, 'utf8') : '';
    const head = readme.includes(RESULTS_MARKER)
      ? readme.slice(0, readme.indexOf(RESULTS_MARKER))
      : `${readme}\n`;
    writeFileSync(readmeFile, `${head}${RESULTS_MARKER}\n\n${text}`);
    console.error(`Wrote the tables to ${readmeFile}`);
  }
}

await main();
