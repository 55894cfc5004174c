/**
 * Command-line contract of the optimiser: reads one instance (JSON) on stdin and prints one
 * layout (JSON) on stdout and nothing else; bad input exits with status 1 and a message on
 * stderr.
 */
import { optimize, stopAfter } from '../src/optimizer/optimize';
import { parseInstance } from '../src/optimizer/parse-instance';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function fail(message: string): never {
  process.stderr.write(`optimize: ${message}\n`);
  process.exit(1);
}

const text = await readStdin();
let json: unknown;
try {
  json = JSON.parse(text);
} catch (error) {
  fail(`stdin is not valid JSON (${(error as Error).message}).`);
}
const parsed = parseInstance(json);
if (!parsed.ok) fail(`bad instance:\n  ${parsed.errors.join('\n  ')}`);
const clock = (): number => performance.now();
const started = clock();
const result = optimize({
  ...parsed.input,
  ...(parsed.timeBudgetMs !== undefined ? { shouldStop: stopAfter(parsed.timeBudgetMs, clock) } : {}),
});
const ms = clock() - started;
// The contract names the parts of a shaped piece cut at seams "a", "b", ... (issue 24).
const slabs = result.slabs.map((slab) => ({
  ...slab,
  placements: slab.placements.map((p) =>
    p.outline && p.seam ? { ...p, part: String.fromCharCode(97 + p.seam.part) } : p,
  ),
}));
const layout = {
  slabs,
  ...(result.remnants ? { remnants: result.remnants } : {}),
  unplaced: result.unplaced.map((u) => u.id),
  unplacedReasons: result.unplaced,
  lowerBound: result.lowerBound,
  ms: Math.round(ms * 10) / 10,
};
process.stdout.write(`${JSON.stringify(layout)}\n`);
