import type { Executor } from '@stonetool/db/client';
import { createFilledTestDatabase, type FilledTestDatabase } from '@stonetool/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPipelineToMatchRows, expectRollupsToMatchRows, rowsOf } from '../../testing/analytics-recount';
import { demoData } from '../../testing/demo-data';
import { foldAnalytics } from './fold-analytics';
import { FOLDED_ANALYTICS_TABLES, rebuildAnalytics, unfoldedRows } from './rebuild-analytics';

/**
 * A platform bulk-loaded with the analytics triggers off, then rebuilt in one pass
 * (`rebuildAnalytics`, what the benchmark's generation does), holds exactly the analytics the
 * triggers and the fold give the same rows written with the triggers on, and what a recount of
 * the rows gives. Both databases start from the demo data and load the same rows, keyed alike.
 */
const LOADED_TABLES = ['consultations', 'quotes', 'quote_items', 'orders', 'order_items'];

/** A row's id from a label and its index, the same in both databases. */
const idOf = (label: string) => sql.raw(`md5('${label}' || g)::uuid`);

/**
 * A platform's worth of history for every demo customer, set-based as an import writes it: a
 * consultation that viewed a stone, a quote of two stones (one in three from that consultation;
 * open, expired or cancelled), and for every other customer an order of one to three lines (two
 * of the same stone on some, several brands on others; one in five cancelled, one in seven by
 * e-mail only, one in four from the quote). Every moment differs, and the stones are one per brand,
 * type and colour, so "newest" has one answer: the rollups name one stone of a key as its newest,
 * and of two variants of one colour (2 and 3 cm) on one quote at one moment either is right, so
 * the triggers and the rebuild may name different ones.
 */
async function loadHistory(db: Executor): Promise<void> {
  await db.execute(sql`
    create temporary table load_rows as
    select row_number() over (order by c.id) as g, c.id as customer_id, c.showroom_id, c.first_name,
      c.last_name, c.email
    from customers c`);
  await db.execute(sql`
    create temporary table load_stones as
    select row_number() over (order by id) - 1 as idx, id, brand, type, color, thickness, finish, slab_width_in,
      slab_height_in, msrp_cents, slab_cost_cents
    from (select distinct on (brand, type, color) * from stones order by brand, type, color, id) one_per_key`);
  const stoneCount = sql`(select count(*) from load_stones)`;
  const at = (offset: string) =>
    sql.raw(
      `(timestamptz '2026-05-01T12:00:00Z' - make_interval(mins => (g * 97 % 50000)::int) + interval '${offset}')`,
    );
  await db.execute(sql`
    insert into consultations (id, showroom_id, session_key, customer_id, stones_viewed, stones_compared, status,
      order_placed, session_start, session_end)
    select ${idOf('k')}, r.showroom_id, 'RB-' || g, r.customer_id,
      jsonb_build_array(jsonb_build_object('brand', s.brand, 'type', s.type, 'color', s.color)),
      case when g % 4 = 0 then jsonb_build_array(s.color, 'Other') else '[]'::jsonb end, 'completed',
      g % 6 = 0, ${at('-2 days')}, ${at('-2 days 40 minutes')}
    from load_rows r join load_stones s on s.idx = g % ${stoneCount}`);
  await db.execute(sql`
    insert into quotes (id, showroom_id, kind, quote_number, customer_id, consultation_id, status, subtotal_cents,
      total_price_cents, total_slabs, valid_until, created_at, updated_at)
    select ${idOf('q')}, r.showroom_id, 'material_cart', 'RB-Q-' || g, r.customer_id,
      case when g % 3 = 0 then ${idOf('k')} end,
      (array['open', 'open', 'expired', 'cancelled'])[1 + g % 4], 1000 * g, 1000 * g, 2,
      ${at('29 days')}, ${at('-1 day')}, ${at('-1 day')}
    from load_rows r`);
  await db.execute(sql`
    insert into quote_items (quote_id, showroom_id, position, stone_id, brand, type, color, thickness, finish,
      slab_width_in, slab_height_in, quantity, unit_price_cents, created_at)
    select ${idOf('q')}, r.showroom_id, line, s.id, s.brand, s.type, s.color, s.thickness, s.finish,
      s.slab_width_in, s.slab_height_in, 1, s.msrp_cents, ${at('-1 day')}
    from load_rows r cross join generate_series(0, 1) line
      join load_stones s on s.idx = (g + line * 3) % ${stoneCount}`);
  await db.execute(sql`
    insert into orders (id, showroom_id, quote_number, customer_id, quote_id, status, customer_first_name,
      customer_last_name, customer_email, delivery_method, quantity_sqft, total_slabs, subtotal_cents,
      tax_rate_percent, tax_cents, total_cents, wholesale_cost_cents, order_date, created_at, updated_at)
    select ${idOf('o')}, r.showroom_id, 'RB-O-' || g, case when g % 7 <> 0 then r.customer_id end,
      case when g % 4 = 0 then ${idOf('q')} end,
      case when g % 5 = 0 then 'cancelled' else (array['pending', 'processing', 'completed', 'delivered'])[1 + g % 4] end,
      r.first_name, r.last_name, 'Buyer' || (g % 11) || '@Example.test', 'delivery', 55, 2, 2000 * g, 8.25,
      165 * g, 2165 * g, 900 * g, ${at('0 days')}, ${at('0 days')}, ${at('0 days')}
    from load_rows r where g % 2 = 0`);
  await db.execute(sql`
    insert into order_items (order_id, showroom_id, stone_id, brand, type, color, thickness, finish, slab_width_in,
      slab_height_in, quantity_slabs, quantity_sqft, unit_price_cents, wholesale_unit_cost_cents,
      line_subtotal_cents, line_total_cents)
    select ${idOf('o')}, r.showroom_id, s.id, s.brand, s.type, s.color, s.thickness, s.finish, s.slab_width_in,
      s.slab_height_in, 1, 27.5, 1000 * g, 450 * g, 1000 * g, 1000 * g + line
    from load_rows r cross join generate_series(0, 1 + g % 3 / 2) line
      join load_stones s on s.idx = (g + case when g % 6 = 0 then 0 else line * 5 end) % ${stoneCount}
    where g % 2 = 0`);
  await db.execute(sql`drop table load_rows, load_stones`);
}

