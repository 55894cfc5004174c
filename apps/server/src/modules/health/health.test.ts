import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('health and documentation', () => {
  it('reports the server and its database healthy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('sends the security headers on every answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('serves an OpenAPI document that lists the routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/auth/login-enhanced',
        '/api/auth/verify-token',
        '/api/auth/refresh',
        '/api/auth/logout',
        '/api/auth/forgot-password',
        '/api/auth/reset-password',
        '/api/auth/change-password',
        '/api/send-resend',
        '/api/config',
        '/api/showroom/data',
        '/api/showroom/tax-settings',
        '/api/stones',
        '/api/admin/showrooms',
        '/healthz',
      ]),
    );
  });

  it('documents request bodies from the contracts and the bearer scheme', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { requestBody?: unknown; security?: unknown }>>;
      components: { securitySchemes: Record<string, unknown> };
    }>();
    const login = document.paths['/api/auth/login-enhanced']?.post;
    expect(JSON.stringify(login?.requestBody)).toContain('password');
    expect(document.components.securitySchemes).toHaveProperty('bearer');
    expect(document.paths['/api/admin/showrooms']?.get?.security).toEqual([{ bearer: [] }]);
  });

  it('serves the documentation UI', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(response.statusCode);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, error: 'Not found' });
  });
});
