import {
  ADMIN_STONE_MESSAGES,
  ZDeleteStoneResponse,
  ZSaveStoneResponse,
  ZUploadStoneImageResponse,
} from '@stonetool/contracts/admin-stones';
import { ZErrorResponse } from '@stonetool/contracts/common';
import { ZStonesResponse } from '@stonetool/contracts/stones';
import { stoneImages, stones, stoneSnapshot } from '@stonetool/db/schema/catalog';
import { quoteItems } from '@stonetool/db/schema/quotes';
import { createQuote, createQuoteItem } from '@stonetool/db/seed/quotes';
import { createSharedCart } from '@stonetool/db/seed/shared-carts';
import { createStone } from '@stonetool/db/seed/stones';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fileUpload, multipartBody } from '../../../testing/multipart';
import { ORDER_CUSTOMER, useMaterialTestApp, SHOWROOM_PEOPLE } from '../../orders/material-test-setup';
import { CART_PRICING_MESSAGES } from '../../pricing/price-cart';
import { stoneIdentity } from './stone-identity';
import { apiAs, bearer } from '../../../testing/api-as';

const world = useMaterialTestApp();

const quartz = {
  brand: 'Aurora Stoneworks',
  type: 'Quartz',
  color: 'Glacier Vein',
  thickness: '3cm',
  finish: 'Polished',
  slab_height: 65,
  slab_width: 130,
  slab_cost: 1450,
  fab_cost: 40,
  mark_up: 1.25,
};

const post = (url: string, payload: object, token = world.logins.tokens.admin) =>
  apiAs(world.t.app, token).post(url, payload);

const catalogFor = (token: string, ifNoneMatch?: string) =>
  apiAs(world.t.app, token).get('/api/stones', ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {});

async function etagFor(token: string): Promise<string> {
  const response = await catalogFor(token);
  expect(response.statusCode).toBe(200);
  return String(response.headers.etag);
}

async function catalogColors(token: string): Promise<string[]> {
  const response = await catalogFor(token);
  return ZStonesResponse.parse(response.json()).map((stone) => stone.Color);
}

describe('POST /api/admin/add-stone', () => {
  it('adds a stone that every showroom sees at once, with a new catalog ETag', async () => {
    const before = await etagFor(world.logins.tokens.ownerA);
    const response = await post('/api/admin/add-stone', quartz);
    expect(response.statusCode).toBe(200);
    const { stone } = ZSaveStoneResponse.parse(response.json());
    expect(stone).toMatchObject(quartz);
    expect(stone.id).toEqual(expect.any(String));

    expect((await catalogFor(world.logins.tokens.ownerA, before)).statusCode).toBe(200);
    expect(await etagFor(world.logins.tokens.ownerA)).not.toBe(before);
    const admin = ZStonesResponse.parse((await catalogFor(world.logins.tokens.admin)).json());
    expect(admin.find((row) => row.id === stone.id)).toMatchObject({
      Brand: 'Aurora Stoneworks',
      'Slab Cost': 1450,
      'Fab Cost': 40,
      'Mark Up': 1.25,
      'Slab Width': 130,
      'Slab Height': 65,
    });
  });

  it('takes the stone defaults for what the form leaves out', async () => {
    const response = await post('/api/admin/add-stone', {
      brand: 'Aurora Stoneworks',
      type: 'Porcelain',
      color: 'Ash Field',
      slab_cost: 900,
    });
    expect(response.statusCode).toBe(200);
    expect(ZSaveStoneResponse.parse(response.json()).stone).toMatchObject({
      thickness: '3cm',
      finish: 'Polished',
      slab_height: 63,
      slab_width: 126,
      fab_cost: 0,
      mark_up: 1.2,
    });
  });

  it.each([
    ['no brand', { ...quartz, brand: '  ' }],
    ['no type', { ...quartz, type: undefined }],
    ['no color', { ...quartz, color: '' }],
    ['no slab cost', { ...quartz, slab_cost: undefined }],
  ])('refuses a stone with %s: "Please fill in all required fields"', async (_case, payload) => {
    const response = await post('/api/admin/add-stone', payload);
    expect(response.statusCode).toBe(400);
    expect(ZErrorResponse.parse(response.json()).error).toBe(ADMIN_STONE_MESSAGES.required);
  });

  it.each([
    ['a finish outside Polished, Honed, Leathered', { finish: 'Flamed' }],
    ['a thickness outside 2cm, 3cm', { thickness: '1cm' }],
    ['a negative slab cost', { slab_cost: -1 }],
    ['a slab side of 0', { slab_width: 0 }],
    ['a mark-up below 1', { mark_up: 0.5 }],
    ['an unknown field', { discount: 5 }],
  ])('refuses %s', async (_case, change) => {
    const response = await post('/api/admin/add-stone', { ...quartz, color: 'Refused', ...change });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a second stone with the same brand, type, color, thickness and finish', async () => {
    const response = await post('/api/admin/add-stone', { ...quartz, slab_cost: 1 });
    expect(response.statusCode).toBe(409);
    expect(ZErrorResponse.parse(response.json()).error).toBe(ADMIN_STONE_MESSAGES.duplicate);
  });
});

