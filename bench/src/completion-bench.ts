import { cpus, loadavg } from 'node:os';
import { completionLowerBound, lowerBound } from '@stonetool/domain/optimizer/lower-bound';
import { COUNTERTOP_SEED, generateCountertops } from './instances';
import { runOptimizer } from './methods';
import type { CompletionEffort, CompletionReport } from '@stonetool/domain/optimizer/slab-completion-bound';

/**
 * `npm run completion -w @stonetool/bench [-- job-022 job-030 …]`: the slab-completion bound on
 * the countertop jobs the full benchmark leaves above their bound (or the jobs named), one at a
 * time. Prints a Markdown table: the free layout's slabs, the bound before (size-based; the
 * pattern bound and the exhaustive search prove none of these jobs), the bound after, the Farley
 * bound at the search's duals, how the search ended, and the bound's CPU and wall time. Not part of `bench:optimizer`: at a minute and
 * more of CPU a job it would add half an hour to a full run (bench/README.md, decision 133).
 */

/**
 * The slab-completion bound's effort (slab-completion-bound.ts): duals from stabilised column
 * generation, at most 150 rounds priced by the packers and 40 by the full test (exact checks of
 * 300 nodes); sets made with exact checks of 2,000 nodes, a set of a split undecided checked
 * again with 200,000; 8,000,000 work in all for the duals, and as much for the search.
 */
const COMPLETION_EFFORT: CompletionEffort = {
  fitNodes: 2000,
  settleFactor: 100,
  dualFitNodes: 300,
  packerRounds: 150,
  dualRounds: 40,
  totalWork: 8000000,
};

/** The 24 jobs above their bound in the run of 4f14c7c (bench/README.md). */
const JOBS_ABOVE = [
  22, 30, 36, 53, 75, 91, 110, 111, 118, 120, 130, 132, 151, 163, 175, 182, 193, 195, 209, 210, 240, 264, 266,
  292,
];

const named = process.argv.slice(2);
const wanted = named.length > 0 ? named : JOBS_ABOVE.map((n) => `job-${String(n).padStart(3, '0')}`);
const all = generateCountertops(COUNTERTOP_SEED, 300);
const jobs = wanted.flatMap((name) => all.filter((job) => job.name.endsWith(name)));

const loadBefore = loadavg()[0]!;
console.log(
  '| job | slab | copies | free slabs | bound before | bound after | Farley bound | search ended | sets tried | bound CPU s | bound wall s |',
);
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: |');
let before = 0;
let after = 0;
let slabs = 0;
let proved = 0;
for (const job of jobs) {
  const { input } = job;
  const free = runOptimizer(input, false).layout.slabs.length;
  const sizeBound = lowerBound(input);
  const cpu = process.cpuUsage();
  const wall = performance.now();
  const report: CompletionReport = {};
  const bound = completionLowerBound(input, sizeBound, free, COMPLETION_EFFORT, report);
  const used = process.cpuUsage(cpu);
  const seconds = (performance.now() - wall) / 1000;
  const copies = input.pieces.reduce((sum, piece) => sum + piece.quantity, 0);
  before += sizeBound;
  after += bound;
  slabs += free;
  if (bound === free) proved++;
  console.log(
    `| ${job.name} | ${input.slab.width}×${input.slab.height} | ${copies} | ${free} | ${sizeBound} | ` +
      `${bound === free ? `**${bound}**` : bound} | ${report.farley?.toFixed(3) ?? '–'} | ${ended(report)} | ` +
      `${report.sets ?? '–'} | ` +
      `${((used.user + used.system) / 1e6).toFixed(1)} | ${seconds.toFixed(1)} |`,
  );
}
console.log(`| total | | | ${slabs} | ${before} | ${after} | | | | | |`);
console.log(
  `\n${proved} of ${jobs.length} jobs proved optimal; ${cpus().length} cores, Node ${process.version}, ` +
    `load average ${loadBefore.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end.`,
);

/** How the search ended, in words for the table. */
function ended(report: CompletionReport): string {
  if (report.outcome !== 'split found') return report.outcome ?? 'not run';
  return report.splitPacked ? 'split found, every slab packed' : 'split found, some slab undecided';
}
