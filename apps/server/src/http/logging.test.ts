import { ZLoginResponse } from '@stonetool/contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../app';
import { seedShowroomWithOwner } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'trace' },
    logStream: { write: (line) => void lines.push(line) },
  });
  await seedShowroomWithOwner(t.database.db, { email: 'owner@example.test', password: 'Secret-pass-2026' });
});

afterAll(async () => {
  await t.close();
});

describe('structured logs', () => {
  it('never contain passwords, tokens or authorization headers', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-enhanced',
      payload: { email: 'owner@example.test', password: 'Secret-pass-2026' },
    });
    const { session } = ZLoginResponse.parse(login.json());
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { authorization: `Bearer ${session.access_token}` },
      payload: { current_password: 'Secret-pass-2026', new_password: 'Another-secret-2026' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: session.refresh_token },
    });
    await t.app.inject({ method: 'GET', url: `/api/shared-cart-token?token=${session.refresh_token}` });

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(4);
    expect(log).toContain('/api/auth/login-enhanced');
    for (const secret of [
      'Secret-pass-2026',
      'Another-secret-2026',
      session.access_token,
      session.refresh_token,
    ]) {
      expect(log).not.toContain(secret);
    }
    expect(log.toLowerCase()).not.toContain('bearer');
  });

  it('records refused sign-ins, tokens and permissions, without what was sent', async () => {
    lines.length = 0;
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-enhanced',
      payload: { email: 'owner@example.test', password: 'Wrong-guess-2026' },
    });
    await t.app.inject({
      method: 'GET',
      url: '/api/admin/showrooms',
      headers: { authorization: 'Bearer forged.token.value' },
    });
    const refusals = lines
      .map((line) => JSON.parse(line) as { msg?: string; code?: string; status?: number })
      .filter((entry) => entry.msg === 'access refused');
    expect(refusals.map((entry) => [entry.code, entry.status])).toEqual([
      ['INVALID_CREDENTIALS', 401],
      ['INVALID_TOKEN', 401],
    ]);
    const log = lines.join('');
    expect(log).not.toContain('Wrong-guess-2026');
    expect(log).not.toContain('forged.token.value');
  });

  it('masks secret query parameters in logged URLs', () => {
    expect(redactUrl('/api/shared-cart-token?token=abc123&x=1')).toBe(
      '/api/shared-cart-token?token=[redacted]&x=1',
    );
    expect(redactUrl('/a?x=1&access_token=zzz')).toBe('/a?x=1&access_token=[redacted]');
    expect(redactUrl('/api/stones?mode=material')).toBe('/api/stones?mode=material');
  });

  it("masks a quote link's token in its page and API paths", () => {
    expect(redactUrl('/q/abcDEF_-12')).toBe('/q/[redacted]');
    expect(redactUrl('/api/public/quotes/abcDEF_-12/accept')).toBe('/api/public/quotes/[redacted]/accept');
    expect(redactUrl('/api/quotes/6f1c/share')).toBe('/api/quotes/6f1c/share');
  });
});