describe('POST /api/admin/update-stone', () => {
  it("changes a stone's price and the catalog answers the new one at once", async () => {
    const stone = await createStone(world.t.database.db, { brand: 'Aurora Stoneworks', color: 'Dune' });
    const before = await etagFor(world.logins.tokens.ownerA);
    const response = await post('/api/admin/update-stone', {
      ...quartz,
      id: stone.id,
      color: 'Dune',
      slab_cost: 2000,
      finish: 'Honed',
    });
    expect(response.statusCode).toBe(200);
    expect(ZSaveStoneResponse.parse(response.json()).stone).toMatchObject({
      slab_cost: 2000,
      finish: 'Honed',
    });
    expect(await etagFor(world.logins.tokens.ownerA)).not.toBe(before);
    const admin = ZStonesResponse.parse((await catalogFor(world.logins.tokens.admin)).json());
    expect(admin.find((row) => row.id === stone.id)).toMatchObject({ 'Slab Cost': 2000, Finish: 'Honed' });
  });

  it('answers "Stone not found" for an unknown id', async () => {
    const response = await post('/api/admin/update-stone', { ...quartz, id: crypto.randomUUID() });
    expect(response.statusCode).toBe(404);
    expect(ZErrorResponse.parse(response.json()).error).toBe(ADMIN_STONE_MESSAGES.notFound);
  });
});

describe('POST /api/admin/delete-stone', () => {
  it('deletes a stone nothing names, and it leaves the catalog', async () => {
    const stone = await createStone(world.t.database.db, { brand: 'Aurora Stoneworks', color: 'Unused' });
    const response = await post('/api/admin/delete-stone', { id: stone.id });
    expect(response.statusCode).toBe(200);
    expect(ZDeleteStoneResponse.parse(response.json())).toEqual({ success: true, retired: false });
    expect(await world.t.database.db.select().from(stones).where(eq(stones.id, stone.id))).toEqual([]);
    expect(await catalogColors(world.logins.tokens.admin)).not.toContain('Unused');
  });

  it('retires a stone a saved cart names: hidden from the catalog, the cart line keeps it', async () => {
    const stone = await createStone(world.t.database.db, { brand: 'Aurora Stoneworks', color: 'In A Cart' });
    const quote = await createQuote(world.t.database.db, { showroomId: world.logins.showroomA });
    const line = await createQuoteItem(world.t.database.db, {
      quoteId: quote.id,
      showroomId: world.logins.showroomA,
      ...stoneSnapshot(stone),
      quantity: 2,
      unitPriceCents: 300_000,
    });
    const before = await etagFor(world.logins.tokens.ownerA);

    const response = await post('/api/admin/delete-stone', { id: stone.id });
    expect(response.statusCode).toBe(200);
    expect(ZDeleteStoneResponse.parse(response.json())).toEqual({ success: true, retired: true });

    const [kept] = await world.t.database.db.select().from(stones).where(eq(stones.id, stone.id));
    expect(kept?.retiredAt).toBeInstanceOf(Date);
    const [cartLine] = await world.t.database.db.select().from(quoteItems).where(eq(quoteItems.id, line.id));
    expect(cartLine).toMatchObject({ stoneId: stone.id, color: 'In A Cart' });
    expect(await catalogColors(world.logins.tokens.ownerA)).not.toContain('In A Cart');
    expect(await etagFor(world.logins.tokens.ownerA)).not.toBe(before);

    const order = await world.t.app.inject({
      method: 'POST',
      url: '/api/material-orders',
      headers: bearer(world.logins.tokens.salesA),
      payload: {
        cartItems: [{ id: 'line-1', stone: { id: stone.id, Brand: stone.brand }, quantity: 1 }],
        orderDetails: { deliveryMethod: 'will_call' },
        customerInfo: ORDER_CUSTOMER,
        totalCost: 3000,
      },
    });
    expect(order.statusCode, 'a retired stone can no longer be ordered').toBe(400);
    expect(ZErrorResponse.parse(order.json()).error).toBe(CART_PRICING_MESSAGES.notInCatalog);

    const again = await post('/api/admin/delete-stone', { id: stone.id });
    expect(again.statusCode).toBe(404);
    const edit = await post('/api/admin/update-stone', { ...quartz, id: stone.id, color: 'In A Cart' });
    expect(edit.statusCode).toBe(404);
  });

  it('retires a stone a shared cart names, and a new stone may take its place', async () => {
    const stone = await createStone(world.t.database.db, { brand: 'Aurora Stoneworks', color: 'Shared' });
    await createSharedCart(world.t.database.db, {
      tokenHash: `hash-${stone.id}`,
      targetShowroomId: world.logins.showroomA,
      items: [{ ...stoneIdentity(stone), quantity: 40 }],
    });
    const response = await post('/api/admin/delete-stone', { id: stone.id });
    expect(ZDeleteStoneResponse.parse(response.json()).retired).toBe(true);

    const again = await post('/api/admin/add-stone', {
      brand: stone.brand,
      type: stone.type,
      color: stone.color,
      thickness: stone.thickness,
      finish: stone.finish,
      slab_cost: 1000,
    });
    expect(again.statusCode).toBe(200);
  });
});

