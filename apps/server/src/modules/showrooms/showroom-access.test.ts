import { ZAdminShowroomsResponse } from '@stonetool/contracts/admin';
import { ZShowroomDataResponse } from '@stonetool/contracts/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, apiAs } from '../../testing/api-as';
import { seedTeamMember } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { seedTwoShowrooms, type TwoShowrooms } from '../../testing/two-showrooms';

let t: TestApp;
let showroomA: string;
let showroomB: string;
let tokens: TwoShowrooms['tokens'] & { sales: string };

beforeAll(async () => {
  t = await createTestApp();
  const two = await seedTwoShowrooms(t, { a: { salesTaxRatePercent: 8.25 }, b: { salesTaxEnabled: false } });
  ({ showroomA, showroomB } = two);
  await seedTeamMember(t.database.db, {
    showroomId: showroomA,
    email: 'sales@example.test',
    password: 'Sales-pass-1',
  });
  tokens = { ...two.tokens, sales: await accessToken(t.app, 'sales@example.test', 'Sales-pass-1') };
});

afterAll(async () => {
  await t.close();
});

function as(who: keyof typeof tokens) {
  return { authorization: `Bearer ${tokens[who]}` };
}

/** POST /api/showroom/data as `who`, asking for the showroom `showroomId`. */
function showroomData(who: keyof typeof tokens, showroomId: string) {
  return apiAs(t.app, tokens[who]).post('/api/showroom/data', { showroom_id: showroomId });
}

describe('showroom data and settings are scoped to the signed-in showroom', () => {
  it("gives an owner their own showroom's data", async () => {
    const response = await showroomData('ownerA', showroomA);
    expect(response.statusCode).toBe(200);
    expect(ZShowroomDataResponse.parse(response.json()).showroom).toMatchObject({
      id: showroomA,
      name: 'Showroom A',
    });
  });

  it("refuses showroom A's owner the data of showroom B", async () => {
    const response = await showroomData('ownerA', showroomB);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, error: 'Not allowed', code: 'FORBIDDEN' });
  });

  it("refuses showroom A's owner the tax settings of showroom B", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/showroom/tax-settings?showroom_id=${showroomB}`,
      headers: as('ownerA'),
    });
    expect(response.statusCode).toBe(403);
  });

  it("gives each showroom's users their own tax settings", async () => {
    const a = await t.app.inject({ method: 'GET', url: '/api/showroom/tax-settings', headers: as('ownerA') });
    expect(a.json()).toEqual({ success: true, data: { sales_tax_rate: 8.25, tax_enabled: true } });
    const sales = await t.app.inject({
      method: 'GET',
      url: '/api/showroom/tax-settings',
      headers: as('sales'),
    });
    expect(sales.json()).toEqual({ success: true, data: { sales_tax_rate: 8.25, tax_enabled: true } });
    const b = await t.app.inject({ method: 'GET', url: '/api/showroom/tax-settings', headers: as('ownerB') });
    expect(b.json()).toEqual({ success: true, data: { sales_tax_rate: 9.75, tax_enabled: false } });
  });

  it('lets the platform admin read any showroom it names', async () => {
    const response = await showroomData('admin', showroomB);
    expect(response.statusCode).toBe(200);
    expect(ZShowroomDataResponse.parse(response.json()).showroom.id).toBe(showroomB);
  });

  it('needs a bearer token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/showroom/data', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});

describe('the admin API', () => {
  it('is closed to a team member', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/showrooms', headers: as('sales') });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, error: 'Not allowed' });
  });

  it('is closed to a showroom owner and to visitors', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/showrooms', headers: as('ownerA') })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/showrooms' })).statusCode).toBe(401);
  });

  it('lists every showroom for the platform admin', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/showrooms', headers: as('admin') });
    expect(response.statusCode).toBe(200);
    const body = ZAdminShowroomsResponse.parse(response.json());
    expect(body.showrooms.map((showroom) => showroom.name)).toEqual(['Showroom A', 'Showroom B']);
    expect(body.showrooms[0]).toMatchObject({
      id: showroomA,
      email: 'a@example.test',
      showroom_type: 'tile_stone',
      brand_colors: { primary: '#0f766e', secondary: '#14b8a6' },
      is_test: false,
      stones_count: 0,
    });
    expect(body.data).toEqual(body.showrooms);
  });
});
