/**
 * Restart benchmark (issue 11): the time from `npm start` to the first page served (GET / answers
 * 200), on a data directory of its own with the embedded PGlite:
 *  1. a first start, which builds the web app when its sources changed since the last build
 *     and creates, migrates and seeds the database;
 *  2. restarts of the same checkout, which skip the build (apps/web/scripts/build-if-changed.ts)
 *     and reopen the database.
 * Printed, not asserted.
 *
 *   npm run restart -w @stonetool/bench
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.BENCH_PORT ?? 3291);
const RESTARTS = 5;

async function startAndTimeFirstPage(dataDir: string): Promise<number> {
  const start = performance.now();
  const server = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
    },
    stdio: 'ignore',
    detached: true,
  });
  try {
    const deadline = start + 300_000;
    while (performance.now() < deadline) {
      if (server.exitCode !== null) throw new Error(`npm start exited with ${server.exitCode}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/`)).status === 200) return performance.now() - start;
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
  const restarts: number[] = [];
  for (let run = 0; run < RESTARTS; run += 1) restarts.push(await startAndTimeFirstPage(dataDir));
  const sorted = [...restarts].sort((a, b) => a - b);
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `\nmachine: ${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(1)}, node ${process.version}\n`,
  );
  console.log('| npm start → first page | runs | median | min | max |');
  console.log('|---|---|---|---|---|');
  console.log(`| first start (new database: migrate, seed) | 1 | ${s(first)} | ${s(first)} | ${s(first)} |`);
  console.log(
    `| restart, web sources unchanged | ${RESTARTS} | ${s(sorted[Math.floor(RESTARTS / 2)] ?? Number.NaN)} | ${s(sorted[0] ?? Number.NaN)} | ${s(sorted.at(-1) ?? Number.NaN)} |`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
