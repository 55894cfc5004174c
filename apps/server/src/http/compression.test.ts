import { ZLoginResponse } from '@stonetool/contracts/auth';
import { createStone } from '@stonetool/db/seed/stones';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShowroomWithOwner } from '../testing/fixtures';
import { accessToken } from '../testing/api-as';
import { createTestApp, type TestApp } from '../testing/test-app';
import { COMPRESS_MIN_BYTES } from './compression';

let t: TestApp;
let bearer = '';

beforeAll(async () => {
  t = await createTestApp();
  // A long name makes the sign-in answer, which carries the showroom, larger than the threshold.
  await seedShowroomWithOwner(t.database.db, {
    email: 'owner@example.test',
    password: 'Owner-pass-1',
    name: 'Granite, Marble and Quartz Countertops of the Greater Metropolitan Area, Showroom, Design Studio and Slab Yard in Springfield',
  });
  for (const color of [
    'Calacatta Nuvo',
    'Empira White',
    'Statuario Maximus',
    'Frosty Carrina',
    'Taj Royale',
  ]) {
    await createStone(t.database.db, { brand: 'Caesarstone', color, description: `${color}, a quartz slab` });
  }
  bearer = await accessToken(t.app, 'owner@example.test', 'Owner-pass-1');
});

afterAll(async () => {
  await t.close();
});

function getCatalog(acceptEncoding?: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/stones?mode=material',
    headers: {
      authorization: `Bearer ${bearer}`,
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    },
  });
}

describe('compressing API answers', () => {
  it('sends the catalog uncompressed to a client that accepts no compression', async () => {
    for (const response of [await getCatalog(), await getCatalog('identity')]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
      expect(response.json()).toHaveLength(5);
    }
  });

  it.each([
    ['br, gzip, deflate', 'br', brotliDecompressSync],
    ['gzip, deflate, br;q=0.5', 'gzip', gunzipSync],
    ['gzip', 'gzip', gunzipSync],
  ] as const)(
    'sends the catalog compressed to a client accepting %s',
    async (acceptEncoding, encoding, decompress) => {
      const plain = (await getCatalog()).body;
      const response = await getCatalog(acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.rawPayload.length).toBeLessThan(plain.length / 2);
      expect(decompress(response.rawPayload).toString()).toBe(plain);
    },
  );

  it('sends answers below the threshold as they are', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/stones?mode=material',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual([]);
  });

  it('never compresses an answer that carries session tokens', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-enhanced',
      headers: { 'accept-encoding': 'br, gzip' },
      payload: { email: 'owner@example.test', password: 'Owner-pass-1' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(ZLoginResponse.parse(response.json()).session.access_token).toBeTruthy();
  });

  it('answers a revalidation with 304 and no body, compressed or not', async () => {
    const etag = String((await getCatalog('br')).headers.etag);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/stones?mode=material',
      headers: { authorization: `Bearer ${bearer}`, 'accept-encoding': 'br, gzip', 'if-none-match': etag },
    });
    expect(response.statusCode).toBe(304);
    expect(response.rawPayload.length).toBe(0);
  });
});
