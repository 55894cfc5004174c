import { ZFabricationPricingResponse } from '@stonetool/contracts/fabrication';
import {
  ZLoadQuoteResponse,
  ZSaveQuoteResponse,
  ZUpdateQuoteResultsResponse,
  type TQuoteDataInput,
} from '@stonetool/contracts/quotes';
import { customers } from '@stonetool/db/schema/customers';
import { quotes } from '@stonetool/db/schema/quotes';
import { createEdgeDetail, createFabricationPricing } from '@stonetool/db/seed/pricing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTeamMember } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { PERIMETER, seedQuoteCallers } from './quote-test-fixtures';
import { accessToken, apiAs } from '../../testing/api-as';

let t: TestApp;
let businessA: string;
const tokens = { ownerA: '', memberA: '', sellerA: '', ownerB: '', showroom: '' };
type Who = keyof typeof tokens;

const as = (who: Who) => ({ authorization: `Bearer ${tokens[who]}` });

const post = (who: Who, url: string, payload: object) => apiAs(t.app, tokens[who]).post(url, payload);

/**
 * A 96 x 25.5 in top of a $1,450 slab (126 x 63, mark-up 1.2, Fab Cost $40/ft²): one slab,
 * priced at what the business pays for it (the default wholesale terms, slab cost + 50 % =
 * $2,175), material 2,175 × 1.2 = $2,610.00, fabrication 40 × 17 ft² × 1.2 = $816.00,
 * $3,426.00 in all.
 */
const kitchen: TQuoteDataInput = {
  name: 'Rivera kitchen',
  products: [{ id: 'p1', ...PERIMETER }],
  settings: { breakageBuffer: 0, kerfWidth: 0, includeFabrication: true, includeInstallation: false },
  // What a client claims is stored for the screen, never priced from.
  totals: { totalPrice: 1, totalSlabs: 9 },
};

const customer = { first_name: 'Maria', last_name: 'Rivera', email: 'Maria.Rivera@example.test' };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const callers = await seedQuoteCallers(t);
  businessA = callers.businessA;
  Object.assign(tokens, callers.tokens);
  // A manager reads the business's quotes (the owner's setting); a salesperson only their own.
  await seedTeamMember(db, {
    showroomId: businessA,
    email: 'member@example.test',
    password: 'Member-pass-1',
    role: 'manager',
  });
  await seedTeamMember(db, {
    showroomId: businessA,
    email: 'seller@example.test',
    password: 'Seller-pass-1',
  });
  for (const [sortOrder, name] of ['Eased', '1.5 mitered', 'Bullnose', 'Ogee', 'Beveled'].entries())
    await createEdgeDetail(db, { name, sortOrder });
  await createFabricationPricing(db, {
    stoneType: 'Quartz',
    thickness: '3cm',
    edgeDetail: 'Ogee',
    pricePerSfCents: 6_350,
  });
  tokens.memberA = await accessToken(t.app, 'member@example.test', 'Member-pass-1');
  tokens.sellerA = await accessToken(t.app, 'seller@example.test', 'Seller-pass-1');
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/fabrication/pricing', () => {
  it('lists the rates in dollars per square foot and the edge details in display order', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/fabrication/pricing',
      headers: as('ownerA'),
    });
    expect(response.statusCode).toBe(200);
    const body = ZFabricationPricingResponse.parse(response.json());
    expect(body.data).toEqual([
      { stone_type: 'Quartz', thickness: '3cm', edge_detail: 'Eased', price_per_sf: 45 },
      { stone_type: 'Quartz', thickness: '3cm', edge_detail: 'Ogee', price_per_sf: 63.5 },
    ]);
    expect(body.options).toEqual({
      edge_details: ['Eased', '1.5 mitered', 'Bullnose', 'Ogee', 'Beveled'],
      stone_types: ['Quartz'],
      thicknesses: ['3cm'],
    });
  });

  it('is for businesses with Expert Mode only', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/fabrication/pricing',
      headers: as('showroom'),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'Expert Mode is not enabled for this business' });
    expect((await t.app.inject({ method: 'GET', url: '/api/fabrication/pricing' })).statusCode).toBe(401);
  });
});

