import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { STONE_CSV_MAX_IMAGES, ZUploadStonesCsvResponse } from '@stonetool/contracts/admin-stones';
import { ZStonesResponse } from '@stonetool/contracts/stones';
import { stoneImages, stones } from '@stonetool/db/schema/catalog';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUpload } from '../../../testing/multipart';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { isPublicAddress } from '../../../uploads/fetch-remote-image';
import { bearer } from '../../../testing/api-as';
import { seedMaterialLogins, type MaterialLogins } from '../../orders/material-test-setup';

const HEADER =
  'Brand,Type,Color,Thickness,Finish,Slab Height,Slab Width,Slab Cost,Fab Cost,Mark Up,Image URL';

let server: Server;
let base = '';
let png: Buffer;

/** An image host of the test's own: a photo, a web page, a missing file, a too large one and redirects. */
beforeAll(async () => {
  png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#cccccc' } })
    .png()
    .toBuffer();
  server = createServer((request, response) => {
    switch (request.url) {
      case '/quartz.png':
        response.writeHead(200, { 'content-type': 'image/png' }).end(png);
        return;
      case '/page.html':
        response.writeHead(200, { 'content-type': 'text/html' }).end('<p>not an image</p>');
        return;
      case '/fake.png':
        response.writeHead(200, { 'content-type': 'image/png' }).end('GIF89a but not a PNG at all');
        return;
      case '/huge.png':
        response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(6 * 1024 * 1024));
        return;
      case '/to-metadata':
        response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
        return;
      case '/to-photo':
        response.writeHead(301, { location: '/quartz.png' }).end();
        return;
      default:
        response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function upload(t: TestApp, token: string, csv: string) {
  const body = fileUpload('csvFile', 'stones.csv', Buffer.from(csv), 'text/csv');
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/upload-stones-csv',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

async function imageOf(t: TestApp, color: string) {
  const [row] = await t.database.db
    .select({ key: stoneImages.storageKey, width: stoneImages.width })
    .from(stones)
    .leftJoin(stoneImages, eq(stoneImages.stoneId, stones.id))
    .where(eq(stones.color, color));
  return row;
}

describe('stones CSV with an Image URL column, fetched from the test’s own image host', () => {
  let t: TestApp;
  let logins: MaterialLogins;

  beforeAll(async () => {
    // Only this test's loopback host is reachable; every other private address stays refused.
    t = await createTestApp({ remoteImageAddressAllowed: (address) => address === '127.0.0.1' });
    logins = await seedMaterialLogins(t);
  });

  afterAll(async () => {
    await t.close();
  });

  it('sets the photos it could fetch and names every row whose photo it could not, importing every stone', async () => {
    const rows = [
      ['Aurora', `${base}/quartz.png`],
      ['Borealis', `${base}/to-photo`],
      ['Cirrus', `${base}/page.html`],
      ['Dune', `${base}/missing.png`],
      ['Ember', `${base}/huge.png`],
      ['Fjord', `${base}/to-metadata`],
      ['Glacier', 'ftp://example.com/glacier.png'],
      ['Harbor', 'not an address'],
      ['Iris', `${base}/fake.png`],
      ['Juniper', ''],
    ];
    const csv = [
      HEADER,
      ...rows.map(([color, url]) => `Photo Quartz,Quartz,${color},3cm,Polished,65,130,1000,40,1.2,${url}`),
    ].join('\n');
    const response = await upload(t, logins.tokens.admin, csv);
    expect(response.statusCode, response.body).toBe(200);
    const body = ZUploadStonesCsvResponse.parse(response.json());
    expect(body).toMatchObject({ imported: 10, created: 10, photos_added: 2 });
    expect(body.photos_refused.map(({ row, reason }) => [row, reason])).toEqual([
      [4, 'The address is not a PNG, JPG or WebP image (it answered text/html)'],
      [5, 'The image address answered HTTP 404'],
      [6, 'The image is larger than 5 MB'],
      [7, '169.254.169.254 is not a public internet address'],
      [8, 'The image address must start with http:// or https://'],
      [9, 'The image address is not a valid web address'],
      [10, 'Invalid file format. Please use PNG, JPG or WebP.'],
    ]);
    expect(body.photos_refused[0]?.url).toBe(`${base}/page.html`);

    // The fetched photo is re-encoded and stored as an uploaded one; the catalog says so.
    expect(await imageOf(t, 'Aurora')).toMatchObject({ width: 40 });
    expect(await imageOf(t, 'Borealis')).toMatchObject({ width: 40 });
    expect((await imageOf(t, 'Cirrus'))?.key).toBeNull();
    const catalog = await t.app.inject({
      method: 'GET',
      url: '/api/stones',
      headers: bearer(logins.tokens.ownerA),
    });
    const cards = ZStonesResponse.parse(catalog.json());
    const aurora = cards.find((card) => card.Color === 'Aurora');
    expect(aurora?.has_image).toBe(true);
    expect(cards.find((card) => card.Color === 'Cirrus')?.has_image).toBe(false);
    const picture = await t.app.inject({ method: 'GET', url: new URL(aurora?.image_url ?? '').pathname });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
  });

  it(`fetches at most ${STONE_CSV_MAX_IMAGES} photos per import and names the rows past that`, async () => {
    const count = STONE_CSV_MAX_IMAGES + 2;
    const csv = [
      HEADER,
      ...Array.from(
        { length: count },
        (_, index) =>
          `Many Photos,Quartz,Tone ${index + 1},3cm,Polished,65,130,1000,40,1.2,${base}/quartz.png`,
      ),
    ].join('\n');
    const body = ZUploadStonesCsvResponse.parse((await upload(t, logins.tokens.admin, csv)).json());
    expect(body.photos_added).toBe(STONE_CSV_MAX_IMAGES);
    expect(body.photos_refused.map((refusal) => refusal.row)).toEqual([count, count + 1]);
    expect(body.photos_refused[0]?.reason).toMatch(/^Not fetched: one import fetches at most 50 photos/);
  });
});

describe('stones CSV photos on a server as deployed', () => {
  let t: TestApp;
  let logins: MaterialLogins;

  beforeAll(async () => {
    t = await createTestApp();
    logins = await seedMaterialLogins(t);
  });

  afterAll(async () => {
    await t.close();
  });

  it('never fetches from this host or a private network (SSRF), and says so for the row', async () => {
    const csv = [
      HEADER,
      `Guarded,Quartz,Loopback,3cm,Polished,65,130,1000,40,1.2,${base}/quartz.png`,
      'Guarded,Quartz,Localhost,3cm,Polished,65,130,1000,40,1.2,http://localhost/quartz.png',
      'Guarded,Quartz,Mapped,3cm,Polished,65,130,1000,40,1.2,http://[::ffff:127.0.0.1]/x.png',
      'Guarded,Quartz,Private,3cm,Polished,65,130,1000,40,1.2,https://10.0.0.7/x.png',
    ].join('\n');
    const response = await upload(t, logins.tokens.admin, csv);
    expect(response.statusCode, response.body).toBe(200);
    const body = ZUploadStonesCsvResponse.parse(response.json());
    expect(body).toMatchObject({ imported: 4, photos_added: 0 });
    expect(body.photos_refused.map(({ row, reason }) => [row, reason])).toEqual([
      [2, '127.0.0.1 is not a public internet address'],
      [3, 'localhost is not a public internet address'],
      [4, '::ffff:7f00:1 is not a public internet address'],
      [5, '10.0.0.7 is not a public internet address'],
    ]);
    expect((await imageOf(t, 'Loopback'))?.key).toBeNull();
  });

  it('tells public addresses from private, loopback, link-local and mapped ones', () => {
    for (const address of ['8.8.8.8', '151.101.1.69', '2606:4700:4700::1111']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});
