// `npm test`: every check of the repository, in stages whose steps run side by side.
//
// A step is one npm script. The steps of a stage start together and the next stage starts when
// all of them have ended; the output of each step is printed whole when it ends, so the log
// reads step by step. The run goes on after a failure (a failing lint should not hide a failing
// test) and exits non-zero if any step failed. At the end it prints each step's wall time and
// CPU time: a step whose CPU time is near twice its wall time keeps both cores busy, and one well
// below it leaves room for another step beside it.
//
// Two cores: the static checks and the unit tests are light and bursty, so they share the first
// stage with the web and server builds that the browser journeys and the soak tests need. With a
// PostgreSQL server (TEST_DATABASE_URL) the API tests run on it, and beside them the
// embedded-database set on PGlite (decision 124): the run on PostgreSQL waits on the database,
// which leaves the PGlite set the room it needs. Without one, every API test runs on PGlite. The
// journeys run last, beside the soak tests, which mostly wait on the servers they spawn, kill and
// restart. The journeys' own figure below leaves Chromium out (Playwright, not the step's bash,
// reaps it): counted whole, their four workers keep both cores busy (decision 114, amended).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

const STAGES = [
  [
    { name: 'typecheck', script: 'typecheck' },
    { name: 'lint', script: 'lint' },
    { name: 'format', script: 'format:check' },
    { name: 'unit', script: 'test:unit' },
    { name: 'web build', script: 'build' },
    { name: 'server build', script: 'build:server' },
    // The API tests on PGlite and the journeys' server start from copies of it.
    { name: 'demo snapshot', script: 'test:demo-snapshot' },
  ],
  process.env.TEST_DATABASE_URL
    ? [
        { name: 'API on PostgreSQL', script: 'test:api:postgres' },
        { name: 'API on PGlite (set)', script: 'test:api:embedded' },
      ]
    : [{ name: 'API on PGlite', script: 'test:api:pglite' }],
  [
    { name: 'browser journeys', script: 'test:e2e:journeys' },
    { name: 'soak', script: 'test:soak' },
  ],
];

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
      resolve({ name: step.name, ok, seconds, cpuSeconds });
    });
  });
}

// One name for the run's test snapshots (packages/db/src/testing.ts): the demo snapshot step fills
// the demo's, and the API tests on PGlite and the browser journeys' server start from copies of it.
process.env.STONETOOL_TEST_RUN = randomBytes(6).toString('hex');

const started = Date.now();
const results = [];
for (const stage of STAGES) {
  process.stdout.write(`\n--- starting: ${stage.map((step) => step.name).join(', ')} ---\n`);
  results.push(...(await Promise.all(stage.map(runStep))));
}

spawnSync('npx', ['tsx', 'testing/remove-test-run.ts'], { cwd: repoRoot, stdio: 'inherit' });

process.stdout.write(
  '\nnpm test, step timings (steps of one stage ran side by side; CPU: user and system time of the step):\n',
);
for (const result of results) {
  process.stdout.write(
    `  ${result.name.padEnd(22)} ${String(result.seconds).padStart(5)}s  CPU ${String(result.cpuSeconds).padStart(5)}s  ${result.ok ? '' : 'FAILED'}\n`,
  );
}
process.stdout.write(
  `  ${'total'.padEnd(22)} ${String(Math.round((Date.now() - started) / 1000)).padStart(5)}s\n`,
);
process.exit(results.every((result) => result.ok) ? 0 : 1);