describe('saving, loading and updating a quote', () => {
  let quoteId: string;
  let customerId: string | null;

  it("saves an expert quote priced by the server's own estimate, valid for 30 days", async () => {
    const response = await post('ownerA', '/api/quotes/save', {
      showroom_id: businessA,
      customer_data: { ...customer, phone: '(512) 555-0188' },
      quote_data: kitchen,
    });
    expect(response.statusCode).toBe(200);
    const { data } = ZSaveQuoteResponse.parse(response.json());
    expect(data.quote_number).toMatch(/^Q-\d{4}-\d{6}$/);
    expect(data).toMatchObject({
      total_price: 3426,
      total_slabs: 1,
      status: 'open',
      customer_first_name: 'Maria',
      customer_last_name: 'Rivera',
      customer_email: 'maria.rivera@example.test',
      not_priced: [],
    });
    expect(new Date(data.valid_until!).getTime() - t.clock.now().getTime()).toBe(30 * 24 * 60 * 60 * 1000);
    quoteId = data.id;
    customerId = data.customer_id;

    const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(row).toMatchObject({ kind: 'expert_quote', showroomId: businessA, totalPriceCents: 342_600 });
  });

  it('loads the saved quote by id with its customer and the data it was saved with', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/quotes/${quoteId}`,
      headers: as('ownerA'),
    });
    expect(response.statusCode).toBe(200);
    const { data } = ZLoadQuoteResponse.parse(response.json());
    expect(data.customer).toEqual({
      id: customerId,
      first_name: 'Maria',
      last_name: 'Rivera',
      email: 'maria.rivera@example.test',
      phone: '(512) 555-0188',
    });
    expect(data.name).toBe('Rivera kitchen');
    expect(data.quote_data.entryMode).toBe('standard');
    expect(data.quote_data.products).toEqual(kitchen.products);
    expect(data.quote_data.settings).toEqual(kitchen.settings);
    expect(data.quote_data.totals).toEqual({ totalPrice: 1, totalSlabs: 9 });
  });

  it('lets a team member of the business load it too', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/quotes/${quoteId}`,
      headers: as('memberA'),
    });
    expect(response.statusCode).toBe(200);
  });

  it("refuses a salesperson another person's quote, by id, PDF and list, as if it were not there", async () => {
    for (const url of [`/api/quotes/${quoteId}`, `/api/quotes/${quoteId}/pdf`]) {
      const response = await t.app.inject({ method: 'GET', url, headers: as('sellerA') });
      expect(response.statusCode, url).toBe(404);
    }
    const recent = await t.app.inject({ method: 'GET', url: '/api/quotes/recent', headers: as('sellerA') });
    expect(recent.statusCode).toBe(200);
    expect(JSON.stringify(recent.json())).not.toContain(quoteId);
  });

  it('updates the customer found by e-mail instead of adding a second one', async () => {
    const response = await post('memberA', '/api/quotes/save', {
      customer_data: { name: 'Maria Rivera-Lopez', email: 'MARIA.RIVERA@example.test' },
      quote_data: { ...kitchen, name: 'Second option' },
    });
    expect(response.statusCode).toBe(200);
    const { data } = ZSaveQuoteResponse.parse(response.json());
    expect(data.customer_id).toBe(customerId);
    expect(data.id).not.toBe(quoteId);
    const rows = await t.database.db.select().from(customers).where(eq(customers.showroomId, businessA));
    expect(rows).toHaveLength(1);
    // A save without a phone keeps the one on file.
    expect(rows[0]).toMatchObject({ firstName: 'Maria', lastName: 'Rivera-Lopez', phone: '(512) 555-0188' });
  });

  it('updates a saved quote in place when the save names it', async () => {
    const twoTops = { ...kitchen, products: [{ ...kitchen.products![0]!, quantity: '2' }] };
    const response = await post('ownerA', '/api/quotes/save', {
      quote_id: quoteId,
      customer_data: customer,
      quote_data: twoTops,
    });
    const { data } = ZSaveQuoteResponse.parse(response.json());
    expect(data.id).toBe(quoteId);
    // Two 96 x 25.5 tops share one slab: material stays $2,610, fabrication doubles to $1,632.
    expect(data).toMatchObject({ total_price: 4242, total_slabs: 1 });
  });

  it("stores Calculate's results and prices the products they carry again", async () => {
    const results = {
      products: [{ ...kitchen.products![0]!, quantity: 1, edgeDetail: 'Ogee' }],
      optimization_data: {
        'Caesarstone Quartz Calacatta Nuvo': {
          totalSlabs: 1,
          averageEfficiency: 30.8,
          slabs: [
            {
              index: 0,
              efficiency: 30.8,
              pieces: [
                { productIndex: 0, pieceIndex: 0, x: 0, y: 0, width: 96, depth: 25.5, rotated: false },
              ],
            },
          ],
          error: null,
        },
      },
      totals: { totalPrice: 2777, totalSlabs: 1 },
    };
    const response = await post('ownerA', '/api/quotes/update-results', {
      quote_id: quoteId,
      results_data: results,
    });
    expect(response.statusCode).toBe(200);
    // Ogee adds the table's upcharge over Eased ($63.50 − $45.00 = $18.50/ft²) to the stone's
    // $40 Fab Cost: 58.50 × 17 × 1.2 = $1,193.40, plus $2,610 material.
    expect(ZUpdateQuoteResultsResponse.parse(response.json()).data).toMatchObject({
      total_price: 3803.4,
      total_slabs: 1,
    });

    const loaded = ZLoadQuoteResponse.parse(
      (await t.app.inject({ method: 'GET', url: `/api/quotes/${quoteId}`, headers: as('ownerA') })).json(),
    ).data;
    expect(loaded.quote_data.products[0]).toMatchObject({ edgeDetail: 'Ogee', quantity: 1 });
    expect(loaded.quote_data.optimization_data).toEqual(results.optimization_data);
    expect(loaded.quote_data.totals).toEqual(results.totals);
    expect(loaded.results_data).toEqual(results);
  });

  it('saves a Bulk estimate as its groups and prices their pieces', async () => {
    const response = await post('ownerA', '/api/quotes/save', {
      customer_data: customer,
      quote_data: {
        entryMode: 'bulk',
        groups: [
          {
            id: 'g1',
            name: 'Kitchen stone',
            brand: 'Caesarstone',
            type: 'Quartz',
            color: 'Calacatta Nuvo',
            pieces: [
              { id: 'x', customName: 'Run', width: 96, depth: 25.5, quantity: 1, edgeDetail: 'Eased' },
            ],
          },
        ],
        settings: { breakageBuffer: 0 },
      },
    });
    const { data } = ZSaveQuoteResponse.parse(response.json());
    expect(data.total_price).toBe(3426);
    const loaded = ZLoadQuoteResponse.parse(
      (await t.app.inject({ method: 'GET', url: `/api/quotes/${data.id}`, headers: as('ownerA') })).json(),
    ).data;
    expect(loaded.quote_data.entryMode).toBe('bulk');
    expect(loaded.quote_data.groups[0]?.name).toBe('Kitchen stone');
    expect(loaded.quote_data.products).toEqual([]);
  });

  it('keeps an L and a U piece whole through save and load, priced by their outlines, not their boxes', async () => {
    const shaped = {
      ...kitchen,
      products: [
        { ...PERIMETER, id: 'l', customName: 'Kitchen L', width: '110', shape: { kind: 'l', legB: 60 } },
        {
          ...PERIMETER,
          id: 'u',
          customName: 'Bar U',
          width: '100',
          shape: { kind: 'u', leftArm: 40, rightArm: 36 },
        },
      ],
    } satisfies TQuoteDataInput;
    // The estimator sends its layout along: the L's outline as placed and its cutouts pass unread.
    const lOnSlab = {
      productIndex: 0,
      pieceIndex: 0,
      x: 0,
      y: 0,
      width: 110,
      depth: 60,
      rotated: false,
      outline: [
        [0, 0],
        [110, 0],
        [110, 25.5],
        [25.5, 25.5],
        [25.5, 60],
        [0, 60],
      ],
      cutouts: [
        {
          type: 'undermount_sink',
          name: 'Undermount sink 1',
          x: 40,
          y: 4,
          width: 30,
          depth: 16,
          acrossSeam: false,
        },
      ],
    };
    const optimization_data = {
      'Caesarstone Quartz Calacatta Nuvo': {
        totalSlabs: 1,
        averageEfficiency: 40,
        slabs: [{ index: 0, efficiency: 40, pieces: [lOnSlab] }],
        error: null,
      },
    };
    const saved = await post('ownerA', '/api/quotes/save', {
      customer_data: customer,
      quote_data: { ...shaped, optimization_data },
    });
    expect(saved.statusCode).toBe(200);
    const { data } = ZSaveQuoteResponse.parse(saved.json());
    const loaded = ZLoadQuoteResponse.parse(
      (await t.app.inject({ method: 'GET', url: `/api/quotes/${data.id}`, headers: as('ownerA') })).json(),
    ).data;
    expect(loaded.quote_data.products.map((product) => [product.customName, product.shape])).toEqual([
      ['Kitchen L', { kind: 'l', legB: 60 }],
      ['Bar U', { kind: 'u', leftArm: 40, rightArm: 36 }],
    ]);
    expect(loaded.quote_data.optimization_data).toEqual(optimization_data);

    // The same runs as their bounding boxes (110 x 60 and 100 x 40) cost more to fabricate.
    const boxes = {
      ...kitchen,
      products: [
        { ...PERIMETER, id: 'l', width: '110', depth: '60' },
        { ...PERIMETER, id: 'u', width: '100', depth: '40' },
      ],
    } satisfies TQuoteDataInput;
    const boxed = ZSaveQuoteResponse.parse(
      (await post('ownerA', '/api/quotes/save', { customer_data: customer, quote_data: boxes })).json(),
    ).data;
    expect(data.total_price).toBeLessThan(boxed.total_price);
  });

  it('saves a quote some pieces of which cannot be priced, and names each with its reason', async () => {
    const response = await post('ownerA', '/api/quotes/save', {
      customer_data: customer,
      quote_data: {
        products: [
          { id: 'p1', ...PERIMETER },
          { id: 'p2', ...PERIMETER, customName: 'Island', color: 'Not In The Catalogue' },
          { id: 'p3', ...PERIMETER, customName: 'Kitchen L', width: '120', shape: { kind: 'l', legB: 20 } },
        ],
        settings: kitchen.settings,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = ZSaveQuoteResponse.parse(response.json());
    expect(data.not_priced).toEqual([
      'Island: Unable to calculate - Missing stone selection or dimensions',
      "Kitchen L: leg B (20) must be longer than leg A's depth (25.5)",
    ]);
    // The total holds the one priced piece, as the screen's results card says.
    expect(data.total_price).toBe(3426);
  });

  describe('another business', () => {
    it('cannot load, update, re-save or print the quote', async () => {
      const load = await t.app.inject({
        method: 'GET',
        url: `/api/quotes/${quoteId}`,
        headers: as('ownerB'),
      });
      expect(load.statusCode).toBe(404);
      expect(load.json()).toMatchObject({ success: false, error: 'Quote not found' });

      const update = await post('ownerB', '/api/quotes/update-results', {
        quote_id: quoteId,
        results_data: { totals: { totalPrice: 0, totalSlabs: 0 } },
      });
      expect(update.statusCode).toBe(404);

      const resave = await post('ownerB', '/api/quotes/save', {
        quote_id: quoteId,
        customer_data: customer,
        quote_data: kitchen,
      });
      expect(resave.statusCode).toBe(404);

      const pdf = await t.app.inject({
        method: 'GET',
        url: `/api/quotes/${quoteId}/pdf`,
        headers: as('ownerB'),
      });
      expect(pdf.statusCode).toBe(404);
      const pdfOfCurrent = await post('ownerB', '/api/quotes/pdf', {
        quote_id: quoteId,
        quote_data: kitchen,
      });
      expect(pdfOfCurrent.statusCode).toBe(404);

      const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, quoteId));
      expect(row?.showroomId).toBe(businessA);
      expect(row?.totalPriceCents).toBe(380_340);
    });

    it('cannot save into the first business by naming it', async () => {
      const response = await post('ownerB', '/api/quotes/save', {
        showroom_id: businessA,
        customer_data: customer,
        quote_data: kitchen,
      });
      expect(response.statusCode).toBe(403);
    });
  });

  it('is refused to a business without Expert Mode', async () => {
    const response = await post('showroom', '/api/quotes/save', {
      customer_data: customer,
      quote_data: kitchen,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'Expert Mode is not enabled for this business' });
  });
});

