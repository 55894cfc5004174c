/**
 * Order submission benchmark (issue 4): POST /api/material-orders from 20 concurrent clients, on
 * the embedded PGlite and on PostgreSQL. Each order is a 2-line cart priced again by the server
 * and written with its customer, items, status change and three outbox mails in one transaction,
 * each with its own Idempotency-Key. Printed, not asserted.
 *
 * Each database is measured twice, each time from an empty database: once with every analytics
 * trigger disabled and no fold worker, so the same code shows what the analytics cost an order on
 * this machine (issue 22 asks for the figure before the analytics), and once as a server runs:
 * triggers on and the fold worker beside the API (every 500 ms), with how long an order's sales
 * delta waits to be folded into the rollups.
 *
 * The API runs in this process (buildApp, listening on a local port) and the clients are fetch
 * calls over HTTP, so the client side shares the machine's cores with the server, as a tablet
 * fleet behind one server would not. PostgreSQL at BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432), where a database of its own is created and dropped.
 *
 *   npm run orders -w @stonetool/bench [-- --orders 400 --clients 20]
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase, type DatabaseHandle } from '@stonetool/db/client';
import { migrateDatabase } from '@stonetool/db/migrate';
import { foldAnalytics } from '@stonetool/server/modules/analytics/fold-analytics';
import { unfoldedRows } from '@stonetool/server/modules/analytics/rebuild-analytics';
import { runPeriodically } from '@stonetool/server/run-periodically';
import { sql } from 'drizzle-orm';
import {
  cartAsClientSeesIt,
  materialOrderBody,
  postMaterialOrder,
  seedOrderingShowroom,
  signIn,
} from '@stonetool/server/testing/material-order-client';
import { startBenchApi } from './bench-api';
import { percentile, runOnServer, serverUrl } from './postgres-server';
import { countOption } from './count-option';
import { startCpuMeter } from './cpu-per-order';

const { values: args } = parseArgs({
  options: {
    orders: { type: 'string', default: '400' },
    clients: { type: 'string', default: '20' },
  },
});
const ORDERS = countOption('orders', args.orders);
const CLIENTS = countOption('clients', args.clients);
const WARM_UP = 20;
/** The fold worker's default interval (ANALYTICS_FOLD_INTERVAL_MS). */
const FOLD_INTERVAL_MS = 500;
const LAG_SAMPLE_MS = 100;

interface Result {
  database: string;
  analytics: boolean;
  orders: number;
  failed: number;
  seconds: number;
  latencies: number[];
  /** Per order's sales delta, ms from its appearance to its fold (sampled every LAG_SAMPLE_MS). */
  lags: number[];
  /** Deltas of every kind left when the last order was answered, and ms to fold them. */
  backlog: number;
  drainMs: number;
  /** CPU ms an order took in this process (API, clients, fold) and in the database's backends. */
  processCpuMs: number;
  backendCpuMs: number | null;
}

/**
 * Disables every analytics trigger (migrations 0010 to 0030 name them all `analytics_…`), leaving
 * the order's own triggers and its foreign keys.
 */
async function disableAnalyticsTriggers(handle: DatabaseHandle): Promise<void> {
  const triggers = await handle.db.execute<{ tablename: string; name: string }>(sql`
    select tgrelid::regclass::text as tablename, tgname as name from pg_trigger
    where not tgisinternal and tgname like 'analytics\_%'`);
  for (const { tablename, name } of triggers.rows) {
    await handle.db.execute(sql.raw(`alter table ${tablename} disable trigger ${name}`));
  }
}

/**
 * Samples, every LAG_SAMPLE_MS, the newest sales delta appended (its identity) and the oldest
 * still unfolded; a delta's lag is the time from the first sample that saw it appended to the
 * first that saw it folded (the fold takes the oldest first).
 */
function sampleFoldLag(handle: DatabaseHandle): { stop(): Promise<number[]> } {
  const appearedAt = new Map<number, number>();
  const lags: number[] = [];
  // Deltas appended and folded before the first sample (the warm-up's) are left out.
  let seen: number | undefined;
  let folded = 0;
  const sampler = runPeriodically(LAG_SAMPLE_MS, async () => {
    const result = await handle.db.execute<{ newest: string; oldest: string | null }>(sql`
      select (select case when is_called then last_value else 0 end from analytics_sales_deltas_id_seq)::text as newest,
        (select min(id) from analytics_sales_deltas)::text as oldest`);
    const now = performance.now();
    const newest = Number(result.rows[0]?.newest);
    const oldest = result.rows[0]?.oldest;
    const foldedUpTo = oldest === null || oldest === undefined ? newest : Number(oldest) - 1;
    if (seen === undefined) {
      seen = foldedUpTo;
      folded = foldedUpTo;
    }
    for (let id = seen + 1; id <= newest; id += 1) appearedAt.set(id, now);
    seen = Math.max(seen, newest);
    for (let id = folded + 1; id <= foldedUpTo; id += 1) {
      const appeared = appearedAt.get(id);
      if (appeared !== undefined) lags.push(now - appeared);
      appearedAt.delete(id);
    }
    folded = Math.max(folded, foldedUpTo);
  });
  return {
    async stop() {
      await sampler.stop();
      return lags.sort((a, b) => a - b);
    },
  };
}

