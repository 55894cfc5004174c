import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShowroomWithOwner } from '../../testing/fixtures';
import { COMMON_PASSWORD_MESSAGE } from './passwords';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { signIn } from '../../testing/api-as';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedShowroomWithOwner(t.database.db, { email: 'owner@example.test', password: 'Owner-pass-2026' });
});

afterAll(async () => {
  await t.close();
});

function changePassword(accessToken: string | undefined, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/change-password',
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
    payload,
  });
}

describe('POST /api/auth/change-password', () => {
  it('needs a signed-in user', async () => {
    const response = await changePassword(undefined, {
      current_password: 'x',
      new_password: 'Long-enough-1',
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a new password shorter than 8 characters', async () => {
    const { session } = await signIn(t.app, 'owner@example.test', 'Owner-pass-2026');
    const response = await changePassword(session.access_token, {
      current_password: 'Owner-pass-2026',
      new_password: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      error: 'Password must be at least 8 characters long',
    });
  });

  it('refuses one of the 3,000 most used passwords, in any case, and keeps the old one', async () => {
    const { session } = await signIn(t.app, 'owner@example.test', 'Owner-pass-2026');
    const response = await changePassword(session.access_token, {
      current_password: 'Owner-pass-2026',
      new_password: 'FootBall',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: COMMON_PASSWORD_MESSAGE });
    expect((await signIn(t.app, 'owner@example.test', 'Owner-pass-2026')).session.access_token).toBeTruthy();
  });

  it('refuses a wrong current password', async () => {
    const { session } = await signIn(t.app, 'owner@example.test', 'Owner-pass-2026');
    const response = await changePassword(session.access_token, {
      current_password: 'not-my-password',
      new_password: 'Long-enough-pass-1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: 'Current password is incorrect' });
  });

  it("changes the password and ends the user's other sessions, keeping the current one", async () => {
    const { session: other } = await signIn(t.app, 'owner@example.test', 'Owner-pass-2026');
    const { session: current } = await signIn(t.app, 'owner@example.test', 'Owner-pass-2026');
    const response = await changePassword(current.access_token, {
      access_token: current.access_token,
      current_password: 'Owner-pass-2026',
      new_password: 'Changed-pass-2026',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Password updated successfully!' });

    const verify = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/verify-token',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await verify(other.access_token)).statusCode).toBe(401);
    expect((await verify(current.access_token)).statusCode).toBe(200);
    const otherRefresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: other.refresh_token },
    });
    expect(otherRefresh.statusCode).toBe(401);

    await signIn(t.app, 'owner@example.test', 'Changed-pass-2026');
    const oldPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-enhanced',
      payload: { email: 'owner@example.test', password: 'Owner-pass-2026' },
    });
    expect(oldPassword.statusCode).toBe(401);
  });
});
