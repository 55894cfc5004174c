import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '@stonetool/db/client';
import { orders } from '@stonetool/db/schema/orders';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_DELTA_TABLES, unfoldedRows } from '../modules/analytics/rebuild-analytics';
import { expectPipelineToMatchRows, expectRollupsToMatchRows } from '../testing/analytics-recount';
import {
  cartAsClientSeesIt,
  materialOrderBody,
  postMaterialOrder,
  seedOrderingShowroom,
  signIn,
  type ClientCart,
} from '../testing/material-order-client';
import {
  createServerDatabase,
  freePort,
  startServerProcess,
  type ServerDatabase,
  type ServerProcess,
} from './server-process';

/**
 * Issue 22: the analytics deltas an order appends are folded into the rollups by a worker in
 * every server. Two servers folding at once, and a server killed with `kill -9` in the middle of a
 * fold, lose and double nothing: once the deltas are all folded, every rollup and pipeline table
 * is exactly what a recount of the rows gives. PostgreSQL only: PGlite is the embedded database of
 * one process, and holding a fold midway needs a second connection to lock a rollup.
 */
const onPostgres = process.env.API_TEST_DB === 'postgres';
const FOLD_DEADLINE_MS = 300_000;
/** Folding as often as it can, so the folds of two servers meet. */
const FOLD_ENV = { ANALYTICS_FOLD_INTERVAL_MS: '20', LOG_LEVEL: 'info' };

interface LogEntry {
  level?: number;
  msg?: string;
  analytics?: { folded: number };
}

/** Rows the server's fold worker logged as folded. */
function foldedBy(server: ServerProcess): number {
  return server.output.reduce((sum, line) => {
    try {
      const entry = JSON.parse(line) as LogEntry;
      return sum + (entry.msg === 'analytics deltas folded' ? (entry.analytics?.folded ?? 0) : 0);
    } catch {
      return sum;
    }
  }, 0);
}

/** Errors the server logged (pino level 50 and up). */
function errorsOf(server: ServerProcess): string[] {
  return server.output.filter((line) => {
    try {
      return ((JSON.parse(line) as LogEntry).level ?? 0) >= 50;
    } catch {
      return false;
    }
  });
}

async function waitUntilFolded(handle: DatabaseHandle): Promise<void> {
  const deadline = Date.now() + FOLD_DEADLINE_MS;
  while ((await unfoldedRows(handle.db)) > 0) {
    if (Date.now() > deadline) throw new Error('the analytics deltas were not folded in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Rows ever appended to the delta and change tables (each is folded once, then deleted). */
async function appendedRows(handle: DatabaseHandle): Promise<number> {
  const result = await handle.db.execute<{ rows: string }>(sql`
    select (${sql.join(
      ANALYTICS_DELTA_TABLES.map((table) =>
        sql.raw(`(select case when is_called then last_value else 0 end from ${table}_id_seq)`),
      ),
      sql` + `,
    )})::text as rows`);
  return Number(result.rows[0]?.rows);
}

/** Places `count` orders at once, spread over `servers`; every one is acknowledged. */
async function placeOrders(
  servers: ServerProcess[],
  token: string,
  cart: ClientCart,
  count: number,
  first: number,
): Promise<void> {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, index) =>
      postMaterialOrder(
        servers[index % servers.length]!.baseUrl,
        token,
        materialOrderBody(cart, first + index),
        randomUUID(),
      ),
    ),
  );
  expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
}

describe.skipIf(!onPostgres)('the analytics fold worker of several servers (PostgreSQL run only)', () => {
  let database: ServerDatabase;
  let handle: DatabaseHandle;
  const servers: ServerProcess[] = [];
  let stoneIds: string[];

  beforeAll(async () => {
    database = await createServerDatabase();
    handle = await database.open();
    stoneIds = (await seedOrderingShowroom(handle.db)).stones.map((stone) => stone.id);
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill()));
    await handle?.close();
    await database?.dispose();
  });

  async function startServer(name: string): Promise<ServerProcess> {
    const server = await startServerProcess(name, await freePort(), { ...database.env, ...FOLD_ENV });
    servers.push(server);
    return server;
  }

  it('folds every delta once when two servers fold at once', async () => {
    const started = await Promise.all([startServer('server A'), startServer('server B')]);
    const token = await signIn(started[0].baseUrl);
    const cart = await cartAsClientSeesIt(started[1].baseUrl, token, stoneIds);
    // Waves of orders to both servers, so deltas keep arriving while both fold.
    for (let wave = 0; wave < 4; wave += 1) await placeOrders(started, token, cart, 20, wave * 20);
    await waitUntilFolded(handle);

    expect(await handle.db.$count(orders)).toBe(80);
    await expectRollupsToMatchRows(handle.db);
    await expectPipelineToMatchRows(handle.db);
    // Both folded, and together they folded each row appended exactly once.
    const folded = started.map(foldedBy);
    expect(folded.every((rows) => rows > 0)).toBe(true);
    expect(folded[0]! + folded[1]!).toBe(await appendedRows(handle));
    expect(started.flatMap(errorsOf)).toEqual([]);
    await Promise.all(started.map((server) => server.stop()));
  });

  it('loses and doubles nothing when a server is killed in the middle of a fold', async () => {
    const victim = await startServer('server killed mid-fold');
    const token = await signIn(victim.baseUrl);
    const cart = await cartAsClientSeesIt(victim.baseUrl, token, stoneIds);
    const before = await handle.db.$count(orders);

    // A rollup locked by the test holds the next fold midway: it has taken (deleted) the sales
    // deltas of the orders below in its transaction and waits to add them to the daily sales.
    if (handle.kind !== 'postgres') throw new Error('a second connection needs PostgreSQL');
    const lock = await handle.client.connect();
    try {
      await lock.query('begin');
      await lock.query('lock table analytics_daily_sales in exclusive mode');
      await placeOrders([victim], token, cart, 10, before);
      const deadline = Date.now() + FOLD_DEADLINE_MS;
      for (;;) {
        const waiting = await lock.query<{ n: string }>(
          `select count(*)::text as n from pg_stat_activity
           where query like '%analytics_fold%' and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
        );
        if (Number(waiting.rows[0]?.n) > 0) break;
        if (Date.now() > deadline) throw new Error('no fold reached the locked rollup in time');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await victim.kill();
    } finally {
      await lock.query('rollback');
      lock.release();
    }

    // The killed fold never committed: its sales deltas are all still there.
    const sales = await handle.db.execute<{ orders: string }>(
      sql`select coalesce(sum(orders), 0)::text as orders from analytics_sales_deltas`,
    );
    expect(Number(sales.rows[0]?.orders)).toBe(10);

    await startServer('server after the kill');
    await waitUntilFolded(handle);
    expect(await handle.db.$count(orders)).toBe(before + 10);
    await expectRollupsToMatchRows(handle.db);
    await expectPipelineToMatchRows(handle.db);
  });
});
