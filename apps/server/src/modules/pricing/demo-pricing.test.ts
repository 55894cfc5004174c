import { ZSpecialPricingCheckResponse, ZValidateDiscountResponse } from '@stonetool/contracts/pricing';
import { ZStonesResponse, type TStone } from '@stonetool/contracts/stones';
import { discountOverrides } from '@stonetool/db/schema/orders';
import { teamMembers } from '@stonetool/db/schema/team';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoData } from '../../testing/demo-data';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { accessToken, apiAs } from '../../testing/api-as';

let t: TestApp;
let sales = '';
let calacatta: TStone;
let specialPrice = 0;

const post = (url: string, payload: object) => apiAs(t.app, sales).post(url, payload);

beforeAll(async () => {
  t = await createTestApp({ data: demoData });
  sales = await accessToken(t.app, 'sales@stonetool.test', 'Sales-demo-2026');
});

afterAll(async () => {
  await t.close();
});

describe('the demo salesperson in Material Mode', () => {
  it('sees client prices in the catalog and never a cost', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/stones?mode=material',
      headers: { authorization: `Bearer ${sales}` },
    });
    const stones = ZStonesResponse.parse(response.json());
    expect(stones.length).toBeGreaterThan(100);
    for (const stone of stones) {
      expect(stone).not.toHaveProperty('Slab Cost');
      expect(stone).not.toHaveProperty('wholesale_price_to_showroom');
      expect(stone).not.toHaveProperty('showroom_price');
      expect(stone['Fab Cost']).toBeNull();
    }
    const found = stones.find(
      (stone) =>
        stone.Brand === 'Caesarstone' &&
        stone.Color === 'Calacatta Nuvo' &&
        stone.Thickness === '3cm' &&
        stone.Finish === 'Polished',
    );
    if (!found) throw new Error('the demo catalog has Caesarstone Calacatta Nuvo 3cm Polished');
    calacatta = found;
    expect(calacatta.client_price).toBeGreaterThan(0);
  });

  it('gets the spring promotion’s special price for Calacatta Nuvo', async () => {
    const response = await post('/api/showroom/special-pricing-check', {
      cartItems: [{ id: 'line-1', quantity: 2, stone: calacatta }],
    });
    const [item] = ZSpecialPricingCheckResponse.parse(response.json()).cartItems;
    expect(item?.specialPricing).toMatchObject({
      discountPercent: 12,
      originalPrice: calacatta.client_price,
    });
    specialPrice = item?.specialPricing?.specialPrice ?? 0;
    expect(specialPrice).toBeLessThan(calacatta.client_price ?? 0);
  });

  it('needs the manager for 15 %, is refused with a wrong password, and approved with PIN 2468', async () => {
    const request = {
      brand: 'Caesarstone',
      catalog_price: specialPrice,
      discount_amount: 15,
      stone_id: calacatta.id,
    };
    const check = ZValidateDiscountResponse.parse(
      (await post('/api/showroom/validate-discount', request)).json(),
    );
    expect(check).toMatchObject({ valid: false, requires_override: true });

    const wrong = await post('/api/showroom/validate-discount', {
      ...request,
      manager_override: true,
      manager_password: '1234',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ error: 'Manager password or PIN is incorrect.' });

    const approved = await post('/api/showroom/validate-discount', {
      ...request,
      manager_override: true,
      manager_password: '2468',
    });
    expect(approved.statusCode).toBe(200);
    const body = ZValidateDiscountResponse.parse(approved.json());
    expect(body).toMatchObject({ valid: true, requires_override: false, approved_by: 'Morgan Lee' });
    const [row] = await t.database.db
      .select({ method: discountOverrides.method, approver: teamMembers.email })
      .from(discountOverrides)
      .innerJoin(teamMembers, eq(teamMembers.id, discountOverrides.approvedByTeamMemberId))
      .where(eq(discountOverrides.id, body.override_id ?? ''));
    expect(row).toEqual({ method: 'pin', approver: 'manager@stonetool.test' });
  });
});
