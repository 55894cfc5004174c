import { ZCutoutPricesResponse } from '@stonetool/contracts/cutout-prices';
import { ZLoadQuoteResponse, ZSaveQuoteResponse, type TQuoteDataInput } from '@stonetool/contracts/quotes';
import { ZErrorResponse } from '@stonetool/contracts/common';
import { quotes } from '@stonetool/db/schema/quotes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../testing/api-as';
import { seedFabricatorCallers } from '../../testing/fabricator-business';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { kitchenStoneGroup, seedCalacattaNuvo } from '../quotes/quote-test-fixtures';

let t: TestApp;
const tokens = { owner: '', member: '', other: '' };
type Who = keyof typeof tokens;
const api = (who: Who) => apiAs(t.app, tokens[who]);

const customer = { first_name: 'Maria', last_name: 'Rivera', email: 'maria.rivera@example.test' };

/**
 * A 96 x 25.5 in sink run of a $1,450 slab (the quote tests' stone): $3,426.00 without cutouts
 * (material $2,610.00, fabrication $816.00; see quotes.test.ts), with an undermount sink and a
 * faucet hole cut from it.
 */
const sinkRun = {
  brand: 'Caesarstone',
  type: 'Quartz',
  color: 'Calacatta Nuvo',
  width: 96,
  depth: 25.5,
  quantity: 1,
  customName: 'Sink run',
  cutouts: [
    { type: 'undermount_sink' as const, width: 30, depth: 16, x: 33, y: 5 },
    { type: 'faucet_hole' as const, width: 1.5, depth: 1.5, x: 47, y: 22 },
  ],
};
const settings = { breakageBuffer: 0, kerfWidth: 0, includeFabrication: true, includeInstallation: false };
const kitchen: TQuoteDataInput = { products: [sinkRun], settings };

beforeAll(async () => {
  t = await createTestApp();
  const fabricators = await seedFabricatorCallers(t, { domain: 'cutouts.test', name: 'Cutout Fabricator' });
  Object.assign(tokens, fabricators.tokens);
  await seedCalacattaNuvo(t.database.db);
});

afterAll(async () => {
  await t.close();
});

describe('the cutout price list', () => {
  it('starts at the documented defaults, every type marked default', async () => {
    const response = await api('owner').get('/api/fabrication/cutout-prices');
    expect(response.statusCode).toBe(200);
    const { data } = ZCutoutPricesResponse.parse(response.json());
    expect(data.map((row) => [row.label, row.price_cents, row.is_default])).toEqual([
      ['Undermount sink', 25_000, true],
      ['Drop-in sink', 15_000, true],
      ['Cooktop', 15_000, true],
      ['Faucet hole', 3_500, true],
      ['Outlet', 4_500, true],
    ]);
  });

  it("the owner sets the business's own prices; the types not sent keep theirs", async () => {
    const first = await api('owner').put('/api/fabrication/cutout-prices', {
      prices: [
        { type: 'undermount_sink', price_cents: 32_500 },
        { type: 'faucet_hole', price_cents: 4_000 },
      ],
    });
    expect(first.statusCode).toBe(200);
    const again = await api('owner').put('/api/fabrication/cutout-prices', {
      prices: [{ type: 'undermount_sink', price_cents: 30_000 }],
    });
    const { data } = ZCutoutPricesResponse.parse(again.json());
    expect(data.find((row) => row.type === 'undermount_sink')).toMatchObject({
      price_cents: 30_000,
      is_default: false,
    });
    expect(data.find((row) => row.type === 'faucet_hole')).toMatchObject({
      price_cents: 4_000,
      is_default: false,
    });
    expect(data.find((row) => row.type === 'cooktop')).toMatchObject({
      price_cents: 15_000,
      is_default: true,
    });
  });

  it("another business's list is its own", async () => {
    const { data } = ZCutoutPricesResponse.parse(
      (await api('other').get('/api/fabrication/cutout-prices')).json(),
    );
    expect(data.every((row) => row.is_default)).toBe(true);
  });

  it('a team member reads the prices but cannot change them', async () => {
    expect((await api('member').get('/api/fabrication/cutout-prices')).statusCode).toBe(200);
    const response = await api('member').put('/api/fabrication/cutout-prices', {
      prices: [{ type: 'cooktop', price_cents: 1 }],
    });
    expect(response.statusCode).toBe(403);
  });

  it.each([
    [
      { prices: [{ type: 'vent', price_cents: 100 }] },
      /^Price 1: cutout type must be one of undermount_sink/,
    ],
    [{ prices: [{ type: 'cooktop', price_cents: 10.5 }] }, /^Price 1: cutout prices are whole cents/],
    [{ prices: [{ type: 'cooktop', price_cents: -1 }] }, /^Price 1: a cutout price cannot be negative/],
    [
      {
        prices: [
          { type: 'cooktop', price_cents: 1 },
          { type: 'cooktop', price_cents: 2 },
        ],
      },
      /Each cutout type may be priced once/,
    ],
  ])('refuses %j and changes nothing', async (body, message) => {
    const response = await api('owner').put('/api/fabrication/cutout-prices', body);
    expect(response.statusCode).toBe(400);
    expect(ZErrorResponse.parse(response.json()).error).toMatch(message);
    const { data } = ZCutoutPricesResponse.parse(
      (await api('owner').get('/api/fabrication/cutout-prices')).json(),
    );
    expect(data.find((row) => row.type === 'cooktop')?.price_cents).toBe(15_000);
  });
});

