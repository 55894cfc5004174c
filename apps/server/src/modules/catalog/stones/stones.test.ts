import { ZStonesResponse } from '@stonetool/contracts/stones';
import { createClientMarkup, createWholesalePricing } from '@stonetool/db/seed/pricing';
import { createStone, createStoneImage, stoneImageKey } from '@stonetool/db/seed/stones';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken } from '../../../testing/api-as';
import { seedAdmin, seedShowroomWithOwner } from '../../../testing/fixtures';
import { seedShowroomTeam } from '../../../testing/showroom-team';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
const bearer: Record<'owner' | 'sales' | 'manager' | 'admin', string> = {
  owner: '',
  sales: '',
  manager: '',
  admin: '',
};
let showroomId = '';
const webpBytes = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const team = await seedShowroomTeam(t, 'a', {
    manager: { canSeeShowroomCosts: true, maxDiscountPercent: 25 },
  });
  showroomId = team.showroomId;
  await seedAdmin(db, 'admin@example.test', 'Admin-pass-1');
  const calacatta = await createStone(db, {
    brand: 'Caesarstone',
    color: 'Calacatta Nuvo',
    slabCostCents: 145_000,
    msrpCents: null,
    markUp: 1.2,
  });
  await createWholesalePricing(db, { showroomId, brand: 'Caesarstone', yourMarkupPercent: 40 });
  await createClientMarkup(db, { showroomId, brand: 'Caesarstone', clientMarkupPercent: 30 });
  await createStoneImage(db, {
    stoneId: calacatta.id,
    storageKey: stoneImageKey('Caesarstone', 'Calacatta Nuvo'),
    width: 64,
    height: 32,
  });
  await t.ctx.storage.put(stoneImageKey('Caesarstone', 'Calacatta Nuvo'), webpBytes, 'image/webp');
  await createStone(db, {
    brand: 'MSI',
    type: 'Granite',
    color: 'Black Pearl',
    slabCostCents: null,
    isAvailable: false,
  });
  await createStone(db, { brand: 'Hidden Brand', color: 'Secret White' });
  await createWholesalePricing(db, { showroomId, brand: 'Hidden Brand', isActive: false });

  bearer.owner = team.tokens.owner;
  bearer.sales = team.tokens.salesperson;
  bearer.manager = team.tokens.manager;
  bearer.admin = await accessToken(t.app, 'admin@example.test', 'Admin-pass-1');
});

afterAll(async () => {
  await t.close();
});

async function stonesAs(who?: keyof typeof bearer) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/stones?mode=material',
    headers: who ? { authorization: `Bearer ${bearer[who]}` } : {},
  });
  expect(response.statusCode).toBe(200);
  return ZStonesResponse.parse(response.json());
}

