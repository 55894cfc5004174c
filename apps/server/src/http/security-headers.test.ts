import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Security headers (issue 11 part 3, checklist items 23 and the CSP): every answer of the API and
 * the web app carries them; stored files get the sandbox policy; CORS is closed unless configured.
 */
let t: TestApp;
let production: TestApp;
let withCors: TestApp;

const STONE_IMAGE = '/storage/v1/object/public/stone-images/Calacatta.webp';
const webpBytes = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);

function directives(header: string | string[] | number | undefined): Map<string, string> {
  expect(typeof header, 'a Content-Security-Policy header').toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  production = await createTestApp({
    database: t.database,
    env: { NODE_ENV: 'production', TRUST_PROXY: 'true', PUBLIC_URL: 'https://stone.example.com' },
  });
  withCors = await createTestApp({
    database: t.database,
    env: { CORS_ORIGINS: 'https://partner.example.com, https://admin.example.com' },
  });
  await t.ctx.storage.put('stone-images/Calacatta.webp', webpBytes, 'image/webp');
  // Something outside the stone-images folder, inside and outside the storage root, to aim at.
  await t.ctx.storage.put(
    'receipts/showroom-b/receipt.pdf',
    new TextEncoder().encode('%PDF-private'),
    'application/pdf',
  );
  await writeFile(join(t.ctx.env.dataDir, 'private.txt'), 'outside-the-storage-root');
  await mkdir(join(t.ctx.env.dataDir, 'files', 'stone-images'), { recursive: true });
});

afterAll(async () => {
  await withCors?.close();
  await production?.close();
  await t?.close();
});

describe('the Content-Security-Policy of the app and the API', () => {
  it('allows scripts only from the own origin, never inline, and forbids framing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('script-src-attr')).toBe("'none'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'self'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('img-src')).toContain('data:');
    expect(csp.get('frame-src')).toContain('blob:');
  });

  it('is sent on unknown paths too (the app shell and 404 answers)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(directives(response.headers['content-security-policy']).get('frame-ancestors')).toBe("'none'");
  });

  it('lets images come from PUBLIC_URL, where stone-image and logo addresses point', async () => {
    const response = await production.app.inject({ method: 'GET', url: '/healthz' });
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('img-src')).toContain('https://stone.example.com');
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
  });
});

describe('the other security headers', () => {
  it('sends nosniff, DENY framing, a strict referrer policy, COOP and a Permissions-Policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin-allow-popups',
    });
    const permissions = String(response.headers['permissions-policy']);
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) {
      expect(permissions).toContain(feature);
    }
  });

  it('sends HSTS in production on HTTPS, as the proxy reports it with X-Forwarded-Proto', async () => {
    const https = await production.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  });

  it('sends no HSTS over plain HTTP, nor outside production', async () => {
    const http = await production.app.inject({ method: 'GET', url: '/healthz' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    const development = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(development.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('CORS', () => {
  const preflight = (app: TestApp, origin: string) =>
    app.app.inject({
      method: 'OPTIONS',
      url: '/api/stones',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });

  it('is closed by default: no Access-Control-* header for any origin', async () => {
    const answer = await preflight(t, 'https://evil.example');
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    const simple = await t.app.inject({
      method: 'GET',
      url: '/api/stones',
      headers: { origin: 'https://evil.example' },
    });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows exactly the origins of CORS_ORIGINS, and no credentials', async () => {
    const allowed = await preflight(withCors, 'https://partner.example.com');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example.com');
    expect(String(allowed.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    expect(allowed.headers['access-control-allow-credentials']).toBeUndefined();
    const other = await preflight(withCors, 'https://partner.example.com.evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('files served from storage', () => {
  it("get `default-src 'none'; sandbox`, nosniff and their stored type", async () => {
    const response = await t.app.inject({ method: 'GET', url: STONE_IMAGE });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    '..%2f..%2fprivate.txt',
    '..%2F..%2F..%2Fetc%2Fpasswd',
    '%2e%2e%2f%2e%2e%2fprivate.txt',
    '%2E%2E%2Freceipts%2Fshowroom-b%2Freceipt.pdf',
    '..%2freceipts%2fshowroom-b%2freceipt.pdf',
    '..%5c..%5cprivate.txt',
    '%252e%252e%252fprivate.txt',
    '..%c0%af..%c0%afprivate.txt',
    '....%2f%2f....%2f%2fprivate.txt',
    '.%2e/receipts/showroom-b/receipt.pdf',
    '../receipts/showroom-b/receipt.pdf',
    '..%00.webp',
    '%2e%2e',
    `${'..%2f'.repeat(30)}private.txt`,
  ])('refuse a path that tries to leave the stone-images folder: %s', async (name) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/storage/v1/object/public/stone-images/${name}`,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toContain('outside-the-storage-root');
    expect(response.body).not.toContain('%PDF-private');
    expect(response.json()).toMatchObject({ success: false });
  });
});
