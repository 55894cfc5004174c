import { ZSaveQuoteResponse, type TQuoteDataInput } from '@stonetool/contracts/quotes';
import { ZStonesResponse, type TStone } from '@stonetool/contracts/stones';
import { createClientMarkup, createWholesalePricing } from '@stonetool/db/seed/pricing';
import { createStone } from '@stonetool/db/seed/stones';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken } from '../../testing/api-as';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { seedExpertBusiness } from '../../testing/fabricator-business';

/**
 * One price per slab (issue 20, decision 084): a fabricator's quote prices a slab at what
 * ordering that slab costs the business (its wholesale price), and the Material cart's price of
 * the same slab is that cost plus the business's client mark-up, the difference the cart names.
 */
let t: TestApp;
let token = '';
const headers = () => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const { showroomId } = await seedExpertBusiness(db, {
    name: 'Stone Works',
    email: 'owner@stoneworks.test',
    password: 'Owner-pass-123',
  });
  // The catalogue's own mark-up of 1 leaves the estimate's material at the slab's cost.
  await createStone(db, {
    brand: 'Silestone',
    type: 'Quartz',
    color: 'Calacatta Gold',
    slabCostCents: 613_800,
    markUp: 1,
  });
  await createStone(db, {
    brand: 'Dekton',
    type: 'Porcelain',
    color: 'Entzo',
    slabCostCents: 300_000,
    msrpCents: 500_000,
    markUp: 1,
  });
  await createWholesalePricing(db, { showroomId, brand: 'Silestone', yourMarkupPercent: 35 });
  await createClientMarkup(db, { showroomId, brand: 'Silestone', clientMarkupPercent: 40 });
  await createWholesalePricing(db, {
    showroomId,
    brand: 'Dekton',
    pricingType: 'discount_from_msrp',
    yourMarkupPercent: null,
    yourDiscountPercent: 30,
  });
  token = await accessToken(t.app, 'owner@stoneworks.test', 'Owner-pass-123');
});

afterAll(async () => {
  await t.close();
});

async function catalogStone(color: string): Promise<TStone> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/stones?mode=material',
    headers: headers(),
  });
  expect(response.statusCode).toBe(200);
  const stone = ZStonesResponse.parse(response.json()).find((row) => row.Color === color);
  if (!stone) throw new Error(`${color} is not in the catalog`);
  return stone;
}

/** One 96 x 25.5 top (one slab), material only: the quote's price is the cost of one slab. */
function oneTop(stone: TStone): TQuoteDataInput {
  return {
    products: [
      {
        brand: stone.Brand,
        type: stone.Type,
        color: stone.Color,
        finish: stone.Finish,
        thickness: stone.Thickness,
        width: '96',
        depth: '25.5',
        quantity: '1',
      },
    ],
    settings: { breakageBuffer: 0, kerfWidth: 0, includeFabrication: false, includeInstallation: false },
  };
}

async function quotedSlab(stone: TStone) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/quotes/save',
    headers: headers(),
    payload: {
      customer_data: { first_name: 'Ana', last_name: 'Ruiz', email: 'ana@example.test' },
      quote_data: oneTop(stone),
    },
  });
  expect(response.statusCode).toBe(200);
  return ZSaveQuoteResponse.parse(response.json()).data;
}

describe('the cost of a slab in a quote and in the cart', () => {
  it("prices the quote's slab at the business's wholesale price, not the catalogue's slab cost", async () => {
    const stone = await catalogStone('Calacatta Gold');
    // $6,138 + the platform's 35 % for this business = $8,286.30; the client pays 40 % more.
    expect(stone.wholesale_price_to_showroom).toBe(8286.3);
    expect(stone.client_price).toBe(11600.82);
    const quote = await quotedSlab(stone);
    expect(quote.total_slabs).toBe(1);
    expect(quote.total_price).toBe(stone.wholesale_price_to_showroom);
    expect(quote.total_price).not.toBe(stone['Slab Cost']);
  });

  it('follows the MSRP discount when that is how the business buys the brand', async () => {
    const stone = await catalogStone('Entzo');
    // $5,000 MSRP less 30 %.
    expect(stone.wholesale_price_to_showroom).toBe(3500);
    const quote = await quotedSlab(stone);
    expect(quote.total_price).toBe(3500);
  });
});
