import {
  ONE_TAX_FIELD_MESSAGE,
  SALES_TAX_RATE_MESSAGE,
  ZAdminTaxSettingsResponse,
  ZUpdateTaxSettingsResponse,
} from '@stonetool/contracts/admin-tax-settings';
import { ZErrorResponse } from '@stonetool/contracts/common';
import { ZMaterialOrderResponse } from '@stonetool/contracts/orders';
import { ZTaxSettingsResponse } from '@stonetool/contracts/showroom';
import { showrooms } from '@stonetool/db/schema/showrooms';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../testing/api-as';
import {
  createMaterialQuartz,
  ORDER_CUSTOMER,
  useMaterialTestApp,
  SHOWROOM_PEOPLE,
} from '../../orders/material-test-setup';

const world = useMaterialTestApp();
/** $1,450.00 slab cost: wholesale + 50 % = $2,175.00, client + 40 % = $3,045.00 per slab. */
let quartzId = '';

beforeAll(async () => {
  quartzId = (await createMaterialQuartz(world.t.database.db)).id;
});

function put(payload: object, token = world.logins.tokens.admin) {
  return world.t.app.inject({
    method: 'PUT',
    url: '/api/admin/tax-settings',
    headers: bearer(token),
    payload,
  });
}

async function rateOf(showroomId: string) {
  const [row] = await world.t.database.db
    .select({ rate: showrooms.salesTaxRatePercent, enabled: showrooms.salesTaxEnabled })
    .from(showrooms)
    .where(eq(showrooms.id, showroomId));
  return row;
}

describe('GET /api/admin/tax-settings', () => {
  it("lists every showroom's customer sales tax by name for the platform admin", async () => {
    const response = await world.t.app.inject({
      method: 'GET',
      url: '/api/admin/tax-settings',
      headers: bearer(world.logins.tokens.admin),
    });
    expect(response.statusCode).toBe(200);
    const { data } = ZAdminTaxSettingsResponse.parse(response.json());
    expect(data.map((row) => row.name)).toEqual(['Showroom A', 'Showroom B']);
    expect(data.find((row) => row.id === world.logins.showroomA)).toMatchObject({
      tax_enabled: true,
      sales_tax_rate: 8.25,
    });
  });

  it.each(SHOWROOM_PEOPLE)('refuses %s', async (_who, login) => {
    const list = await world.t.app.inject({
      method: 'GET',
      url: '/api/admin/tax-settings',
      headers: bearer(world.logins.tokens[login]),
    });
    expect(list.statusCode).toBe(403);
    const change = await put(
      { showroom_id: world.logins.showroomA, sales_tax_rate: 0 },
      world.logins.tokens[login],
    );
    expect(change.statusCode).toBe(403);
    expect((await rateOf(world.logins.showroomA))?.rate).toBe(8.25);
  });

  it('refuses a visitor', async () => {
    const response = await world.t.app.inject({ method: 'GET', url: '/api/admin/tax-settings' });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /api/admin/tax-settings', () => {
  it("changes a showroom's rate, and that showroom's next order is taxed at it", async () => {
    const response = await put({ showroom_id: world.logins.showroomA, sales_tax_rate: 5 });
    expect(response.statusCode).toBe(200);
    expect(ZUpdateTaxSettingsResponse.parse(response.json()).data).toMatchObject({
      id: world.logins.showroomA,
      tax_enabled: true,
      sales_tax_rate: 5,
    });

    const settings = await world.t.app.inject({
      method: 'GET',
      url: '/api/showroom/tax-settings',
      headers: bearer(world.logins.tokens.salesA),
    });
    expect(ZTaxSettingsResponse.parse(settings.json()).data).toEqual({
      sales_tax_rate: 5,
      tax_enabled: true,
    });

    // 2 × $3,045.00 = $6,090.00; tax 5 % = $304.50.
    const order = await world.t.app.inject({
      method: 'POST',
      url: '/api/material-orders',
      headers: bearer(world.logins.tokens.salesA),
      payload: {
        cartItems: [{ id: 'line-1', stone: { id: quartzId, Brand: 'Caesarstone' }, quantity: 2 }],
        orderDetails: { deliveryMethod: 'will_call' },
        customerInfo: ORDER_CUSTOMER,
        totalCost: 6394.5,
      },
    });
    expect(order.statusCode, order.body).toBe(200);
    expect(ZMaterialOrderResponse.parse(order.json()).data.emailData.orderData).toMatchObject({
      subtotal: 6090,
      salesTaxRate: 5,
      salesTax: 304.5,
      totalCost: 6394.5,
    });
    // Showroom B is untouched.
    expect((await rateOf(world.logins.showroomB))?.rate).toBe(9.75);
  });

  it('switches the tax off and on without touching the rate', async () => {
    await put({ showroom_id: world.logins.showroomB, sales_tax_rate: 7.5 });
    const off = await put({ showroom_id: world.logins.showroomB, tax_enabled: false });
    expect(ZUpdateTaxSettingsResponse.parse(off.json()).data).toMatchObject({
      tax_enabled: false,
      sales_tax_rate: 7.5,
    });
    const on = await put({ showroom_id: world.logins.showroomB, tax_enabled: true });
    expect(ZUpdateTaxSettingsResponse.parse(on.json()).data).toMatchObject({
      tax_enabled: true,
      sales_tax_rate: 7.5,
    });
  });

  it.each([
    ['above 50', { sales_tax_rate: 50.01 }, SALES_TAX_RATE_MESSAGE],
    ['below 0', { sales_tax_rate: -1 }, SALES_TAX_RATE_MESSAGE],
    ['finer than 0.01', { sales_tax_rate: 9.755 }, SALES_TAX_RATE_MESSAGE],
    ['not a number', { sales_tax_rate: '9.75' }, SALES_TAX_RATE_MESSAGE],
    ['with neither field', {}, ONE_TAX_FIELD_MESSAGE],
  ])('refuses a rate %s, and changes nothing', async (_case, fields, message) => {
    const before = await rateOf(world.logins.showroomA);
    const response = await put({ showroom_id: world.logins.showroomA, ...fields });
    expect(response.statusCode).toBe(400);
    expect(ZErrorResponse.parse(response.json()).error).toBe(message);
    expect(await rateOf(world.logins.showroomA)).toEqual(before);
  });

  it('accepts the bounds 0 and 50', async () => {
    for (const rate of [0, 50]) {
      const response = await put({ showroom_id: world.logins.showroomB, sales_tax_rate: rate });
      expect(ZUpdateTaxSettingsResponse.parse(response.json()).data.sales_tax_rate).toBe(rate);
    }
  });

  it('refuses fields a tax change may not carry, and an unknown showroom', async () => {
    const extra = await put({ showroom_id: world.logins.showroomA, tax_enabled: true, name: 'Renamed' });
    expect(extra.statusCode).toBe(400);
    const unknown = await put({ showroom_id: '00000000-0000-4000-8000-000000000000', tax_enabled: true });
    expect(unknown.statusCode).toBe(404);
    expect(ZErrorResponse.parse(unknown.json()).error).toBe('Showroom not found');
  });
});