describe('quotes with cutouts', () => {
  it("saves a quote priced with the business's cutout prices and loads its cutouts back", async () => {
    const saved = await api('owner').post('/api/quotes/save', {
      customer_data: customer,
      quote_data: kitchen,
    });
    expect(saved.statusCode).toBe(200);
    const summary = ZSaveQuoteResponse.parse(saved.json()).data;
    // $3,426.00 of stone and fabrication, a $300.00 sink and a $40.00 faucet hole.
    expect(summary.total_price).toBe(3_766);
    const loaded = ZLoadQuoteResponse.parse((await api('owner').get(`/api/quotes/${summary.id}`)).json());
    expect(loaded.data.quote_data.products[0]?.cutouts).toEqual(sinkRun.cutouts);
  });

  it('prices a Bulk row with the same cutouts as the Standard card, and loads its shape and cutouts back', async () => {
    const { brand, type, color, customName, ...row } = sinkRun;
    const lRow = { ...row, customName, width: 110, shape: { kind: 'l' as const, legB: 60 } };
    const bulk = {
      entryMode: 'bulk' as const,
      groups: [{ name: 'Kitchen stone', brand, type, color, pieces: [lRow] }],
      settings,
    };
    const standard = { products: [{ ...sinkRun, width: 110, shape: lRow.shape }], settings };
    const [fromGroups, fromCards] = await Promise.all(
      [bulk, standard].map(async (quote_data) => {
        const response = await api('owner').post('/api/quotes/save', { customer_data: customer, quote_data });
        expect(response.statusCode).toBe(200);
        return ZSaveQuoteResponse.parse(response.json()).data;
      }),
    );
    expect(fromGroups!.total_price).toBe(fromCards!.total_price);
    const loaded = ZLoadQuoteResponse.parse((await api('owner').get(`/api/quotes/${fromGroups!.id}`)).json());
    expect(loaded.data.quote_data.groups[0]?.pieces[0]).toMatchObject({
      shape: { kind: 'l', legB: 60 },
      cutouts: sinkRun.cutouts,
    });
  });

  it('refuses a cutout outside a Bulk row, naming the row as the estimate does', async () => {
    const response = await api('owner').post('/api/quotes/save', {
      customer_data: customer,
      quote_data: {
        entryMode: 'bulk',
        groups: [
          kitchenStoneGroup({
            ...sinkRun,
            cutouts: [{ type: 'undermount_sink', width: 30, depth: 16, x: 80, y: 5 }],
          }),
        ],
        settings,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(ZErrorResponse.parse(response.json()).error).toBe(
      'Kitchen stone – Piece 1: Undermount sink 1 (30 × 16 in at 80, 5) lies outside the piece',
    );
  });

  it('loads a quote saved before cutouts unchanged', async () => {
    const { cutouts: _none, ...plain } = sinkRun;
    const saved = await api('owner').post('/api/quotes/save', {
      customer_data: customer,
      quote_data: { products: [plain], settings },
    });
    const { id, total_price } = ZSaveQuoteResponse.parse(saved.json()).data;
    expect(total_price).toBe(3_426);
    const [row] = await t.database.db
      .select({ products: quotes.products })
      .from(quotes)
      .where(eq(quotes.id, id));
    expect(row?.products).toEqual([plain]);
    const loaded = ZLoadQuoteResponse.parse((await api('owner').get(`/api/quotes/${id}`)).json());
    expect(loaded.data.quote_data.products).toEqual([plain]);
  });

  it.each([
    [
      [{ type: 'undermount_sink', width: 30, depth: 16, x: 80, y: 5 }],
      'Sink run: Undermount sink 1 (30 × 16 in at 80, 5) lies outside the piece',
    ],
    [
      [
        { type: 'cooktop', width: 30, depth: 19, x: 10, y: 3 },
        { type: 'outlet', width: 2.5, depth: 4, x: 30, y: 10 },
      ],
      'Sink run: Cooktop 1 overlaps Outlet 1',
    ],
    [
      [{ type: 'cooktop', width: 0, depth: 19, x: 10, y: 3 }],
      'Piece 1, cutout 1: a cutout needs a width above 0',
    ],
  ])('refuses cutouts %j naming the piece and the cutout, and saves nothing', async (cutouts, message) => {
    const before = (await t.database.db.select({ id: quotes.id }).from(quotes)).length;
    const response = await api('owner').post('/api/quotes/save', {
      customer_data: customer,
      quote_data: { products: [{ ...sinkRun, cutouts }], settings },
    });
    expect(response.statusCode).toBe(400);
    expect(ZErrorResponse.parse(response.json()).error).toBe(message);
    expect((await t.database.db.select({ id: quotes.id }).from(quotes)).length).toBe(before);
  });
});
