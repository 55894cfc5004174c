// `npm test`: every check of the repository, each step started as soon as the steps it runs after
// have ended.
//
// A step is one npm script. A step starts when the steps it runs after have ended, whether they
// passed or not (a failing lint should not hide a failing test); the output of each step is printed
// whole when it ends, so the log reads step by step. The run exits non-zero if any step failed. At
// the end it prints each step's wall time and CPU time: a step whose CPU time is near twice its wall
// time keeps both cores busy, and one well below it leaves room for another step beside it.
//
// Two cores, and the run is bound by them (bench/README.md): the order decides only how little of
// them is left idle. The static checks, the unit tests and the builds start at once. With a
// PostgreSQL server (TEST_DATABASE_URL) the API tests run on it, and beside them the
// embedded-database set on PGlite (decision 124), which starts as soon as the static checks and the
// demo snapshot are done, beside the end of the unit tests. The journeys start when the PGlite set
// ends, beside the end of the run on PostgreSQL, which mostly waits on the database; the soak
// tests, which load the same database, start when that run ends. Without a PostgreSQL server every
// API test runs on PGlite, and the journeys and the soak tests follow it. The journeys' own figure
// below leaves Chromium out (Playwright, not the step's bash, reaps it): counted whole, their four
// workers keep both cores busy (decision 114, amended).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

const STATIC_CHECKS = ['typecheck', 'lint', 'format'];
/** What the API tests' and the journeys' servers start from. */
const BUILT = ['web build', 'server build', 'demo snapshot'];

/** Each step, and the steps it runs after. */
const STEPS = [
  { name: 'typecheck', script: 'typecheck', after: [] },
  { name: 'lint', script: 'lint', after: [] },
  { name: 'format', script: 'format:check', after: [] },
  { name: 'unit', script: 'test:unit', after: [] },
  { name: 'web build', script: 'build', after: [] },
  { name: 'server build', script: 'build:server', after: [] },
  // The API tests on PGlite and the journeys' server start from copies of it.
  { name: 'demo snapshot', script: 'test:demo-snapshot', after: [] },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: 'API on PGlite (set)',
          script: 'test:api:embedded',
          after: [...STATIC_CHECKS, 'demo snapshot'],
        },
        {
          name: 'API on PostgreSQL',
          script: 'test:api:postgres',
          after: [...STATIC_CHECKS, 'unit', ...BUILT],
        },
        { name: 'browser journeys', script: 'test:e2e:journeys', after: [...BUILT, 'API on PGlite (set)'] },
        { name: 'soak', script: 'test:soak', after: ['server build', 'API on PostgreSQL'] },
      ]
    : [
        { name: 'API on PGlite', script: 'test:api:pglite', after: [...STATIC_CHECKS, 'unit', ...BUILT] },
        { name: 'browser journeys', script: 'test:e2e:journeys', after: ['API on PGlite'] },
        { name: 'soak', script: 'test:soak', after: ['API on PGlite'] },
      ]),
];
for (const step of STEPS) {
  const unknown = step.after.filter((name) => !STEPS.some((other) => other.name === name));
  if (unknown.length > 0)
    throw new Error(`step ${step.name} runs after unknown steps: ${unknown.join(', ')}`);
}

/**
 * The step's npm script runs in a bash that then prints, on a descriptor of its own, the CPU time
 * (user and system) of everything the script ran (`times`, second line), which tells a step that
 * keeps both cores busy from one that mostly waits.
 */
const WITH_CPU_TIME = 'npm run --silent "$0"; status=$?; times >&3; exit $status';

/** "1m2.345s" → 62.345 */
function bashSeconds(text) {
  const match = /^(\d+)m([\d.]+)s$/.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}

function runStep(step) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('bash', ['-c', WITH_CPU_TIME, step.script], {
      cwd: repoRoot,
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
    });
    const output = [];
    let times = '';
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.stdio[3].on('data', (chunk) => (times += chunk));
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const [user, system] = (times.trim().split('\n')[1] ?? '').split(' ').map(bashSeconds);
      const cpuSeconds = Math.round((user ?? Number.NaN) + (system ?? Number.NaN));
      const ok = code === 0;
      process.stdout.write(
        `\n==> ${step.name}: ${ok ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds}s (CPU ${cpuSeconds}s)\n`,
      );
      process.stdout.write(Buffer.concat(output));
      resolve({
        name: step.name,
        ok,
        seconds,
        cpuSeconds,
        startedAt: Math.round((started - runStarted) / 1000),
      });
    });
  });
}

// One name for the run's test snapshots (packages/db/src/testing.ts): the demo snapshot step fills
// the demo's, and the API tests on PGlite and the browser journeys' server start from copies of it.
process.env.STONETOOL_TEST_RUN = randomBytes(6).toString('hex');
const runStarted = Date.now();

/** Starts each step once the steps it runs after have ended; answers every step's result. */
function runSteps() {
  return new Promise((resolve) => {
    const results = [];
    const waiting = [...STEPS];
    const ended = new Set();
    const startReady = () => {
      const ready = waiting.filter((step) => step.after.every((name) => ended.has(name)));
      if (ready.length > 0) {
        process.stdout.write(`\n--- starting: ${ready.map((step) => step.name).join(', ')} ---\n`);
      }
      for (const step of ready) {
        waiting.splice(waiting.indexOf(step), 1);
        void runStep(step).then((result) => {
          results.push(result);
          ended.add(step.name);
          if (ended.size === STEPS.length) resolve(results);
          else startReady();
        });
      }
    };
    startReady();
  });
}

const results = await runSteps();

spawnSync('npx', ['tsx', 'testing/remove-test-run.ts'], { cwd: repoRoot, stdio: 'inherit' });

process.stdout.write(
  '\nnpm test, step timings (in the order they ended; started: seconds into the run; CPU: user and system time of the step):\n',
);
for (const result of results) {
  process.stdout.write(
    `  ${result.name.padEnd(22)} started ${String(result.startedAt).padStart(4)}s  ${String(result.seconds).padStart(5)}s  CPU ${String(result.cpuSeconds).padStart(5)}s  ${result.ok ? '' : 'FAILED'}\n`,
  );
}
process.stdout.write(
  `  ${'total'.padEnd(36)} ${String(Math.round((Date.now() - runStarted) / 1000)).padStart(5)}s\n`,
);
process.exit(results.every((result) => result.ok) ? 0 : 1);
