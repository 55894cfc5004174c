/**
 * Restart benchmark (issue 11): the time from `npm start` to the first page served (GET / answers
 * 200), on a data directory of its own with the embedded PGlite:
 *  1. a first start, which builds the web app and the server when their sources changed since
 *     their last build and creates, migrates and seeds the database;
 *  2. restarts of the same checkout, which skip the builds (apps/server/scripts/build-if-changed.ts)
 *     and reopen the database.
 * Wall time and the CPU time of the whole process group (npm, the build check, the server).
 * Printed, not asserted.
 *
 *   npm run restart -w @stonetool/bench
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnNpmServer } from './npm-server';
import { procStat, TICKS_PER_SECOND } from './proc-stat';

const port = Number(process.env.BENCH_PORT ?? 3291);
const RESTARTS = 5;

/**
 * The CPU seconds a process group has used so far: user and system time of its live processes
 * and of the children they have waited for (Linux /proc). Unlike the wall
 * time, it hardly depends on what else the machine is running.
 */
function groupCpuSeconds(groupId: number): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    // Null: the process ended meanwhile.
    const fields = procStat(entry);
    if (fields === null || Number(fields[2]) !== groupId) continue;
    ticks += [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
  }
  return ticks / TICKS_PER_SECOND;
}

async function startAndTimeFirstPage(dataDir: string): Promise<{ seconds: number; cpuSeconds: number }> {
  const start = performance.now();
  const server = spawnNpmServer(['start'], {
    port,
    dataDir,
    env: { NODE_ENV: 'development' },
    stdio: 'ignore',
  });
  try {
    const deadline = start + 300_000;
    while (performance.now() < deadline) {
      if (server.exitCode !== null) throw new Error(`npm start exited with ${server.exitCode}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/`)).status === 200) {
          return {
            seconds: (performance.now() - start) / 1000,
            cpuSeconds: groupCpuSeconds(server.pid ?? 0),
          };
        }
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('no page within 5 minutes');
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    await new Promise<void>((resolve) => {
      if (server.exitCode !== null) resolve();
      else server.on('exit', () => resolve());
    });
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stonetool-bench-restart-'));
try {
  const first = await startAndTimeFirstPage(dataDir);
  const restarts: { seconds: number; cpuSeconds: number }[] = [];
  for (let run = 0; run < RESTARTS; run += 1) restarts.push(await startAndTimeFirstPage(dataDir));
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
  const s = (seconds: number) => `${seconds.toFixed(2)} s`;
  const wall = restarts.map((run) => run.seconds);
  const cpu = restarts.map((run) => run.cpuSeconds);
  console.log(
    `\nmachine: ${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(1)}, node ${process.version}\n`,
  );
  console.log('| npm start → first page | runs | wall median | wall min | wall max | CPU median |');
  console.log('|---|---|---|---|---|---|');
  console.log(
    `| first start (web app built, new database migrated and seeded) | 1 | ${s(first.seconds)} | ${s(first.seconds)} | ${s(first.seconds)} | ${s(first.cpuSeconds)} |`,
  );
  console.log(
    `| restart, web sources unchanged | ${RESTARTS} | ${s(median(wall))} | ${s(Math.min(...wall))} | ${s(Math.max(...wall))} | ${s(median(cpu))} |`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
