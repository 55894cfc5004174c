import { ZLoginResponse, ZVerifyTokenResponse } from '@stonetool/contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAdmin, seedShowroomWithOwner, seedTeamMember } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { login } from '../../testing/api-as';

let t: TestApp;
let showroomId: string;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await seedShowroomWithOwner(t.database.db, {
    name: 'Demo Stone Gallery',
    email: 'owner@example.test',
    password: 'Owner-pass-2026',
  });
  showroomId = owner.showroomId;
  await seedTeamMember(t.database.db, {
    showroomId,
    name: 'Sam Sales',
    email: 'sales@example.test',
    password: 'Sales-pass-2026',
    role: 'salesperson',
    maxDiscountPercent: 10,
  });
  await seedAdmin(t.database.db, 'admin@example.test', 'Admin-pass-2026');
});

afterAll(async () => {
  await t.close();
});

describe('POST /api/auth/login-enhanced', () => {
  it('signs the showroom owner in with the owner context and the showroom', async () => {
    const response = await login(t.app, 'owner@example.test', 'Owner-pass-2026');
    expect(response.statusCode).toBe(200);
    const body = ZLoginResponse.strict().parse(response.json());
    expect(body.success).toBe(true);
    expect(body.error).toBeNull();
    expect(body.session.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.session.refresh_token.length).toBeGreaterThanOrEqual(43);
    expect(body.session.expires_in).toBe(900);
    expect(body.user).toEqual({ email: 'owner@example.test' });
    expect(body.isAdmin).toBe(false);
    expect(body.isTeamMember).toBe(false);
    expect(body.teamMember).toEqual({
      id: null,
      name: 'Owner',
      role: 'owner',
      permissions: { canSeeWholesaleCosts: true, canSeeShowroomCosts: true, maxDiscountPercent: 100 },
    });
    expect(body.showroom).toEqual({
      id: showroomId,
      name: 'Demo Stone Gallery',
      email: 'owner@example.test',
      brand_colors: { primary: '#0f766e', secondary: '#14b8a6' },
      logo_url: null,
      show_name_under_logo: true,
      showroom_type: 'tile_stone',
      expert_mode_enabled: false,
    });
  });

  it('signs a team member in with their own name, role and permissions', async () => {
    const response = await login(t.app, 'SALES@example.test', 'Sales-pass-2026');
    expect(response.statusCode).toBe(200);
    const body = ZLoginResponse.strict().parse(response.json());
    expect(body.isAdmin).toBe(false);
    expect(body.isTeamMember).toBe(true);
    expect(body.user.email).toBe('sales@example.test');
    expect(body.teamMember).toMatchObject({
      name: 'Sam Sales',
      role: 'salesperson',
      permissions: { canSeeWholesaleCosts: false, canSeeShowroomCosts: false, maxDiscountPercent: 10 },
    });
    expect(body.teamMember?.id).toEqual(expect.any(String));
    expect(body.showroom?.id).toBe(showroomId);
  });

  it('signs the platform admin in without a showroom', async () => {
    const response = await login(t.app, 'admin@example.test', 'Admin-pass-2026');
    expect(response.statusCode).toBe(200);
    const body = ZLoginResponse.strict().parse(response.json());
    expect(body.isAdmin).toBe(true);
    expect(body.isTeamMember).toBe(false);
    expect(body.teamMember).toBeNull();
    expect(body.showroom).toBeNull();
    expect(body.user.email).toBe('admin@example.test');
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const wrongPassword = await login(t.app, 'owner@example.test', 'not-the-password', '10.0.0.1');
    const unknownEmail = await login(t.app, 'nobody@example.test', 'not-the-password', '10.0.0.2');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      success: false,
      error: 'Invalid email or password',
      code: 'INVALID_CREDENTIALS',
    });
    expect(unknownEmail.body).toBe(wrongPassword.body);
  });

  it('refuses a request without an e-mail or password with a clear message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-enhanced',
      payload: { email: 'owner@example.test', password: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: 'Email and password are required' });
  });

  it('refuses a body that is not JSON with a 400, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-enhanced',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false });
  });
});

describe('POST /api/auth/verify-token', () => {
  it('says who an access token belongs to', async () => {
    const { session } = ZLoginResponse.parse(
      (await login(t.app, 'owner@example.test', 'Owner-pass-2026')).json(),
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-token',
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(response.statusCode).toBe(200);
    const body = ZVerifyTokenResponse.parse(response.json());
    expect(body).toMatchObject({ recovery: false, user: { email: 'owner@example.test' }, isAdmin: false });
    expect(body.showroom?.id).toBe(showroomId);
  });

  it('refuses a missing or forged token', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/verify-token' });
    expect(missing.statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-token',
      headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ success: false, error: 'Invalid or expired token' });
  });

  it('refuses an access token once it has expired', async () => {
    const { session } = ZLoginResponse.parse(
      (await login(t.app, 'owner@example.test', 'Owner-pass-2026')).json(),
    );
    t.clock.advance(901 * 1000);
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/verify-token',
        headers: { authorization: `Bearer ${session.access_token}` },
      });
      expect(response.statusCode).toBe(401);
    } finally {
      t.clock.advance(-901 * 1000);
    }
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session on the server, so its access and refresh tokens stop working at once', async () => {
    const { session } = ZLoginResponse.parse(
      (await login(t.app, 'owner@example.test', 'Owner-pass-2026')).json(),
    );
    const auth = { authorization: `Bearer ${session.access_token}` };
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: auth,
      payload: {},
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ success: true });

    const verify = await t.app.inject({ method: 'POST', url: '/api/auth/verify-token', headers: auth });
    expect(verify.statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: session.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
  });
});