describe('POST /api/admin/upload-stone-image', () => {
  it('re-encodes the picture, serves it under the public stone-images path and shows it in the catalog', async () => {
    const stone = await createStone(world.t.database.db, { brand: 'Aurora Stoneworks', color: 'Pictured' });
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#a0a0a0' } })
      .png()
      .toBuffer();
    const body = multipartBody([
      { name: 'id', value: stone.id },
      { name: 'image', value: png, filename: 'slab.png', contentType: 'image/png' },
    ]);
    const before = await etagFor(world.logins.tokens.ownerA);
    const response = await world.t.app.inject({
      method: 'POST',
      url: '/api/admin/upload-stone-image',
      headers: { ...bearer(world.logins.tokens.admin), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    const { image_url } = ZUploadStoneImageResponse.parse(response.json());
    const path = new URL(image_url).pathname;
    expect(path).toMatch(new RegExp(`^/storage/v1/object/public/stone-images/${stone.id}-[0-9a-f-]+\\.png$`));

    const served = await world.t.app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(40);

    const catalog = ZStonesResponse.parse((await catalogFor(world.logins.tokens.ownerA)).json());
    expect(catalog.find((row) => row.id === stone.id)?.image_url).toBe(image_url);
    expect(catalog.find((row) => row.id === stone.id)?.has_image).toBe(true);
    expect(await etagFor(world.logins.tokens.ownerA)).not.toBe(before);
    const rows = await world.t.database.db
      .select()
      .from(stoneImages)
      .where(eq(stoneImages.stoneId, stone.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses bytes that are not a picture, whatever the name says', async () => {
    const stone = await createStone(world.t.database.db, {
      brand: 'Aurora Stoneworks',
      color: 'Not Pictured',
    });
    const body = multipartBody([
      { name: 'id', value: stone.id },
      { name: 'image', value: Buffer.from('<script>alert(1)</script>'), filename: 'slab.png' },
    ]);
    const response = await world.t.app.inject({
      method: 'POST',
      url: '/api/admin/upload-stone-image',
      headers: { ...bearer(world.logins.tokens.admin), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(415);
    expect(ZErrorResponse.parse(response.json()).error).toBe(ADMIN_STONE_MESSAGES.imageInvalid);
  });
});

describe('only the platform admin manages the catalog', () => {
  it.each(SHOWROOM_PEOPLE)('refuses %s every stone call, and nothing changes', async (_who, login) => {
    const token = world.logins.tokens[login];
    const stone = await createStone(world.t.database.db, {
      brand: 'Aurora Stoneworks',
      color: `Guarded ${login}`,
    });
    const calls = [
      post('/api/admin/add-stone', { ...quartz, color: `New ${login}` }, token),
      post('/api/admin/update-stone', { ...quartz, id: stone.id, slab_cost: 1 }, token),
      post('/api/admin/delete-stone', { id: stone.id }, token),
      world.t.app.inject({
        method: 'POST',
        url: '/api/admin/upload-stones-csv',
        ...(() => {
          const upload = fileUpload(
            'csvFile',
            'stones.csv',
            Buffer.from('Brand,Type,Color,Slab Cost\nX,Quartz,Y,1\n'),
          );
          return { headers: { ...bearer(token), ...upload.headers }, payload: upload.payload };
        })(),
      }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(403);
    const [kept] = await world.t.database.db.select().from(stones).where(eq(stones.id, stone.id));
    expect(kept).toMatchObject({ slabCostCents: stone.slabCostCents, retiredAt: null });
    expect(await catalogColors(world.logins.tokens.admin)).not.toContain(`New ${login}`);
  });

  it('refuses a visitor without a token', async () => {
    const response = await world.t.app.inject({
      method: 'POST',
      url: '/api/admin/add-stone',
      payload: quartz,
    });
    expect(response.statusCode).toBe(401);
  });
});
