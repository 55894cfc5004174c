import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app';

let root: string;
let app: FastifyInstance;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'stonetool-web-test-'));
  await mkdir(join(root, 'assets'));
  await writeFile(join(root, 'index.html'), '<!doctype html><title>Stone Tool</title><div id="root"></div>');
  await writeFile(join(root, 'assets', 'app-1234.js'), 'console.log(1)');
  app = Fastify();
  app.get('/api/config', async () => ({ ok: true }));
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
});
