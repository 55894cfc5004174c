import {
  BRANDING_MESSAGES,
  LOGO_MAX_BYTES,
  ZRemoveLogoResponse,
  ZUpdateShowroomNameResponse,
  ZUploadLogoResponse,
} from '@stonetool/contracts/branding';
import { uploadedFiles } from '@stonetool/db/schema/files';
import { showrooms } from '@stonetool/db/schema/showrooms';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken } from '../../../testing/api-as';
import { seedShowroomWithOwner, seedTeamMember } from '../../../testing/fixtures';
import { fileUpload, multipartBody } from '../../../testing/multipart';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { seedTwoShowrooms, type TwoShowrooms } from '../../../testing/two-showrooms';

/** High enough for this file's uploads by one owner; the limit test uses an owner of its own. */
const UPLOADS_PER_HOUR = 40;

let t: TestApp;
let showroomA: string;
let showroomB: string;
let tokens: TwoShowrooms['tokens'] & { ownerC: string; sales: string };

beforeAll(async () => {
  t = await createTestApp({ env: { UPLOAD_RATE_LIMIT_PER_HOUR: String(UPLOADS_PER_HOUR) } });
  const db = t.database.db;
  const two = await seedTwoShowrooms(t);
  ({ showroomA, showroomB } = two);
  await seedShowroomWithOwner(db, {
    name: 'Showroom C',
    email: 'c@example.test',
    password: 'Owner-c-pass-1',
  });
  await seedTeamMember(db, { showroomId: showroomA, email: 'sales@example.test', password: 'Sales-pass-1' });
  tokens = {
    ...two.tokens,
    ownerC: await accessToken(t.app, 'c@example.test', 'Owner-c-pass-1'),
    sales: await accessToken(t.app, 'sales@example.test', 'Sales-pass-1'),
  };
});

afterAll(async () => {
  await t.close();
});

function as(who: keyof typeof tokens) {
  return { authorization: `Bearer ${tokens[who]}` };
}

async function showroomRow(id: string) {
  const [row] = await t.database.db.select().from(showrooms).where(eq(showrooms.id, id));
  return row!;
}

function png(width = 40, height = 20): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
}

/** A logo upload through the HTTP layer, as the Branding tab sends it. */
function uploadLogo(
  who: keyof typeof tokens,
  filename: string,
  bytes: Uint8Array,
  declaredType = 'image/png',
) {
  const body = fileUpload('logo', filename, bytes, declaredType);
  return t.app.inject({
    method: 'POST',
    url: '/api/upload-logo',
    headers: { ...as(who), ...body.headers },
    payload: body.payload,
  });
}

/** The storage key a logo address points at. */
function keyOf(logoUrl: string): string {
  return new URL(logoUrl).pathname.replace('/storage/v1/object/public/', '');
}

function updateName(who: keyof typeof tokens, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/showroom/update-name', headers: as(who), payload });
}

describe('POST /api/showroom/update-name', () => {
  it('saves the trimmed business name and the show-name-under-logo choice', async () => {
    const response = await updateName('ownerA', { name: '  Marble & Co  ', show_name_under_logo: false });
    expect(response.statusCode).toBe(200);
    const body = ZUpdateShowroomNameResponse.parse(response.json());
    expect(body.showroom).toMatchObject({ id: showroomA, name: 'Marble & Co', show_name_under_logo: false });
    expect(await showroomRow(showroomA)).toMatchObject({ name: 'Marble & Co', showNameUnderLogo: false });
  });

  it('refuses a name that is empty once trimmed, and changes nothing', async () => {
    const response = await updateName('ownerA', { name: '   ', show_name_under_logo: true });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: BRANDING_MESSAGES.nameRequired });
    expect(await showroomRow(showroomA)).toMatchObject({ name: 'Marble & Co', showNameUnderLogo: false });
  });

  it('refuses a missing checkbox, a name too long and unknown keys such as showroom_id', async () => {
    for (const payload of [
      { name: 'Marble & Co' },
      { name: 'x'.repeat(121), show_name_under_logo: true },
      { name: 'Hijack', show_name_under_logo: true, showroom_id: showroomB },
    ]) {
      const response = await updateName('ownerA', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
    }
    expect((await showroomRow(showroomB)).name).toBe('Showroom B');
  });

  it('lets a team member and the platform admin change nothing', async () => {
    expect((await updateName('sales', { name: 'Sales Co', show_name_under_logo: true })).statusCode).toBe(
      403,
    );
    expect((await updateName('admin', { name: 'Admin Co', show_name_under_logo: true })).statusCode).toBe(
      403,
    );
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/showroom/update-name',
      payload: { name: 'Anyone', show_name_under_logo: true },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await showroomRow(showroomA)).name).toBe('Marble & Co');
  });

  it("changes only the caller's own showroom", async () => {
    await updateName('ownerB', { name: 'Granite B', show_name_under_logo: true });
    expect((await showroomRow(showroomA)).name).toBe('Marble & Co');
    expect((await showroomRow(showroomB)).name).toBe('Granite B');
  });
});

