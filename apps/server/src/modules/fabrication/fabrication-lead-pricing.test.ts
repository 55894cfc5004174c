import { ZErrorResponse } from '@stonetool/contracts/common';
import { ZFabricationLeadPricingResponse } from '@stonetool/contracts/fabrication-lead-pricing';
import { createFabricationLeadPrice } from '@stonetool/db/seed/pricing';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../testing/api-as';
import { useMaterialTestApp, SHOWROOM_PEOPLE } from '../orders/material-test-setup';

const world = useMaterialTestApp();

beforeAll(async () => {
  await createFabricationLeadPrice(world.t.database.db, {
    stoneType: 'Quartz',
    minPricePerSfCents: 3_000,
    maxPricePerSfCents: 4_500,
    sortOrder: 0,
  });
});

async function readAs(token: string) {
  const response = await world.t.app.inject({
    method: 'GET',
    url: '/api/fabrication/lead-pricing',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return ZFabricationLeadPricingResponse.parse(response.json()).data;
}

function save(rows: unknown, token = world.logins.tokens.admin) {
  return world.t.app.inject({
    method: 'PUT',
    url: '/api/admin/fabrication-lead-pricing',
    headers: bearer(token),
    payload: { rows },
  });
}

describe('the fabrication lead pricing matrix', () => {
  it('reads the ranges with their display text for anyone signed in', async () => {
    for (const token of [world.logins.tokens.salesA, world.logins.tokens.ownerB, world.logins.tokens.admin]) {
      expect(await readAs(token)).toEqual([
        { stoneType: 'Quartz', minPrice: 30, maxPrice: 45, display: '$30 - $45' },
      ]);
    }
    const visitor = await world.t.app.inject({ method: 'GET', url: '/api/fabrication/lead-pricing' });
    expect(visitor.statusCode).toBe(401);
  });

  it('is replaced whole by the admin, in the order sent, and Material Mode reads it at once', async () => {
    const rows = [
      { stoneType: 'Natural', minPrice: 38, maxPrice: 55 },
      { stoneType: 'Quartz', minPrice: 32, maxPrice: 47 },
      { stoneType: 'New Stone', minPrice: 30, maxPrice: 40 },
    ];
    const response = await save(rows);
    expect(response.statusCode, response.body).toBe(200);
    const expected = rows.map((row) => ({ ...row, display: `$${row.minPrice} - $${row.maxPrice}` }));
    expect(ZFabricationLeadPricingResponse.parse(response.json()).data).toEqual(expected);
    expect(await readAs(world.logins.tokens.salesA)).toEqual(expected);
  });

  it.each([
    [
      'a price that is not whole',
      [{ stoneType: 'Quartz', minPrice: 30.5, maxPrice: 45 }],
      'Row 1: prices are whole dollars from 0',
    ],
    [
      'a negative price',
      [{ stoneType: 'Quartz', minPrice: -1, maxPrice: 45 }],
      'Row 1: prices are whole dollars from 0',
    ],
    [
      'a maximum below the minimum',
      [{ stoneType: 'Quartz', minPrice: 50, maxPrice: 45 }],
      'Row 1: the maximum price cannot be below the minimum',
    ],
    [
      'a row without a stone type',
      [{ stoneType: ' ', minPrice: 30, maxPrice: 45 }],
      'Row 1: every row needs a stone type',
    ],
    [
      'a stone type twice',
      [
        { stoneType: 'Quartz', minPrice: 30, maxPrice: 45 },
        { stoneType: 'quartz', minPrice: 31, maxPrice: 46 },
      ],
      'Each stone type can appear once',
    ],
  ])('refuses %s and keeps the saved matrix', async (_case, rows, message) => {
    const before = await readAs(world.logins.tokens.admin);
    const response = await save(rows);
    expect(response.statusCode).toBe(400);
    expect(ZErrorResponse.parse(response.json()).error).toBe(message);
    expect(await readAs(world.logins.tokens.admin)).toEqual(before);
  });

  it.each(SHOWROOM_PEOPLE)('cannot be changed by %s', async (_who, login) => {
    const before = await readAs(world.logins.tokens.admin);
    const response = await save(
      [{ stoneType: 'Quartz', minPrice: 1, maxPrice: 2 }],
      world.logins.tokens[login],
    );
    expect(response.statusCode).toBe(403);
    expect(await readAs(world.logins.tokens.admin)).toEqual(before);
  });
});