describe('seams the user moved (decision 127)', () => {
  const sink = { type: 'undermount_sink' as const, width: 30, depth: 16, x: 40, y: 4 };
  const lKitchen = (seamsAt: Array<{ axis: 'x' | 'y'; at: number }>): TQuoteDataInput => ({
    name: 'Rivera L kitchen',
    products: [
      {
        ...PERIMETER,
        id: 'l',
        customName: 'Kitchen L',
        width: '120',
        shape: { kind: 'l', legB: 96 },
        cutouts: [sink],
        seamsAt,
      },
    ],
    settings: { breakageBuffer: 0, kerfWidth: 0, minSeamPart: 18, cutoutClearance: 4 },
  });

  it('saves the seam where the user put it with the seam settings, and loads both back unchanged', async () => {
    const data = lKitchen([{ axis: 'x', at: 90 }]);
    const saved = await post('ownerA', '/api/quotes/save', { customer_data: customer, quote_data: data });
    expect(saved.statusCode).toBe(200);
    const { id } = ZSaveQuoteResponse.parse(saved.json()).data;
    const loaded = await t.app.inject({ method: 'GET', url: `/api/quotes/${id}`, headers: as('ownerA') });
    const { quote_data } = ZLoadQuoteResponse.parse(loaded.json()).data;
    expect(quote_data.products[0]!.seamsAt).toEqual([{ axis: 'x', at: 90 }]);
    expect(quote_data.settings).toMatchObject({ minSeamPart: 18, cutoutClearance: 4 });
  });

  it.each([
    [
      [{ axis: 'x', at: 50 }],
      'Kitchen L: the seam at 50 in from the left end passes through Undermount sink 1',
    ],
    [
      [{ axis: 'x', at: 73 }],
      'Kitchen L: the seam at 73 in from the left end is within 4 in of Undermount sink 1',
    ],
    [
      [{ axis: 'x', at: 110 }],
      'Kitchen L: the seams leave a part 10 in long, shorter than the 18 in minimum',
    ],
    [
      [{ axis: 'x', at: 10 }],
      'Kitchen L: the seam at 10 in from the left end would run along the piece, not across it',
    ],
    [
      [{ axis: 'z', at: 60 }],
      "Piece 1, seamsAt item 1: a seam's axis is x (from the left end) or y (from the front edge)",
    ],
  ] as const)('refuses seams %j by name and writes nothing: "%s"', async (seamsAt, message) => {
    const before = (await t.database.db.select({ id: quotes.id }).from(quotes)).length;
    const response = await post('ownerA', '/api/quotes/save', {
      customer_data: customer,
      quote_data: lKitchen(seamsAt as never),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: message });
    expect((await t.database.db.select({ id: quotes.id }).from(quotes)).length).toBe(before);
  });

  /** The same L on the second row of a Bulk group, the seams on that row. */
  const bulkKitchen = (seamsAt: Array<{ axis: 'x' | 'y'; at: number }>): TQuoteDataInput => {
    const {
      id: _id,
      customName: _name,
      brand,
      type,
      color,
      finish,
      thickness,
      ...row
    } = lKitchen(seamsAt).products![0]!;
    return {
      name: 'Rivera L kitchen in Bulk',
      entryMode: 'bulk',
      groups: [
        {
          id: 'g1',
          name: 'Kitchen stone',
          ...{ brand, type, color, finish, thickness },
          pieces: [{ id: 'run', width: '96', depth: '25.5', quantity: '1', edgeDetail: 'Eased' }, row],
        },
      ],
      settings: lKitchen([]).settings,
    };
  };

  it("saves a Bulk row's seam where the user put it and loads it back unchanged", async () => {
    const saved = await post('ownerA', '/api/quotes/save', {
      customer_data: customer,
      quote_data: bulkKitchen([{ axis: 'x', at: 90 }]),
    });
    expect(saved.statusCode).toBe(200);
    const { id } = ZSaveQuoteResponse.parse(saved.json()).data;
    const loaded = await t.app.inject({ method: 'GET', url: `/api/quotes/${id}`, headers: as('ownerA') });
    const { quote_data } = ZLoadQuoteResponse.parse(loaded.json()).data;
    expect(quote_data.groups[0]!.pieces.map((piece) => piece.seamsAt ?? null)).toEqual([
      null,
      [{ axis: 'x', at: 90 }],
    ]);
  });

  it.each([
    [
      [{ axis: 'x', at: 50 }],
      'Kitchen stone – Piece 2: the seam at 50 in from the left end passes through Undermount sink 1',
    ],
    [
      [{ axis: 'x', at: 110 }],
      'Kitchen stone – Piece 2: the seams leave a part 10 in long, shorter than the 18 in minimum',
    ],
    [
      [{ axis: 'z', at: 60 }],
      "Group 1, piece 2, seamsAt item 1: a seam's axis is x (from the left end) or y (from the front edge)",
    ],
  ] as const)('refuses Bulk row seams %j naming group, piece and seam: "%s"', async (seamsAt, message) => {
    const before = (await t.database.db.select({ id: quotes.id }).from(quotes)).length;
    const response = await post('ownerA', '/api/quotes/save', {
      customer_data: customer,
      quote_data: bulkKitchen(seamsAt as never),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: message });
    expect((await t.database.db.select({ id: quotes.id }).from(quotes)).length).toBe(before);
  });
});

