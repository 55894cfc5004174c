import { ZLoginResponse, ZVerifyTokenResponse } from '@stonetool/contracts/auth';
import { mailOutbox } from '@stonetool/db/schema/mail';
import { recoveryTokens } from '@stonetool/db/schema/auth';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from './passwords';
import { seedShowroomWithOwner } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { login } from '../../testing/api-as';

let t: TestApp;
let password = 'Owner-pass-2026';

beforeAll(async () => {
  t = await createTestApp();
  await seedShowroomWithOwner(t.database.db, { email: 'owner@example.test', password });
});

afterAll(async () => {
  await t.close();
});

beforeEach(async () => {
  await t.database.db.delete(mailOutbox);
});

function forgot(email: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
}

/** The recovery token from the newest recovery mail's link. */
async function tokenFromLatestMail(): Promise<string> {
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.kind, 'password_recovery'))
    .orderBy(desc(mailOutbox.createdAt));
  const match = /#access_token=([^&\s]+)&type=recovery/.exec(mail?.textBody ?? '');
  if (!match?.[1]) throw new Error('no recovery link in the outbox');
  return decodeURIComponent(match[1]);
}

function reset(token: string, newPassword: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    headers: { authorization: `Bearer ${token}` },
    payload: { new_password: newPassword },
  });
}

describe('POST /api/auth/forgot-password', () => {
  it('answers alike for a known and an unknown address, and writes mail only for the known one', async () => {
    const known = await forgot('owner@example.test');
    const unknown = await forgot('nobody@example.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({
      success: true,
      message: "If an account with this email exists, you'll receive password reset instructions shortly.",
    });

    const mails = await t.database.db.select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'password_recovery',
      toAddresses: ['owner@example.test'],
      status: 'pending',
    });
    expect(mails[0]?.textBody).toContain('http://localhost:3000/#access_token=');
    expect(mails[0]?.textBody).toContain('&type=recovery');
  });

  it('stores the recovery token only as a hash, valid for one hour', async () => {
    await forgot('owner@example.test');
    const token = await tokenFromLatestMail();
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const rows = await t.database.db.select().from(recoveryTokens).orderBy(desc(recoveryTokens.createdAt));
    expect(rows[0]?.tokenHash).not.toContain(token);
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBe(60 * 60 * 1000);
  });
});

describe('the recovery flow', () => {
  it('verifies the recovery token, sets the new password once, and refuses the link a second time', async () => {
    await forgot('owner@example.test');
    const token = await tokenFromLatestMail();

    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-token',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(verified.statusCode).toBe(200);
    expect(ZVerifyTokenResponse.parse(verified.json())).toMatchObject({
      recovery: true,
      user: { email: 'owner@example.test' },
    });

    const first = await reset(token, 'Brand-new-pass-1');
    expect(first.statusCode).toBe(200);
    const session = ZLoginResponse.parse(first.json()).session;
    expect(session.access_token).toBeTruthy();
    password = 'Brand-new-pass-1';

    const second = await reset(token, 'Another-pass-22');
    expect(second.statusCode).toBe(401);
    expect(second.json()).toMatchObject({
      success: false,
      error: 'This password reset link is invalid or has expired',
    });

    expect((await login(t.app, 'owner@example.test', 'Owner-pass-2026')).statusCode).toBe(401);
    expect((await login(t.app, 'owner@example.test', 'Brand-new-pass-1')).statusCode).toBe(200);
  });

  it('voids an earlier link when a newer one is requested', async () => {
    await forgot('owner@example.test');
    const older = await tokenFromLatestMail();
    t.clock.advance(1_000);
    await forgot('owner@example.test');
    const newer = await tokenFromLatestMail();
    expect(newer).not.toBe(older);
    const verify = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/verify-token',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await verify(older)).statusCode).toBe(401);
    expect((await reset(older, 'Older-link-2026')).statusCode).toBe(401);
    expect((await verify(newer)).statusCode).toBe(200);
  });

  it('refuses a recovery token 61 minutes after it was issued', async () => {
    await forgot('owner@example.test');
    const token = await tokenFromLatestMail();
    t.clock.advance(61 * 60 * 1000);
    const response = await reset(token, 'Too-late-pass-1');
    expect(response.statusCode).toBe(401);
    expect((await login(t.app, 'owner@example.test', password)).statusCode).toBe(200);
  });

  it('ends every existing session of the user when the password is reset', async () => {
    const before = ZLoginResponse.parse((await login(t.app, 'owner@example.test', password)).json()).session;
    await forgot('owner@example.test');
    const response = await reset(await tokenFromLatestMail(), 'Reset-again-pass-3');
    expect(response.statusCode).toBe(200);
    password = 'Reset-again-pass-3';

    const old = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-token',
      headers: { authorization: `Bearer ${before.access_token}` },
    });
    expect(old.statusCode).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: before.refresh_token },
    });
    expect(refreshed.statusCode).toBe(401);
  });

  it('refuses a new password shorter than 8 characters or too common without using up the link', async () => {
    await forgot('owner@example.test');
    const token = await tokenFromLatestMail();
    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      success: false,
      error: 'Password must be at least 8 characters long',
    });
    const common = await reset(token, 'trustno1');
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ success: false, error: COMMON_PASSWORD_MESSAGE });
    expect((await reset(token, 'Long-enough-pass-4')).statusCode).toBe(200);
    password = 'Long-enough-pass-4';
  });
});
