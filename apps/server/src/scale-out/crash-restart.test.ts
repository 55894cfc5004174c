import { randomUUID } from 'node:crypto';
import { customers } from '@stonetool/db/schema/customers';
import { mailOutbox } from '@stonetool/db/schema/mail';
import { orderItems, orderStatusChanges, orders } from '@stonetool/db/schema/orders';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartAsClientSeesIt,
  materialOrderBody,
  postMaterialOrder,
  seedOrderingShowroom,
  signIn,
  type ClientCart,
} from '../testing/material-order-client';
import { ORDER_MAIL_KINDS } from '../modules/orders/order-emails';
import {
  createServerDatabase,
  freePort,
  startServerProcess,
  type ServerDatabase,
  type ServerProcess,
} from './server-process';

/**
 * Issue 11 part 5: a server killed with `kill -9` in the middle of 300 concurrent orders loses no
 * acknowledged order and doubles none. Runs on the database of the suite's run: the embedded
 * PGlite under a DATA_DIR (one server: PGlite is single-process) or a fresh PostgreSQL database.
 */
const ORDERS = 300;
/** The server dies when this many orders have been acknowledged. */
const KILL_AFTER_ACKS = 100;

let database: ServerDatabase;
const servers: ServerProcess[] = [];
let stoneIds: string[];

beforeAll(async () => {
  database = await createServerDatabase();
  const handle = await database.open();
  try {
    stoneIds = (await seedOrderingShowroom(handle.db)).stones.map((stone) => stone.id);
  } finally {
    await handle.close();
  }
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.kill()));
  await database?.dispose();
});

async function startServer(name: string): Promise<ServerProcess> {
  const server = await startServerProcess(name, await freePort(), database.env);
  servers.push(server);
  return server;
}

describe(`a server killed midway through ${ORDERS} concurrent orders`, () => {
  it('keeps every acknowledged order, doubles none, and creates the rest when every key is replayed', async () => {
    const keys: string[] = Array.from({ length: ORDERS }, () => randomUUID());
    const first = await startServer('server');
    const token = await signIn(first.baseUrl);
    const cart: ClientCart = await cartAsClientSeesIt(first.baseUrl, token, stoneIds);

    // All orders at once; the server dies at the KILL_AFTER_ACKS-th answer.
    const acknowledged = new Map<string, { orderId: string; quoteNumber: string }>();
    let killed: Promise<void> | undefined;
    const refused: number[] = [];
    const attempts = await Promise.allSettled(
      keys.map(async (key, index) => {
        const answer = await postMaterialOrder(first.baseUrl, token, materialOrderBody(cart, index), key);
        if (!answer.order) {
          refused.push(answer.status);
          return;
        }
        acknowledged.set(key, answer.order);
        if (acknowledged.size === KILL_AFTER_ACKS) killed = first.kill();
      }),
    );
    await killed;
    expect(refused).toEqual([]);
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    // The crash hit orders in flight: some never got an answer.
    expect(attempts.filter((attempt) => attempt.status === 'rejected').length).toBeGreaterThan(0);

    const restarted = await startServer('restarted server');
    const replays = await Promise.all(
      keys.map((key, index) =>
        postMaterialOrder(restarted.baseUrl, token, materialOrderBody(cart, index), key),
      ),
    );
    expect(replays.map((replay) => replay.status)).toEqual(keys.map(() => 200));
    for (const [key, order] of acknowledged) {
      expect(replays[keys.indexOf(key)]?.order).toEqual(order);
    }
    const orderIds = replays.map((replay) => replay.order?.orderId);
    expect(new Set(orderIds).size).toBe(ORDERS);

    // What is stored: one whole order per key, nothing else (PGlite: once the server has let go).
    await restarted.stop();
    const handle = await database.open();
    try {
      const db = handle.db;
      const stored = await db
        .select({ id: orders.id, key: orders.idempotencyKey, quoteNumber: orders.quoteNumber })
        .from(orders);
      expect(stored).toHaveLength(ORDERS);
      const byKey = new Map(stored.map((row) => [row.key, row]));
      keys.forEach((key, index) => {
        const order = replays[index]?.order;
        expect(byKey.get(key)).toEqual({ id: order?.orderId, key, quoteNumber: order?.quoteNumber });
      });
      const [items] = await db.select({ n: count() }).from(orderItems);
      const [changes] = await db.select({ n: count() }).from(orderStatusChanges);
      const [clients] = await db.select({ n: count() }).from(customers);
      const confirmations = await db
        .select({ subject: mailOutbox.subject })
        .from(mailOutbox)
        .where(eq(mailOutbox.kind, ORDER_MAIL_KINDS.customer));
      expect(items?.n).toBe(ORDERS * cart.lines.length);
      expect(changes?.n).toBe(ORDERS);
      expect(clients?.n).toBe(ORDERS);
      expect(confirmations.map((mail) => mail.subject).sort()).toEqual(
        stored.map((row) => `Your order ${row.quoteNumber} with Bench Showroom`).sort(),
      );
    } finally {
      await handle.close();
    }
  });
});