describe('POST /api/upload-logo', () => {
  it('stores a PNG under a server-made name and points the showroom at it', async () => {
    const response = await uploadLogo('ownerA', 'My Logo.png', await png());
    expect(response.statusCode).toBe(200);
    const body = ZUploadLogoResponse.parse(response.json());
    expect(body.data.logoUrl).toMatch(
      new RegExp(`^http://localhost:3000/storage/v1/object/public/logos/${showroomA}/[0-9a-f-]{36}\\.png$`),
    );
    expect(body.showroom.logo_url).toBe(body.data.logoUrl);
    expect((await showroomRow(showroomA)).logoUrl).toBe(body.data.logoUrl);
    const stored = await t.ctx.storage.get(keyOf(body.data.logoUrl));
    expect(stored?.contentType).toBe('image/png');
    expect(await sharp(stored!.bytes).metadata()).toMatchObject({ format: 'png', width: 40, height: 20 });
  });

  it('serves the logo publicly with its exact type, nosniff and a sandboxing policy', async () => {
    const logoUrl = (await showroomRow(showroomA)).logoUrl!;
    const response = await t.app.inject({ method: 'GET', url: new URL(logoUrl).pathname });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(response.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('removes the old logo file when a new one replaces it', async () => {
    const oldUrl = (await showroomRow(showroomA)).logoUrl!;
    const response = await uploadLogo('ownerA', 'second.png', await png(30, 30));
    expect(response.statusCode).toBe(200);
    const newUrl = ZUploadLogoResponse.parse(response.json()).data.logoUrl;
    expect(newUrl).not.toBe(oldUrl);
    expect(await t.ctx.storage.get(keyOf(oldUrl))).toBeNull();
    expect(await t.ctx.storage.get(keyOf(newUrl))).not.toBeNull();
    const files = await t.database.db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.showroomId, showroomA));
    expect(files.map((file) => file.storageKey)).toEqual([keyOf(newUrl)]);
    expect((await t.app.inject({ method: 'GET', url: new URL(oldUrl).pathname })).statusCode).toBe(404);
  });

  it('strips the metadata of a JPEG and scales a huge one down', async () => {
    const photo = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#336699' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Owner Secret', Artist: 'Somebody' } })
      .toBuffer();
    const response = await uploadLogo('ownerA', 'photo.JPG', photo, 'image/jpeg');
    expect(response.statusCode).toBe(200);
    const { logoUrl } = ZUploadLogoResponse.parse(response.json()).data;
    expect(logoUrl).toMatch(/\.jpg$/);
    const stored = (await t.ctx.storage.get(keyOf(logoUrl)))!;
    expect(stored.contentType).toBe('image/jpeg');
    const metadata = await sharp(stored.bytes).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1024, height: 512 });
    expect(metadata.exif).toBeUndefined();
    expect(Buffer.from(stored.bytes).includes('Owner Secret')).toBe(false);
  });

  it('refuses a text file renamed .png, whatever type the browser declares', async () => {
    const before = (await showroomRow(showroomA)).logoUrl;
    const response = await uploadLogo(
      'ownerA',
      'logo.png',
      Buffer.from('not an image at all\n'),
      'image/png',
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      success: false,
      error: 'Invalid file format. Please use PNG, JPG, or SVG.',
      code: 'UNSUPPORTED_FILE_TYPE',
    });
    expect((await showroomRow(showroomA)).logoUrl).toBe(before);
  });

  it('refuses other image types and a PNG named with an extension that is not allowed', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    for (const [name, bytes] of [
      ['logo.gif', gif],
      ['logo.png', gif],
      ['logo.html', await png()],
      ['logo', await png()],
    ] as const) {
      const response = await uploadLogo('ownerA', name, bytes);
      expect(response.statusCode).toBe(415);
      expect(response.json<{ error: unknown }>().error).toBe(BRANDING_MESSAGES.invalidFormat);
    }
  });

  it('refuses a logo of 2 MB and 1 byte with 413, and takes one of exactly 2 MB', async () => {
    const before = (await showroomRow(showroomA)).logoUrl;
    const tooBig = Buffer.concat([await png(), Buffer.alloc(LOGO_MAX_BYTES + 1 - (await png()).length)]);
    expect(tooBig.length).toBe(LOGO_MAX_BYTES + 1);
    const response = await uploadLogo('ownerA', 'big.png', tooBig);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, error: 'File too large. Maximum size is 2MB.' });
    expect((await showroomRow(showroomA)).logoUrl).toBe(before);

    // Exactly 2 MB passes the size check; zero padding after the image is not a second file.
    const atLimit = tooBig.subarray(0, LOGO_MAX_BYTES);
    expect((await uploadLogo('ownerA', 'limit.png', atLimit)).statusCode).toBe(200);
  });

  it('refuses a polyglot: a PNG with an HTML page after it', async () => {
    const page = Buffer.from('<html><body><script>fetch("/api/auth/verify-token")</script></body></html>');
    const response = await uploadLogo('ownerA', 'logo.png', Buffer.concat([await png(), page]));
    expect(response.statusCode).toBe(415);
    expect(response.json<{ error: unknown }>().error).toBe(BRANDING_MESSAGES.invalidFormat);
  });

  it('refuses a form without a logo file, a file in another field, and a request that is not multipart', async () => {
    const noFile = multipartBody([{ name: 'note', value: 'no file here' }]);
    const wrongField = fileUpload('file', 'logo.png', await png());
    for (const body of [noFile, wrongField]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/upload-logo',
        headers: { ...as('ownerA'), ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
    }
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/upload-logo',
      headers: { ...as('ownerA'), ...noFile.headers },
      payload: noFile.payload,
    });
    expect(empty.json<{ error: unknown }>().error).toBe(BRANDING_MESSAGES.noFile);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/upload-logo',
      headers: as('ownerA'),
      payload: { logo: 'iVBORw0KGgo=' },
    });
    expect(json.statusCode).toBe(400);
  });

  it('lets only the owner upload: a team member, the admin and a visitor are refused', async () => {
    const before = (await showroomRow(showroomA)).logoUrl;
    expect((await uploadLogo('sales', 'logo.png', await png())).statusCode).toBe(403);
    expect((await uploadLogo('admin', 'logo.png', await png())).statusCode).toBe(403);
    const body = fileUpload('logo', 'logo.png', await png());
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/upload-logo',
      headers: body.headers,
      payload: body.payload,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await showroomRow(showroomA)).logoUrl).toBe(before);
  });

  it("ignores a showroom_id field: a logo always goes to the caller's showroom", async () => {
    const body = multipartBody([
      { name: 'showroom_id', value: showroomA },
      { name: 'logo', value: await png(), filename: 'b.png', contentType: 'image/png' },
    ]);
    const aBefore = (await showroomRow(showroomA)).logoUrl;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/upload-logo',
      headers: { ...as('ownerB'), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    expect(ZUploadLogoResponse.parse(response.json()).data.logoUrl).toContain(`/logos/${showroomB}/`);
    expect((await showroomRow(showroomA)).logoUrl).toBe(aBefore);
  });
});