async function setTriggers(db: Executor, state: 'enable' | 'disable'): Promise<void> {
  for (const table of LOADED_TABLES) {
    await db.execute(sql.raw(`alter table ${table} ${state} trigger user`));
  }
}

async function snapshot(db: Executor): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const table of FOLDED_ANALYTICS_TABLES)
    tables[table] = await rowsOf(db, sql.raw(`select * from ${table}`));
  return tables;
}

describe('analytics rebuilt after a bulk load with the triggers off', () => {
  let triggered: FilledTestDatabase;
  let bulk: FilledTestDatabase;

  beforeAll(async () => {
    [triggered, bulk] = await Promise.all([
      createFilledTestDatabase(demoData),
      createFilledTestDatabase(demoData),
    ]);
    await loadHistory(triggered.handle.db);
    while ((await unfoldedRows(triggered.handle.db)) > 0) await foldAnalytics(triggered.handle.db);

    await setTriggers(bulk.handle.db, 'disable');
    await loadHistory(bulk.handle.db);
    await setTriggers(bulk.handle.db, 'enable');
    await rebuildAnalytics(bulk.handle.db);
  }, 600_000);

  afterAll(async () => {
    await Promise.all([triggered?.handle.close(), bulk?.handle.close()]);
  });

  it('holds what the triggers and the fold give for the same rows, table by table', async () => {
    const loadedOrders = await rowsOf(
      bulk.handle.db,
      sql`select count(*) from orders where quote_number like 'RB-O-%'`,
    );
    const [count] = JSON.parse(loadedOrders[0] ?? '["0"]') as [string];
    expect(Number(count)).toBeGreaterThan(20);
    expect(await unfoldedRows(bulk.handle.db)).toBe(0);
    const expected = await snapshot(triggered.handle.db);
    const actual = await snapshot(bulk.handle.db);
    for (const table of FOLDED_ANALYTICS_TABLES) {
      expect(actual[table]?.length, table).toBeGreaterThan(0);
      expect(actual[table], table).toEqual(expected[table]);
    }
  });

  it('holds what a recount of the rows gives', async () => {
    await expectRollupsToMatchRows(bulk.handle.db);
    await expectPipelineToMatchRows(bulk.handle.db);
  });
});
