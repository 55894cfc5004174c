import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from './compression';
import { registerWebApp } from './web-app';

let root: string;
let app: FastifyInstance;
const script = 'export function render() { return "Stone Tool"; }\n'.repeat(100);

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'stonetool-web-test-'));
  await mkdir(join(root, 'assets'));
  await writeFile(join(root, 'index.html'), '<!doctype html><title>Stone Tool</title><div id="root"></div>');
  await writeFile(join(root, 'assets', 'app-1234.js'), 'console.log(1)');
  // What the web app's build leaves: a script and its brotli and gzip copies.
  await writeFile(join(root, 'assets', 'index-5678.js'), script);
  await writeFile(join(root, 'assets', 'index-5678.js.br'), brotliCompressSync(script));
  await writeFile(join(root, 'assets', 'index-5678.js.gz'), gzipSync(script));
  app = Fastify();
  await registerCompression(app);
  app.get('/api/config', () => ({ ok: true }));
  await registerWebApp(app, root);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it.each([
    '/',
    '/?mode=material',
    '/login?redirect=/shared-cart/abc',
    '/shared-cart/some-token',
    '/dashboard',
  ])('answers %s with the app shell', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
  });

  it('serves fingerprinted assets with long caching', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers unknown API paths and missing assets with 404, not the app shell', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, error: 'Not found' });
    expect((await app.inject({ method: 'GET', url: '/assets/gone-9999.js' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/config' })).json()).toEqual({ ok: true });
  });

  it.each([
    ['br, gzip, deflate', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
  ] as const)(
    'sends a built script in its precompressed copy to a client accepting %s, cached for good',
    async (acceptEncoding, encoding, decompress) => {
      const response = await app.inject({
        method: 'GET',
        url: '/assets/index-5678.js',
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toContain('accept-encoding');
      expect(decompress(response.rawPayload).toString()).toBe(script);
    },
  );

  it('sends the plain file to a client that accepts no compression', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/index-5678.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });

  it.each(['/', '/index.html', '/dashboard'])(
    'makes the browser revalidate the app shell at %s, so a new release shows at once',
    async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );
});