async function benchmark(name: string, handle: DatabaseHandle, analytics: boolean): Promise<Result> {
  await migrateDatabase(handle);
  if (!analytics) await disableAnalyticsTriggers(handle);
  const { stones } = await seedOrderingShowroom(handle.db);
  const api = await startBenchApi(handle);
  try {
    const { address } = api;
    const token = await signIn(address);
    const cart = await cartAsClientSeesIt(
      address,
      token,
      stones.map((stone) => stone.id),
    );

    const submit = async (client: number): Promise<{ ok: boolean; ms: number }> => {
      const started = performance.now();
      const { status } = await postMaterialOrder(
        address,
        token,
        materialOrderBody(cart, client),
        randomUUID(),
      );
      return { ok: status === 200, ms: performance.now() - started };
    };

    for (let i = 0; i < WARM_UP; i += 1) {
      const warm = await submit(i % CLIENTS);
      if (!warm.ok) throw new Error(`warm-up order refused on ${name}`);
    }

    if (analytics) await foldAnalytics(handle.db);
    const fold = analytics
      ? runPeriodically(FOLD_INTERVAL_MS, async () => {
          await foldAnalytics(handle.db);
        })
      : null;
    const lag = analytics ? sampleFoldLag(handle) : null;
    const latencies: number[] = [];
    let failed = 0;
    let next = 0;
    const cpu = await startCpuMeter(handle);
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        while (next < ORDERS) {
          next += 1;
          const { ok, ms } = await submit(client);
          latencies.push(ms);
          if (!ok) failed += 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const { processSeconds, backendSeconds } = await cpu.stop();
    await fold?.stop();
    const backlog = await unfoldedRows(handle.db);
    const drainStarted = performance.now();
    if (analytics) while ((await foldAnalytics(handle.db)) > 0);
    const drainMs = performance.now() - drainStarted;
    const lags = (await lag?.stop()) ?? [];
    return {
      database: name,
      analytics,
      orders: latencies.length,
      failed,
      seconds,
      latencies: latencies.sort((a, b) => a - b),
      lags,
      backlog,
      drainMs,
      processCpuMs: (processSeconds * 1000) / latencies.length,
      backendCpuMs: backendSeconds === null ? null : (backendSeconds * 1000) / latencies.length,
    };
  } finally {
    await api.close();
  }
}

async function onPglite(analytics: boolean): Promise<Result> {
  const pgliteDir = mkdtempSync(path.join(os.tmpdir(), 'stonetool-bench-pglite-'));
  const pglite = await openDatabase({ dataDir: pgliteDir });
  try {
    return await benchmark('PGlite', pglite, analytics);
  } finally {
    await pglite.close();
    rmSync(pgliteDir, { recursive: true, force: true });
  }
}

async function onPostgres(analytics: boolean): Promise<Result> {
  const name = `stonetool_bench_orders_${process.pid}`;
  await runOnServer(`create database ${name}`);
  const postgres = await openDatabase({ databaseUrl: `${serverUrl}/${name}`, poolSize: CLIENTS });
  try {
    return await benchmark('PostgreSQL', postgres, analytics);
  } finally {
    await postgres.close();
    await runOnServer(`drop database if exists ${name} with (force)`);
  }
}

async function main(): Promise<void> {
  const results: Result[] = [];
  for (const analytics of [false, true]) results.push(await onPglite(analytics));
  for (const analytics of [false, true]) results.push(await onPostgres(analytics));

  console.log(
    `\nOrder submission, ${CLIENTS} concurrent clients, ${ORDERS} orders (after ${WARM_UP} warm-up)`,
  );
  console.log(
    `load average: ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}, ${os.cpus().length} cores\n`,
  );
  console.log(
    '| database | analytics | orders | refused | orders/s | p50 ms | p95 ms | p99 ms | max ms | fold lag p50 / p95 ms | left to fold at the end (rows, ms) | CPU ms an order: this process / PostgreSQL |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const result of results) {
    const row = [
      result.database,
      result.analytics ? 'on' : 'off',
      result.orders,
      result.failed,
      (result.orders / result.seconds).toFixed(1),
      percentile(result.latencies, 50).toFixed(0),
      percentile(result.latencies, 95).toFixed(0),
      percentile(result.latencies, 99).toFixed(0),
      (result.latencies.at(-1) ?? Number.NaN).toFixed(0),
      result.analytics
        ? `${percentile(result.lags, 50).toFixed(0)} / ${percentile(result.lags, 95).toFixed(0)}`
        : '–',
      result.analytics ? `${result.backlog}, ${result.drainMs.toFixed(0)}` : '–',
      `${result.processCpuMs.toFixed(1)} / ${result.backendCpuMs === null ? '–' : result.backendCpuMs.toFixed(1)}`,
    ];
    console.log(`| ${row.join(' | ')} |`);
  }
}

await main();
