import { ZLoginResponse, ZRefreshResponse, type TSessionTokens } from '@stonetool/contracts/auth';
import { authSessions } from '@stonetool/db/schema/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShowroomWithOwner } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedShowroomWithOwner(t.database.db, { email: 'owner@example.test', password: 'Owner-pass-2026' });
});

afterAll(async () => {
  await t.close();
});

async function signIn(): Promise<TSessionTokens> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login-enhanced',
    payload: { email: 'owner@example.test', password: 'Owner-pass-2026' },
  });
  return ZLoginResponse.parse(response.json()).session;
}

function refresh(refreshToken: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: refreshToken } });
}

function verify(accessToken: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/verify-token',
    headers: { authorization: `Bearer ${accessToken}` },
  });
}

describe('POST /api/auth/refresh', () => {
  it('rotates the refresh token and issues a working access token', async () => {
    const first = await signIn();
    t.clock.advance(1000);
    const response = await refresh(first.refresh_token);
    expect(response.statusCode).toBe(200);
    const { session } = ZRefreshResponse.parse(response.json());
    expect(session.refresh_token).not.toBe(first.refresh_token);
    expect(session.access_token).not.toBe(first.access_token);
    expect(session.expires_in).toBe(900);
    expect((await verify(session.access_token)).statusCode).toBe(200);
  });

  it('revokes the whole session when an old refresh token is used again after the grace period', async () => {
    const first = await signIn();
    const rotated = ZRefreshResponse.parse((await refresh(first.refresh_token)).json()).session;
    const next = ZRefreshResponse.parse((await refresh(rotated.refresh_token)).json()).session;

    t.clock.advance(11_000);
    const reuse = await refresh(first.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({ success: false, code: 'INVALID_REFRESH_TOKEN' });

    // Every token of the family stops working, the newest included.
    expect((await refresh(next.refresh_token)).statusCode).toBe(401);
    expect((await verify(next.access_token)).statusCode).toBe(401);
    expect((await verify(first.access_token)).statusCode).toBe(401);
  });

  it('allows a concurrent duplicate within the 10-second grace without ending the session', async () => {
    const first = await signIn();
    const a = await refresh(first.refresh_token);
    t.clock.advance(2000);
    const b = await refresh(first.refresh_token);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    const fromB = ZRefreshResponse.parse(b.json()).session;
    expect((await verify(fromB.access_token)).statusCode).toBe(200);
    expect((await verify(ZRefreshResponse.parse(a.json()).session.access_token)).statusCode).toBe(200);
  });

  it('refuses an unknown refresh token', async () => {
    const response = await refresh('not-a-real-refresh-token');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, error: 'Invalid or expired refresh token' });
  });

  it('refuses to refresh past the absolute end of the 24-hour session', async () => {
    const first = await signIn();
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    try {
      expect((await refresh(first.refresh_token)).statusCode).toBe(401);
    } finally {
      t.clock.advance(-(24 * 60 * 60 * 1000 + 1000));
    }
  });

  it('records why a reused session family was revoked', async () => {
    const first = await signIn();
    await refresh(first.refresh_token);
    t.clock.advance(30_000);
    await refresh(first.refresh_token);
    const revoked = await t.database.db
      .select({ reason: authSessions.revokeReason })
      .from(authSessions)
      .where(eq(authSessions.revokeReason, 'refresh_token_reuse'));
    expect(revoked.length).toBeGreaterThanOrEqual(1);
  });
});
