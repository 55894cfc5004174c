// `npm test`: every check of the repository, as steps that run side by side as far as two cores
// allow.
//
// A step is one npm script. It starts once the steps it needs have ended and the cores it keeps
// busy fit beside those of the steps already running; waiting steps are tried in the order listed,
// so the longest chain (the builds, then the browser journeys) starts first and everything else
// fills the cores around it. The output of each step is printed whole when it ends, so the log
// reads step by step. The run goes on after a failure (a failing lint should not hide a failing
// test) and exits non-zero if any step failed. At the end it prints each step's wall time and CPU
// time and when it started: a step whose CPU time is near twice its wall time keeps both cores
// busy, and one well below it leaves room for another step beside it.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * `cores`: how much of the machine the step keeps busy when it runs alone, from its CPU time over
 * its wall time in earlier runs (bench/README.md, "CI"). `after`: steps whose output it needs.
 */
const STEPS = [
  { name: 'web build', script: 'build', cores: 1 },
  { name: 'server build', script: 'build:server', cores: 0.3 },
  // The journeys' server and the API tests on PGlite both start from copies of it.
  { name: 'demo snapshot', script: 'test:demo-snapshot', cores: 1 },
  // Four browsers that mostly wait on the server and the app's timers: two thirds of a core.
  {
    name: 'browser journeys',
    script: 'test:e2e:journeys',
    cores: 0.7,
    after: ['web build', 'server build', 'demo snapshot'],
  },
  { name: 'typecheck', script: 'typecheck', cores: 0.8 },
  { name: 'lint', script: 'lint', cores: 0.8 },
  { name: 'format', script: 'format:check', cores: 0.4 },
  { name: 'unit', script: 'test:unit', cores: 0.8 },
  { name: 'API on PostgreSQL', script: 'test:api:postgres', cores: 1 },
  { name: 'API on PGlite', script: 'test:api:pglite', cores: 1.6, after: ['demo snapshot'] },
  // Spawned servers and hundreds of orders: kept off the API tests' cores, as it crowded them.
  { name: 'soak', script: 'test:soak', cores: 1.2, after: ['server build'] },
];
/**
 * The machine's cores, a little over-booked: no step keeps its share busy all the time, and a core
 * left idle while a step waits is what this schedule is for avoiding (2.6 on the 2-core machine).
 */
const CORES = os.availableParallelism() * 1.3;

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
// the demo's, and the browser journeys' server and the API tests on PGlite start from copies of it.
process.env.STONETOOL_TEST_RUN = randomBytes(6).toString('hex');

const started = Date.now();
const results = [];
const waiting = [...STEPS];
const running = new Set();
const ended = new Set();

function coresInUse() {
  let cores = 0;
  for (const step of running) cores += step.cores;
  return cores;
}

/** Starts every waiting step, in the order listed, whose inputs are ready and whose cores fit. */
function startReadySteps(onEnd) {
  for (const step of [...waiting]) {
    if (!(step.after ?? []).every((name) => ended.has(name))) continue;
    if (running.size > 0 && coresInUse() + step.cores > CORES) continue;
    waiting.splice(waiting.indexOf(step), 1);
    running.add(step);
    const startedAt = Math.round((Date.now() - started) / 1000);
    process.stdout.write(`\n--- starting ${step.name} at ${startedAt}s ---\n`);
    void runStep(step).then((result) => {
      running.delete(step);
      ended.add(step.name);
      results.push({ ...result, startedAt });
      onEnd();
    });
  }
}

await new Promise((resolve) => {
  const next = () => {
    startReadySteps(next);
    if (running.size === 0 && waiting.length === 0) resolve();
  };
  next();
});

spawnSync('npx', ['tsx', 'testing/remove-test-run.ts'], { cwd: repoRoot, stdio: 'inherit' });

process.stdout.write(
  '\nnpm test, step timings (started: seconds into the run; CPU: user and system time of the step):\n',
);
for (const result of results.sort((a, b) => a.startedAt - b.startedAt)) {
  process.stdout.write(
    `  ${result.name.padEnd(22)} started ${String(result.startedAt).padStart(4)}s  ${String(result.seconds).padStart(5)}s  CPU ${String(result.cpuSeconds).padStart(5)}s  ${result.ok ? '' : 'FAILED'}\n`,
  );
}
process.stdout.write(
  `  ${'total'.padEnd(22)} ${''.padEnd(13)}  ${String(Math.round((Date.now() - started) / 1000)).padStart(5)}s\n`,
);
process.exit(results.every((result) => result.ok) ? 0 : 1);
