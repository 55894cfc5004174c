import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '@stonetool/db/client';
import { mailOutbox } from '@stonetool/db/schema/mail';
import { orders } from '@stonetool/db/schema/orders';
import { ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartAsClientSeesIt,
  materialOrderBody,
  postMaterialOrder,
  seedOrderingShowroom,
  signIn,
  type OrderAnswer,
} from '../testing/material-order-client';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink';
import {
  createServerDatabase,
  freePort,
  startServerProcess,
  type ServerDatabase,
  type ServerProcess,
} from './server-process';

/**
 * Issue 11 part 5: the product scales out behind a load balancer on PostgreSQL. Two real server
 * processes start together on one fresh database (both migrate it at start-up), share the
 * cluster's secrets and an SMTP server, and each runs the outbox worker. PGlite is the embedded
 * database of one process, so on the PGlite run of the suite this is skipped.
 */
const onPostgres = process.env.API_TEST_DB === 'postgres';
/** Idempotency-Keys, each sent to both servers at once. */
const KEYS = 40;
/** The confirmations of one order: customer, showroom, platform admin. */
const MAILS_PER_ORDER = 3;
const DELIVERY_DEADLINE_MS = 300_000;

interface LogEntry {
  level?: number;
  msg?: string;
  mail?: { sent: number };
}

/** The server's pino JSON lines (anything else it printed is left out). */
function logEntries(server: ServerProcess): LogEntry[] {
  return server.output.flatMap((line) => {
    try {
      return [JSON.parse(line) as LogEntry];
    } catch {
      return [];
    }
  });
}

describe.skipIf(!onPostgres)(
  'two servers on one PostgreSQL (PostgreSQL run only: PGlite is single-process)',
  () => {
    let database: ServerDatabase;
    let smtp: SmtpSink;
    let handle: DatabaseHandle;
    let servers: ServerProcess[] = [];
    let stoneIds: string[];
    const keys = Array.from({ length: KEYS }, (): string => randomUUID());
    let answers: [OrderAnswer, OrderAnswer][];

    beforeAll(async () => {
      // A remote SMTP server takes its time: each worker holds its claimed rows a while, so the
      // other worker's ticks meet claimed rows and must skip them.
      smtp = await startSmtpSink({ acceptDelayMs: 10 });
      database = await createServerDatabase();
      const env = {
        ...database.env,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_WORKER_INTERVAL_MS: '50',
        LOG_LEVEL: 'info',
      };
      const ports = [await freePort(), await freePort()];
      const started = await Promise.allSettled(
        ports.map((port, index) => startServerProcess(`server ${'AB'[index]}`, port, env)),
      );
      servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      for (const result of started) if (result.status === 'rejected') throw result.reason;
      handle = await database.open();
      stoneIds = (await seedOrderingShowroom(handle.db)).stones.map((stone) => stone.id);
    });

    afterAll(async () => {
      await Promise.all(servers.map((server) => server.kill()));
      await handle?.close();
      await database?.dispose();
      await smtp?.close();
    });

    it('places one order per Idempotency-Key sent to both servers at once', async () => {
      const [a, b] = servers as [ServerProcess, ServerProcess];
      // Signed in on one server, the session works on the other: they share AUTH_SECRET.
      const token = await signIn(a.baseUrl);
      const cart = await cartAsClientSeesIt(b.baseUrl, token, stoneIds);
      answers = await Promise.all(
        keys.map(
          async (key, index) =>
            (await Promise.all(
              [a, b].map((server) =>
                postMaterialOrder(server.baseUrl, token, materialOrderBody(cart, index), key),
              ),
            )) as [OrderAnswer, OrderAnswer],
        ),
      );
      for (const [fromA, fromB] of answers) {
        expect(fromA.status).toBe(200);
        expect(fromB).toEqual(fromA);
      }
      const orderIds = answers.map(([answer]) => answer.order?.orderId);
      expect(new Set(orderIds).size).toBe(KEYS);
      const stored = await handle.db.select({ id: orders.id, key: orders.idempotencyKey }).from(orders);
      expect(stored.map((row) => row.id).sort()).toEqual([...orderIds].sort());

      // Later replays, to either server, answer the same order and place nothing new.
      const replays = await Promise.all(
        keys.map((key, index) =>
          postMaterialOrder(servers[index % 2]!.baseUrl, token, materialOrderBody(cart, index), key),
        ),
      );
      expect(replays).toEqual(answers.map(([answer]) => answer));
      expect(await handle.db.$count(orders)).toBe(KEYS);
    });

    it('delivers each confirmation mail once, though the outbox worker runs in both servers', async () => {
      const deadline = Date.now() + DELIVERY_DEADLINE_MS;
      while ((await handle.db.$count(mailOutbox, ne(mailOutbox.status, 'sent'))) > 0) {
        if (Date.now() > deadline) throw new Error('the outbox was not delivered in time');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      // Twenty more ticks of both workers: a mail sent twice would arrive now.
      await new Promise((resolve) => setTimeout(resolve, 1000));

      expect(await handle.db.$count(mailOutbox)).toBe(KEYS * MAILS_PER_ORDER);
      expect(smtp.received).toHaveLength(KEYS * MAILS_PER_ORDER);
      answers.forEach(([{ order }], index) => {
        const mentioning = smtp.received.filter((mail) => mail.raw.includes(order!.quoteNumber));
        expect(mentioning).toHaveLength(MAILS_PER_ORDER);
        const toCustomer = mentioning.filter((mail) => mail.to.includes(`client-${index}@example.test`));
        expect(toCustomer).toHaveLength(1);
        expect(toCustomer[0]?.raw).toContain(`Subject: Your order ${order!.quoteNumber} with Bench Showroom`);
      });

      // Both workers took part, together they sent exactly what arrived, and neither logged an error.
      const logs = servers.map(logEntries);
      const sentBy = logs.map((entries) =>
        entries.reduce(
          (sum, entry) => sum + (entry.msg === 'mail outbox delivery' ? (entry.mail?.sent ?? 0) : 0),
          0,
        ),
      );
      expect(sentBy.every((sent) => sent > 0)).toBe(true);
      expect(sentBy[0]! + sentBy[1]!).toBe(KEYS * MAILS_PER_ORDER);
      expect(logs.flat().filter((entry) => (entry.level ?? 0) >= 50)).toEqual([]);
    });
  },
);