describe('validation', () => {
  async function quoteCount() {
    return (await t.database.db.select({ id: quotes.id }).from(quotes)).length;
  }

  it.each([
    [{ first_name: 'Maria', email: 'maria@example.test' }, 'First name, last name, and email are required'],
    [{ first_name: 'Maria', last_name: 'Rivera' }, 'First name, last name, and email are required'],
    [{ name: 'Maria', email: 'maria@example.test' }, 'First name, last name, and email are required'],
    [{ ...customer, email: 'maria@example' }, 'Please enter a valid email address'],
  ])('refuses to save for customer %j with "%s" and writes nothing', async (customerData, message) => {
    const before = await quoteCount();
    const response = await post('ownerA', '/api/quotes/save', {
      customer_data: customerData,
      quote_data: kitchen,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: message });
    expect(await quoteCount()).toBe(before);
  });

  it.each([
    [{ quantity: 0 }, 'Piece 1: quantity must be a whole number from 1 to 999'],
    [{ quantity: '1.5' }, 'Piece 1: quantity must be a whole number from 1 to 999'],
    [{ width: 'ninety' }, `Piece 1: width must be a length in inches or feet, such as 25 1/2 or 7' 6"`],
    [{ depth: -3 }, `Piece 1: depth must be a length in inches or feet, such as 25 1/2 or 7' 6"`],
  ])('refuses a product with %j: "%s"', async (change, message) => {
    const response = await post('ownerA', '/api/quotes/save', {
      customer_data: customer,
      quote_data: { ...kitchen, products: [{ ...kitchen.products![0]!, ...change }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message });
  });

  it.each([
    [{ breakageBuffer: 4 }, 'Breakage buffer must be 0, 3, 5, 7 or 10 percent'],
    [{ kerfWidth: 0.5 }, 'Kerf width must be 0, 0.125, 0.1875, 0.25 or 0.09375 inches'],
    [{ minSeamPart: 0 }, 'Shortest seam part must be 1 to 120 in'],
    [{ cutoutClearance: 30 }, 'Seam distance from cutouts must be 0 to 24 in'],
  ])('refuses settings %j: "%s"', async (settings, message) => {
    const response = await post('ownerA', '/api/quotes/save', {
      customer_data: customer,
      quote_data: { ...kitchen, settings },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message });
  });

  it('answers an id that is not a quote id with 400 and one that does not exist with 404', async () => {
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/quotes/not-a-uuid',
      headers: as('ownerA'),
    });
    expect(malformed.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/quotes/00000000-0000-4000-8000-000000000000',
      headers: as('ownerA'),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'Quote not found' });
  });

  it('needs a bearer token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/quotes/save',
      payload: { customer_data: customer, quote_data: kitchen },
    });
    expect(response.statusCode).toBe(401);
  });
});