describe('SVG logos', () => {
  /** A small payload corpus: each must be stripped (the logo is stored without it) or refused. */
  const payloads = [
    '<script>alert(document.cookie)</script>',
    '<rect width="5" height="5" onload="alert(1)" onclick="alert(2)"/>',
    '<foreignObject width="10" height="10"><body xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></body></foreignObject>',
    '<image href="https://evil.example/pixel.png" width="1" height="1"/>',
    '<use href="https://evil.example/sprite.svg#a"/>',
    '<a href="javascript:alert(1)"><rect width="5" height="5"/></a>',
    '<style>@import url("https://evil.example/x.css");</style>',
  ];

  it('stores an SVG with scripts, handlers, foreignObject and external references stripped', async () => {
    const svg = Buffer.from(
      `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(0)"><circle cx="5" cy="5" r="4" fill="#0f766e"/>${payloads.join('')}</svg>`,
    );
    const response = await uploadLogo('ownerA', 'logo.svg', svg, 'image/svg+xml');
    expect(response.statusCode).toBe(200);
    const { logoUrl } = ZUploadLogoResponse.parse(response.json()).data;
    expect(logoUrl).toMatch(/\.svg$/);
    const served = await t.app.inject({ method: 'GET', url: new URL(logoUrl).pathname });
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const text = served.body;
    expect(text).toContain('<circle');
    expect(text).not.toMatch(/script|onload|onclick|foreignObject|evil\.example|javascript:|@import|alert/i);
  });

  it('refuses an SVG with a document type (entities) and one that is only a script', async () => {
    const entity =
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>';
    expect((await uploadLogo('ownerA', 'logo.svg', Buffer.from(entity))).statusCode).toBe(415);
    const html = '<svg xmlns="http://www.w3.org/2000/svg"><?php echo 1; ?></svg>';
    expect((await uploadLogo('ownerA', 'logo.svg', Buffer.from(html))).statusCode).toBe(415);
  });
});