describe('GET /api/stones', () => {
  it('is empty without a token', async () => {
    expect(await stonesAs()).toEqual([]);
  });

  it('gives the owner the catalog with costs, prices for the showroom and image addresses', async () => {
    const stones = await stonesAs('owner');
    expect(stones.map((stone) => `${stone.Brand} ${stone.Color}`)).toEqual([
      'Caesarstone Calacatta Nuvo',
      'MSI Black Pearl',
    ]);
    const [calacatta, blackPearl] = stones;
    expect(calacatta).toMatchObject({
      Brand: 'Caesarstone',
      Type: 'Quartz',
      Thickness: '3cm',
      Finish: 'Polished',
      'Slab Width': 126,
      'Slab Height': 63,
      'Slab Cost': 1450,
      'Mark Up': 1.2,
      // The showroom pays cost + 40 % = 2,030; its client pays that + 30 % = 2,639.
      wholesale_price_to_showroom: 2030,
      showroom_price: 2030,
      client_price: 2639,
      // No MSRP of its own: the displayed MSRP is wholesale × 1.5.
      msrp: 3045,
      is_available: true,
      image_url: 'http://localhost:3000/storage/v1/object/public/stone-images/CaesarstoneCalacattaNuvo.webp',
    });
    expect(calacatta?.stone_id).toBe(calacatta?.id);
    // No slab cost under a cost mark-up: 'Price on request', whatever its MSRP.
    expect(blackPearl).toMatchObject({
      client_price: null,
      'Slab Cost': null,
      msrp: 2175,
      is_available: false,
    });
  });

  it('says which stone has no stored photo, so the web shows a placeholder and requests nothing', async () => {
    const stones = await stonesAs('owner');
    // Calacatta Nuvo's photo is stored; Black Pearl has none.
    expect(stones.map((stone) => stone.has_image)).toEqual([true, false]);
  });

  it('hides every cost field from a salesperson', async () => {
    const [calacatta, blackPearl] = await stonesAs('sales');
    expect(calacatta?.client_price).toBe(2639);
    // The displayed MSRP would reveal the wholesale price (÷ 1.5); a real MSRP is public.
    expect(calacatta?.msrp).toBeNull();
    expect(blackPearl?.msrp).toBe(2175);
    expect(calacatta).not.toHaveProperty('Slab Cost');
    expect(calacatta).not.toHaveProperty('showroom_price');
    expect(calacatta).not.toHaveProperty('wholesale_price_to_showroom');
    expect(calacatta?.['Fab Cost']).toBeNull();
    expect(calacatta?.['Mark Up']).toBe(1);
  });

  it('never sends a salesperson any figure from which the wholesale cost follows', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/stones?mode=material',
      headers: { authorization: `Bearer ${bearer.sales}` },
    });
    const figures = response
      .json<Record<string, unknown>[]>()
      .flatMap((stone) => Object.values(stone).filter((value) => typeof value === 'number'));
    for (const cost of [1450, 2030, 3045]) expect(figures).not.toContain(cost);
  });

  it('shows a manager the showroom cost but not the wholesale cost', async () => {
    const [calacatta] = await stonesAs('manager');
    expect(calacatta?.showroom_price).toBe(2030);
    expect(calacatta?.msrp).toBe(3045);
    expect(calacatta).not.toHaveProperty('Slab Cost');
  });

  it('refuses an invalid token instead of treating the caller as a visitor', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/stones',
      headers: { authorization: 'Bearer not.a.token' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/stones?showroom_id= (the admin Catalog tab)', () => {
  function catalogOf(showroom: string, who: keyof typeof bearer) {
    return t.app.inject({
      method: 'GET',
      url: `/api/stones?mode=material&showroom_id=${showroom}`,
      headers: { authorization: `Bearer ${bearer[who]}` },
    });
  }

  it("gives the platform admin a showroom's catalog with that showroom's prices and hidden brands", async () => {
    const response = await catalogOf(showroomId, 'admin');
    expect(response.statusCode).toBe(200);
    const stones = ZStonesResponse.parse(response.json());
    expect(stones.map((stone) => `${stone.Brand} ${stone.Color}`)).toEqual([
      'Caesarstone Calacatta Nuvo',
      'MSI Black Pearl',
    ]);
    expect(stones[0]).toMatchObject({ showroom_price: 2030, client_price: 2639, 'Slab Cost': 1450 });
  });

  it('prices the catalog by the defaults when the admin names no showroom', async () => {
    const stones = await stonesAs('admin');
    expect(stones.map((stone) => stone.Brand)).toContain('Hidden Brand');
    expect(stones.find((stone) => stone.Color === 'Calacatta Nuvo')?.client_price).not.toBe(2639);
  });

  it('answers an unknown showroom with 404', async () => {
    const response = await catalogOf('00000000-0000-4000-8000-000000000000', 'admin');
    expect(response.statusCode).toBe(404);
    expect(response.json<{ error: unknown }>().error).toBe('Showroom not found');
  });

  it('answers a deleted showroom with 404, as the other admin calls do', async () => {
    const deleted = await seedShowroomWithOwner(t.database.db, {
      email: 'deleted-showroom@example.test',
      password: 'Deleted-pass-123',
      deletedAt: new Date(),
    });
    const response = await catalogOf(deleted.showroomId, 'admin');
    expect(response.statusCode).toBe(404);
    expect(response.json<{ error: unknown }>().error).toBe('Showroom not found');
  });

  it.each(['owner', 'sales'] as const)('refuses a showroom %s who names a showroom', async (who) => {
    const response = await catalogOf(showroomId, who);
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /storage/v1/object/public/stone-images/:name', () => {
  it('serves a stored stone image with its content type and caching headers', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/storage/v1/object/public/stone-images/CaesarstoneCalacattaNuvo.webp',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toContain('max-age=');
    expect(new Uint8Array(response.rawPayload)).toEqual(webpBytes);
  });

  it('answers 404 for an unknown image and for a path that tries to leave the folder', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/storage/v1/object/public/stone-images/Nope.webp',
    });
    expect(unknown.statusCode).toBe(404);
    const traversal = await t.app.inject({
      method: 'GET',
      url: '/storage/v1/object/public/stone-images/..%2F..%2Fsecrets.json',
    });
    expect(traversal.statusCode).toBe(404);
  });
});
