import { ZDeliveryRuleResponse, ZDeliveryRulesResponse } from '@stonetool/contracts/admin-delivery-pricing';
import { ZErrorResponse } from '@stonetool/contracts/common';
import { ZDeliveryPricingResponse } from '@stonetool/contracts/pricing';
import { deliveryPricingRules } from '@stonetool/db/schema/pricing';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../testing/api-as';
import { useMaterialTestApp, SHOWROOM_PEOPLE } from '../../orders/material-test-setup';

const world = useMaterialTestApp();

const cambria = {
  brand: 'Cambria',
  pricing_type: 'flat_rate',
  flat_rate_amount: 150,
  per_slab_amount: null,
  tier_1_max_slabs: null,
  tier_1_amount: null,
  tier_2_min_slabs: null,
  tier_2_amount: null,
  is_active: true,
  notes: 'One truck',
};

function send(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  payload?: object,
  token = world.logins.tokens.admin,
) {
  return world.t.app.inject({
    method,
    url: '/api/admin/delivery-pricing',
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
}

/** What the order screen charges for `slabs` Cambria slabs in showroom A. */
async function cambriaDelivery(slabs: number): Promise<number> {
  const response = await world.t.app.inject({
    method: 'POST',
    url: '/api/delivery-pricing',
    headers: bearer(world.logins.tokens.salesA),
    payload: { cartItems: [{ brand: 'Cambria', quantity: slabs }] },
  });
  return ZDeliveryPricingResponse.parse(response.json()).deliveryCost;
}

async function ruleCount(): Promise<number> {
  return (await world.t.database.db.select().from(deliveryPricingRules)).length;
}

describe('the delivery pricing matrix', () => {
  let id = '';

  it('adds a rule that the order screen charges at once', async () => {
    expect(await cambriaDelivery(2)).toBe(0);
    const created = await send('POST', cambria);
    expect(created.statusCode, created.body).toBe(200);
    const rule = ZDeliveryRuleResponse.parse(created.json()).data;
    expect(rule).toMatchObject(cambria);
    expect(rule.id).toEqual(expect.any(String));
    id = rule.id;
    expect(await cambriaDelivery(2)).toBe(150);
    const list = ZDeliveryRulesResponse.parse((await send('GET')).json());
    expect(list.data).toEqual([rule]);
  });

  it('replaces a rule with the whole row, per slab then tiered, and the charge follows', async () => {
    const perSlab = await send('PUT', {
      ...cambria,
      id,
      pricing_type: 'per_slab',
      flat_rate_amount: null,
      per_slab_amount: 40,
    });
    expect(perSlab.statusCode, perSlab.body).toBe(200);
    expect(await cambriaDelivery(3)).toBe(120);
    const tiered = await send('PUT', {
      ...cambria,
      id,
      pricing_type: 'tiered',
      flat_rate_amount: null,
      tier_1_max_slabs: 4,
      tier_1_amount: 200,
      tier_2_min_slabs: 5,
      tier_2_amount: 0,
    });
    expect(tiered.statusCode, tiered.body).toBe(200);
    expect(await cambriaDelivery(4)).toBe(200);
    expect(await cambriaDelivery(5)).toBe(0);
  });

  it('switches a rule off, and the brand has no charge', async () => {
    await send('PUT', { ...cambria, id, is_active: false });
    expect(await cambriaDelivery(2)).toBe(0);
    await send('PUT', { ...cambria, id });
    expect(await cambriaDelivery(2)).toBe(150);
  });

  it.each([
    ['without a brand', { brand: ' ' }, 'All rules must have a brand and pricing type'],
    ['flat rate without its amount', { flat_rate_amount: null }, 'Cambria: Flat rate amount is required'],
    ['per slab without its amount', { pricing_type: 'per_slab' }, 'Cambria: Per-slab amount is required'],
    [
      'tiered without thresholds',
      { pricing_type: 'tiered', tier_1_max_slabs: 4 },
      'Cambria: Tier thresholds are required',
    ],
    [
      'tiered with tier 2 inside tier 1',
      { pricing_type: 'tiered', tier_1_max_slabs: 4, tier_2_min_slabs: 3 },
      'Cambria: Tier 2 minimum must be greater than Tier 1 maximum',
    ],
    [
      'flat rate carrying tier thresholds the database refuses',
      { tier_1_max_slabs: 4, tier_2_min_slabs: 3 },
      'Cambria: Tier 2 minimum must be greater than Tier 1 maximum',
    ],
    ['with a negative amount', { per_slab_amount: -5 }, 'Amounts cannot be negative'],
    [
      'with a slab count of 0',
      { pricing_type: 'tiered', tier_1_max_slabs: 0, tier_2_min_slabs: 2 },
      'Slab counts start at 1',
    ],
  ])('refuses a rule %s with the spec message and writes nothing', async (_case, change, message) => {
    const before = await ruleCount();
    // The body is checked before anything is looked up, so a new rule and a change read alike.
    for (const response of [
      await send('POST', { ...cambria, ...change }),
      await send('PUT', { ...cambria, id, ...change }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(ZErrorResponse.parse(response.json()).error).toBe(message);
    }
    expect(await ruleCount()).toBe(before);
    expect(await cambriaDelivery(2)).toBe(150);
  });

  it('refuses a second rule for the same brand, and a field a rule does not have', async () => {
    const twice = await send('POST', cambria);
    expect(twice.statusCode).toBe(409);
    expect(ZErrorResponse.parse(twice.json()).error).toBe('Cambria already has a delivery pricing rule');
    const extra = await send('POST', { ...cambria, brand: 'Silestone', showroom_id: world.logins.showroomA });
    expect(extra.statusCode).toBe(400);
  });

  it.each(SHOWROOM_PEOPLE)('is out of reach of %s', async (_who, login) => {
    for (const [method, payload] of [
      ['GET', undefined],
      ['POST', { ...cambria, brand: 'Silestone' }],
      ['PUT', { ...cambria, id, flat_rate_amount: 1 }],
      ['DELETE', { id }],
    ] as const) {
      expect((await send(method, payload, world.logins.tokens[login])).statusCode).toBe(403);
    }
    expect(await cambriaDelivery(2)).toBe(150);
  });

  it('removes a rule once', async () => {
    expect((await send('DELETE', { id })).statusCode).toBe(200);
    expect(await cambriaDelivery(2)).toBe(0);
    const again = await send('DELETE', { id });
    expect(again.statusCode).toBe(404);
    expect(ZErrorResponse.parse(again.json()).error).toBe('Delivery rule not found');
  });
});
