/**
 * Payments tab benchmark (issue 12): a showroom with 100,000 orders on PostgreSQL. Times Sync
 * Orders creating every record at once, then GET /api/showroom/payments (the newest 200 records
 * and the SQL summary over all of them), filtered and not, and a Manage Payment PATCH. The API
 * runs in this process and is called through Fastify's inject, so the times are the server's
 * (routing, validation, queries, serialisation) without a network. Printed, not asserted.
 *
 * PostgreSQL at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432), where a database
 * of its own is created and dropped.
 *
 *   npm run payments -w @stonetool/bench [-- --orders 100000 --runs 50 --keep]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { ZShowroomPaymentsResponse } from '@stonetool/contracts/payments';
import { openDatabase } from '@stonetool/db/client';
import { migrateDatabase } from '@stonetool/db/migrate';
import { createStone } from '@stonetool/db/seed/stones';
import { seedShowroomWithOwner } from '@stonetool/server/testing/fixtures';
import { buildInProcessApi, injectLogin } from './bench-api';
import { percentile, runOnServer, serverUrl } from './postgres-server';
import { countOption } from './count-option';

const { values: args } = parseArgs({
  options: {
    orders: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '50' },
    keep: { type: 'boolean', default: false },
  },
});
const ORDERS = countOption('orders', args.orders);
const RUNS = countOption('runs', args.runs);

async function main(): Promise<void> {
  const name = `stonetool_bench_payments_${Date.now()}`;
  await runOnServer(`create database ${name}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stonetool-bench-payments-'));
  const handle = await openDatabase({ databaseUrl: `${serverUrl}/${name}`, poolSize: 5 });
  try {
    await migrateDatabase(handle);
    const db = handle.db;
    const owner = await seedShowroomWithOwner(db, {
      name: 'Bench Showroom',
      email: 'bench-owner@stonetool.test',
      password: 'Bench-owner-pass-1',
    });
    const stone = await createStone(db, { color: 'Bench White' });
    const started = performance.now();
    // A year of orders in every status, one stone line each, written in bulk.
    await db.execute(sql`
      insert into orders (showroom_id, quote_number, customer_first_name, customer_last_name, customer_email,
        delivery_method, status, subtotal_cents, tax_rate_percent, tax_cents, total_cents, wholesale_cost_cents,
        quantity_sqft, total_slabs, order_date, created_at, updated_at)
      select ${owner.showroomId}, 'QB-' || lpad(n::text, 7, '0'), 'Client', 'No ' || n, 'client' || n || '@example.test',
        'will_call', (array['pending','processing','completed','delivered','cancelled'])[1 + n % 5],
        290000 + n % 1000, 9.75, 28275, 318275 + n % 1000, 145000 + n % 977, 55.13, 1,
        now() - (n % 365) * interval '1 day' - (n % 1440) * interval '1 minute', now(), now()
      from generate_series(1, ${ORDERS}) as n`);
    await db.execute(sql`
      insert into order_items (order_id, showroom_id, brand, type, color, thickness, finish, slab_width_in,
        slab_height_in, quantity_slabs, quantity_sqft, unit_price_cents, wholesale_unit_cost_cents,
        line_subtotal_cents, line_total_cents, stone_id)
      select id, showroom_id, ${stone.brand}, ${stone.type}, ${stone.color}, ${stone.thickness}, ${stone.finish},
        126, 63, 1, 55.13, subtotal_cents, wholesale_cost_cents, subtotal_cents, subtotal_cents, ${stone.id}
      from orders`);
    await db.execute(sql`analyze`);
    const seedSeconds = (performance.now() - started) / 1000;

    const app = await buildInProcessApi(handle, dataDir);
    try {
      const headers = await injectLogin(app, owner);

      const syncStart = performance.now();
      const sync = await app.inject({ method: 'POST', url: '/api/showroom/payments', headers });
      const syncMs = performance.now() - syncStart;
      await db.execute(sql`analyze supplier_payments`);
      // Mark a tenth paid so the filtered list and the summary have something to tell apart.
      await db.execute(
        sql`update supplier_payments set payment_status = 'paid', payment_date = now() where wholesale_amount_cents % 10 = 0`,
      );

      async function time(url: string): Promise<{ url: string; ms: number[]; records: number }> {
        const ms: number[] = [];
        let records = 0;
        for (let run = 0; run < RUNS + 3; run++) {
          const start = performance.now();
          const response = await app.inject({ method: 'GET', url, headers });
          const elapsed = performance.now() - start;
          if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
          records = ZShowroomPaymentsResponse.parse(response.json()).payments.length;
          if (run >= 3) ms.push(elapsed);
        }
        return { url, ms: ms.sort((a, b) => a - b), records };
      }
      const rows = [
        await time('/api/showroom/payments'),
        await time('/api/showroom/payments?status=paid'),
        await time('/api/showroom/payments?status=unpaid'),
      ];

      console.log(
        `\nPayments tab, ${ORDERS.toLocaleString('en-US')} orders on PostgreSQL (${RUNS} runs each)\n`,
      );
      console.log(
        `Seeding: ${seedSeconds.toFixed(1)} s. Sync Orders created ${sync.json().created} records in ${syncMs.toFixed(0)} ms.\n`,
      );
      console.log('| call | records listed | p50 ms | p95 ms | max ms |');
      console.log('|---|---|---|---|---|');
      for (const row of rows) {
        console.log(
          `| GET ${row.url} | ${row.records} | ${percentile(row.ms, 50).toFixed(1)} | ${percentile(row.ms, 95).toFixed(1)} | ${(row.ms.at(-1) ?? 0).toFixed(1)} |`,
        );
      }
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
    if (args.keep) console.log(`\nKept the database ${name} for inspection.`);
    else await runOnServer(`drop database if exists ${name}`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
