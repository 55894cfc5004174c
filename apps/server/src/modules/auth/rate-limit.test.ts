import { mailOutbox } from '@stonetool/db/schema/mail';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShowroomWithOwner } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { login } from '../../testing/api-as';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: { LOGIN_RATE_LIMIT_PER_IP: '3', LOGIN_RATE_LIMIT_PER_ACCOUNT: '2', CONTACT_RATE_LIMIT_PER_IP: '2' },
  });
  await seedShowroomWithOwner(t.database.db, { email: 'owner@example.test', password: 'Owner-pass-2026' });
});

afterAll(async () => {
  await t.close();
});

/** The `name=value` of the device cookie a sign-in answer sets. */
function deviceCookieOf(response: Pick<LightMyRequestResponse, 'headers'>): string {
  const header = String(response.headers['set-cookie'] ?? '');
  expect(header).toMatch(/^st_device_[0-9a-f]{16}=[\w-]{43}\.[\w-]{43}; /);
  return header.split(';')[0] ?? '';
}

describe('sign-in rate limits', () => {
  it('answers 429 with Retry-After once an account has too many failed attempts, whatever the address', async () => {
    expect((await login(t.app, 'owner@example.test', 'wrong-1', '10.1.0.1')).statusCode).toBe(401);
    expect((await login(t.app, 'owner@example.test', 'wrong-2', '10.1.0.2')).statusCode).toBe(401);
    const limited = await login(t.app, 'owner@example.test', 'Owner-pass-2026', '10.1.0.3');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      success: false,
      error: 'Too many attempts. Please try again later.',
    });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // The window passes and the right password works again.
    t.clock.advance(15 * 60 * 1000);
    expect((await login(t.app, 'owner@example.test', 'Owner-pass-2026', '10.1.0.4')).statusCode).toBe(200);
  });

  it('limits one client address across accounts, and answers alike for unknown accounts', async () => {
    t.clock.advance(60 * 1000);
    expect((await login(t.app, 'a@example.test', 'x', '10.2.0.1')).statusCode).toBe(401);
    expect((await login(t.app, 'b@example.test', 'x', '10.2.0.1')).statusCode).toBe(401);
    expect((await login(t.app, 'c@example.test', 'x', '10.2.0.1')).statusCode).toBe(401);
    const limited = await login(t.app, 'd@example.test', 'x', '10.2.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    const knownLimited = await login(t.app, 'owner@example.test', 'Owner-pass-2026', '10.2.0.1');
    expect(knownLimited.statusCode).toBe(429);
    expect(knownLimited.body).toBe(limited.body);
  });

  it('limits forgot-password requests per account the same way for known and unknown addresses', async () => {
    t.clock.advance(15 * 60 * 1000);
    const ask = (email: string, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress });
    for (const email of ['owner@example.test', 'ghost@example.test']) {
      expect((await ask(email, '10.3.0.1')).statusCode).toBe(200);
      expect((await ask(email, '10.3.0.2')).statusCode).toBe(200);
      const limited = await ask(email, '10.3.0.3');
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
    }
  });

  it('limits contact-form messages per client address', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/send-resend',
        remoteAddress: '10.4.0.1',
        payload: {
          emailType: 'contact_form',
          contactData: { name: 'Ann', email: 'ann@example.test', message: 'Hello' },
        },
      });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('answers 429 once one address has tried too many unknown refresh tokens', async () => {
    const refresh = (token: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refresh_token: token },
        remoteAddress,
      });
    for (const guess of ['guess-1', 'guess-2', 'guess-3']) {
      expect((await refresh(guess, '10.4.0.1')).statusCode).toBe(401);
    }
    const limited = await refresh('guess-4', '10.4.0.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held up by the guesser.
    expect((await refresh('guess-5', '10.4.0.2')).statusCode).toBe(401);
  });

  it('answers 429 once one address has opened too many unknown quote links', async () => {
    const open = (token: string, remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: `/api/public/quotes/${token}`, remoteAddress });
    for (const guess of ['quote-1', 'quote-2', 'quote-3']) {
      expect((await open(guess, '10.5.1.1')).statusCode).toBe(404);
    }
    expect((await open('quote-4', '10.5.1.1')).statusCode).toBe(429);
    expect((await open('quote-5', '10.5.1.2')).statusCode).toBe(404);
  });

  it('answers 429 once one address has opened too many unknown shared-cart links', async () => {
    const open = (token: string, remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: `/api/shared-cart-token?token=${token}`, remoteAddress });
    for (const guess of ['link-1', 'link-2', 'link-3']) {
      expect((await open(guess, '10.5.0.1')).statusCode).toBe(404);
    }
    const limited = await open('link-4', '10.5.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      success: false,
      error: 'Too many attempts. Please try again later.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('failed sign-ins without locking out the account owner (device cookies)', () => {
  beforeAll(async () => {
    await seedShowroomWithOwner(t.database.db, {
      email: 'victim@example.test',
      password: 'Victim-pass-2026',
    });
  });

  it("sets an HttpOnly, SameSite=Strict device cookie for the sign-in call only, and keeps the device's id", async () => {
    t.clock.advance(15 * 60 * 1000);
    const first = await login(t.app, 'victim@example.test', 'Victim-pass-2026', '10.6.0.1');
    expect(first.statusCode).toBe(200);
    const header = String(first.headers['set-cookie']);
    expect(header).toContain('; Path=/api/auth/login-enhanced; Max-Age=31536000; HttpOnly; SameSite=Strict');
    // Plain HTTP here: Secure would make the browser drop it.
    expect(header).not.toContain('Secure');
    const again = await login(
      t.app,
      'victim@example.test',
      'Victim-pass-2026',
      '10.6.0.1',
      deviceCookieOf(first),
    );
    expect(deviceCookieOf(again)).toBe(deviceCookieOf(first));
    // No cookie for a refused sign-in.
    expect(
      (await login(t.app, 'victim@example.test', 'wrong', '10.6.0.1')).headers['set-cookie'],
    ).toBeUndefined();
  });

  it("lets the owner's known browser sign in while an attacker without its cookie is held at 429", async () => {
    t.clock.advance(15 * 60 * 1000);
    const owner = deviceCookieOf(await login(t.app, 'victim@example.test', 'Victim-pass-2026', '10.6.1.1'));

    expect((await login(t.app, 'victim@example.test', 'guess-1', '10.6.2.1')).statusCode).toBe(401);
    expect((await login(t.app, 'victim@example.test', 'guess-2', '10.6.2.2')).statusCode).toBe(401);
    // Unknown devices are locked out, even with the right password: no guessing oracle.
    expect((await login(t.app, 'victim@example.test', 'Victim-pass-2026', '10.6.2.3')).statusCode).toBe(429);

    expect(
      (await login(t.app, 'victim@example.test', 'Victim-pass-2026', '10.6.1.1', owner)).statusCode,
    ).toBe(200);
  });

  it("refuses a forged cookie, another account's cookie and a copied cookie under another account", async () => {
    t.clock.advance(15 * 60 * 1000);
    const owner = deviceCookieOf(await login(t.app, 'victim@example.test', 'Victim-pass-2026', '10.6.3.1'));
    const attacker = deviceCookieOf(await login(t.app, 'owner@example.test', 'Owner-pass-2026', '10.6.4.1'));
    const [name, value = ''] = owner.split('=');
    const [deviceId] = value.split('.');
    const forged = `${name}=${deviceId}.${'A'.repeat(43)}`;
    // The attacker's own account's cookie, renamed to the victim's cookie name.
    const renamed = `${name}=${attacker.split('=')[1]}`;

    expect((await login(t.app, 'victim@example.test', 'guess-1', '10.6.4.1', forged)).statusCode).toBe(401);
    expect((await login(t.app, 'victim@example.test', 'guess-2', '10.6.4.2', renamed)).statusCode).toBe(401);
    // Both counted as unknown devices, so the account's limit for them is spent.
    expect((await login(t.app, 'victim@example.test', 'guess-3', '10.6.4.3', forged)).statusCode).toBe(429);
    expect(
      (await login(t.app, 'victim@example.test', 'Victim-pass-2026', '10.6.3.1', owner)).statusCode,
    ).toBe(200);
  });

  it('limits failures from a known device on that device, apart from unknown ones', async () => {
    t.clock.advance(15 * 60 * 1000);
    const owner = deviceCookieOf(await login(t.app, 'victim@example.test', 'Victim-pass-2026', '10.6.5.1'));
    expect((await login(t.app, 'victim@example.test', 'typo-1', '10.6.5.1', owner)).statusCode).toBe(401);
    expect((await login(t.app, 'victim@example.test', 'typo-2', '10.6.5.2', owner)).statusCode).toBe(401);
    const limited = await login(t.app, 'victim@example.test', 'Victim-pass-2026', '10.6.5.3', owner);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The device's own typos do not spend the unknown devices' allowance.
    expect((await login(t.app, 'victim@example.test', 'Victim-pass-2026', '10.6.6.1')).statusCode).toBe(200);
  });

  it('lets an owner held at 429 on a new browser back in through recovery, and that browser signs in from then on', async () => {
    t.clock.advance(15 * 60 * 1000);
    expect((await login(t.app, 'victim@example.test', 'guess-1', '10.6.7.1')).statusCode).toBe(401);
    expect((await login(t.app, 'victim@example.test', 'guess-2', '10.6.7.2')).statusCode).toBe(401);
    expect((await login(t.app, 'victim@example.test', 'Victim-pass-2026', '10.6.8.1')).statusCode).toBe(429);

    await t.database.db.delete(mailOutbox);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'victim@example.test' },
      remoteAddress: '10.6.8.1',
    });
    expect(asked.statusCode).toBe(200);
    const [mail] = await t.database.db.select().from(mailOutbox);
    const token = /#access_token=([^&\s]+)&type=recovery/.exec(mail?.textBody ?? '')?.[1] ?? '';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { authorization: `Bearer ${token}` },
      payload: { new_password: 'Victim-new-pass-2026' },
      remoteAddress: '10.6.8.1',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const browser = deviceCookieOf(reset);

    // The attacker goes on spending the unknown devices' allowance…
    expect((await login(t.app, 'victim@example.test', 'guess-3', '10.6.7.3')).statusCode).toBe(429);
    // …and the owner's browser signs in all the same.
    expect(
      (await login(t.app, 'victim@example.test', 'Victim-new-pass-2026', '10.6.8.1', browser)).statusCode,
    ).toBe(200);
  });
});