describe('DELETE /api/upload-logo', () => {
  it('removes the logo and its file; the name is shown instead', async () => {
    const logoUrl = (await showroomRow(showroomA)).logoUrl!;
    expect(logoUrl).not.toBeNull();
    const response = await t.app.inject({ method: 'DELETE', url: '/api/upload-logo', headers: as('ownerA') });
    expect(response.statusCode).toBe(200);
    expect(ZRemoveLogoResponse.parse(response.json()).showroom.logo_url).toBeNull();
    expect((await showroomRow(showroomA)).logoUrl).toBeNull();
    expect(await t.ctx.storage.get(keyOf(logoUrl))).toBeNull();
  });

  it("is refused to a team member, and never touches another showroom's logo", async () => {
    const bLogo = (await showroomRow(showroomB)).logoUrl!;
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/upload-logo', headers: as('sales') })).statusCode,
    ).toBe(403);
    await t.app.inject({ method: 'DELETE', url: '/api/upload-logo', headers: as('ownerA') });
    expect((await showroomRow(showroomB)).logoUrl).toBe(bLogo);
    expect(await t.ctx.storage.get(keyOf(bLogo))).not.toBeNull();
  });
});

describe('the upload rate limit', () => {
  it('answers 429 with Retry-After once a user has tried too many uploads in an hour', async () => {
    // Refused files count too: checking the bytes is the cost the limit protects.
    const text = Buffer.from('not an image');
    for (let attempt = 0; attempt < UPLOADS_PER_HOUR; attempt += 1) {
      expect((await uploadLogo('ownerC', 'logo.png', text)).statusCode).toBe(415);
    }
    const response = await uploadLogo('ownerC', 'logo.png', await png());
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    // Another user's uploads are counted apart.
    expect((await uploadLogo('ownerB', 'logo.png', await png())).statusCode).toBe(200);
  });
});
