import { ZLoginResponse, ZRefreshResponse, ZVerifyTokenResponse } from '@stonetool/contracts/auth';
import { authSessions, users } from '@stonetool/db/schema/auth';
import { showrooms } from '@stonetool/db/schema/showrooms';
import { teamMembers } from '@stonetool/db/schema/team';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShowroomWithOwner, seedTeamMember } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { generateOpaqueToken } from './tokens';
import { accessToken, signIn } from '../../testing/api-as';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedShowroomWithOwner(t.database.db, { email: 'owner@example.test', password: 'Owner-pass-2026' });
});

afterAll(async () => {
  await t.close();
});

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
    const { session: first } = await signIn(t.app, 'owner@example.test', 'Owner-pass-2026');
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
    const { session: first } = await signIn(t.app, 'owner@example.test', 'Owner-pass-2026');
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
    const { session: first } = await signIn(t.app, 'owner@example.test', 'Owner-pass-2026');
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
    const { session: first } = await signIn(t.app, 'owner@example.test', 'Owner-pass-2026');
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    try {
      expect((await refresh(first.refresh_token)).statusCode).toBe(401);
    } finally {
      t.clock.advance(-(24 * 60 * 60 * 1000 + 1000));
    }
  });

  it('records why a reused session family was revoked', async () => {
    const { session: first } = await signIn(t.app, 'owner@example.test', 'Owner-pass-2026');
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

describe('sessions (ASVS 7.2.4, 7.4.2, 7.2.3)', () => {
  it('starts a new session with new tokens at every sign-in', async () => {
    const { session: first } = await signIn(t.app, 'owner@example.test', 'Owner-pass-2026');
    const { session: second } = await signIn(t.app, 'owner@example.test', 'Owner-pass-2026');
    expect(decodeJwt(second.access_token).sid).not.toBe(decodeJwt(first.access_token).sid);
    expect(second.refresh_token).not.toBe(first.refresh_token);
  });

  it('ends every session of a login that is disabled, at once', async () => {
    const login = await seedShowroomWithOwner(t.database.db, {
      email: 'leaving@example.test',
      password: 'Leaving-pass-2026',
    });
    const signInLeaving = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login-enhanced',
        payload: { email: 'leaving@example.test', password: 'Leaving-pass-2026' },
      });
    const sessions = [1, 2].map(async () => ZLoginResponse.parse((await signInLeaving()).json()).session);
    const [a, b] = await Promise.all(sessions);
    if (!a || !b) throw new Error('two sign-ins expected');
    expect((await verify(a.access_token)).statusCode).toBe(200);

    await t.database.db.update(users).set({ disabledAt: t.clock.now() }).where(eq(users.id, login.userId));

    for (const session of [a, b]) {
      expect((await verify(session.access_token)).statusCode).toBe(401);
      expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    }
    expect((await signInLeaving()).statusCode).toBe(401);
  });

  it('answers each call for who the login is then: a member in their business, nobody once deactivated or the business deleted', async () => {
    const business = await seedShowroomWithOwner(t.database.db, {
      email: 'closing@example.test',
      password: 'Closing-pass-2026',
      name: 'Closing Stone',
    });
    const member = await seedTeamMember(t.database.db, {
      showroomId: business.showroomId,
      email: 'mia@example.test',
      password: 'Mia-pass-2026',
      name: 'Mia Member',
    });
    const ownerToken = await accessToken(t.app, business.email, business.password);
    const memberToken = await accessToken(t.app, member.email, member.password);
    const whoIs = async (token: string) => ZVerifyTokenResponse.parse((await verify(token)).json());

    expect(await whoIs(memberToken)).toMatchObject({
      isTeamMember: true,
      teamMember: { id: member.teamMemberId, name: 'Mia Member', role: 'salesperson' },
      showroom: { id: business.showroomId, name: 'Closing Stone' },
    });
    expect(await whoIs(ownerToken)).toMatchObject({
      isTeamMember: false,
      teamMember: { id: null, name: 'Owner', role: 'owner' },
      showroom: { id: business.showroomId, name: 'Closing Stone' },
    });

    await t.database.db
      .update(teamMembers)
      .set({ isActive: false })
      .where(eq(teamMembers.id, member.teamMemberId));
    expect((await verify(memberToken)).statusCode).toBe(401);
    expect((await verify(ownerToken)).statusCode).toBe(200);

    await t.database.db
      .update(showrooms)
      .set({ deletedAt: t.clock.now() })
      .where(eq(showrooms.id, business.showroomId));
    expect((await verify(ownerToken)).statusCode).toBe(401);
  });

  it('makes refresh, recovery and share tokens of 256 random bits, never UUIDs', () => {
    const tokens = Array.from({ length: 50 }, () => generateOpaqueToken());
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });
});
