import { generateKeyPairSync } from 'node:crypto';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShowroomWithOwner } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { AUDIENCE, ISSUER, accessTokenKey } from './tokens';
import { accessToken } from '../../testing/api-as';

/**
 * Forged access tokens (checklist 17, ASVS 9.1.2/9.2.1/9.2.3): only HS256 signed with the server's
 * key, for this issuer and audience, inside its validity window, naming a live session, is let in.
 */
let t: TestApp;
let genuine: { token: string; sub: string; sid: string };

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

beforeAll(async () => {
  t = await createTestApp();
  await seedShowroomWithOwner(t.database.db, { email: 'owner@example.test', password: 'Owner-pass-2026' });
  const token = await accessToken(t.app, 'owner@example.test', 'Owner-pass-2026');
  const claims = decodeJwt(token);
  genuine = { token, sub: String(claims.sub), sid: String(claims.sid) };
});

afterAll(async () => {
  await t.close();
});

/** A token with the genuine claims, `claims` laid over them, signed with `key` under `alg`. */
async function forge(
  options: { alg?: string; key?: Parameters<SignJWT['sign']>[0]; claims?: Record<string, unknown> } = {},
): Promise<string> {
  const now = Math.floor(t.clock.now().getTime() / 1000);
  return new SignJWT({
    sub: genuine.sub,
    sid: genuine.sid,
    iss: ISSUER,
    aud: AUDIENCE,
    iat: now,
    exp: now + 600,
    ...options.claims,
  })
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' })
    .sign(options.key ?? accessTokenKey(t.ctx.env.authSecret));
}

async function status(token: string): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/showroom/data',
    headers: { authorization: `Bearer ${token}` },
    payload: {},
  });
  if (response.statusCode === 401)
    expect(response.json()).toEqual({
      success: false,
      error: 'Invalid or expired token',
      code: 'INVALID_TOKEN',
    });
  return response.statusCode;
}

describe('forged access tokens are refused', () => {
  it('lets the genuine token and a correctly signed copy of it in (the control case)', async () => {
    expect(await status(genuine.token)).toBe(200);
    expect(await status(await forge())).toBe(200);
  });

  it('refuses `alg: none` with the genuine claims and no signature', async () => {
    const [, payload] = genuine.token.split('.');
    for (const alg of ['none', 'None', 'NONE']) {
      expect(await status(`${base64url({ alg, typ: 'JWT' })}.${payload}.`)).toBe(401);
    }
  });

  it('refuses the genuine claims re-signed with RS256 and with HS256 keyed by a public key (HS/RS confusion)', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    expect(await status(await forge({ alg: 'RS256', key: privateKey }))).toBe(401);
    const publicPem = publicKey.export({ type: 'spki', format: 'pem' });
    expect(
      await status(await forge({ alg: 'HS256', key: new TextEncoder().encode(String(publicPem)) })),
    ).toBe(401);
  });

  it('refuses HS384/HS512 and a token signed with another secret', async () => {
    expect(await status(await forge({ alg: 'HS512' }))).toBe(401);
    expect(await status(await forge({ alg: 'HS384' }))).toBe(401);
    expect(
      await status(await forge({ key: accessTokenKey('another-secret-that-is-long-enough-123456') })),
    ).toBe(401);
  });

  it('refuses a tampered payload under the genuine signature', async () => {
    const [header, , signature] = genuine.token.split('.');
    const payload = base64url({ ...decodeJwt(genuine.token), sub: '00000000-0000-4000-8000-000000000000' });
    expect(await status(`${header}.${payload}.${signature}`)).toBe(401);
  });

  it('refuses the wrong audience or issuer', async () => {
    expect(await status(await forge({ claims: { aud: 'another-api' } }))).toBe(401);
    expect(await status(await forge({ claims: { iss: 'someone-else' } }))).toBe(401);
  });

  it('refuses an expired token and one not valid yet', async () => {
    const now = Math.floor(t.clock.now().getTime() / 1000);
    expect(await status(await forge({ claims: { exp: now - 1 } }))).toBe(401);
    expect(await status(await forge({ claims: { nbf: now + 3600 } }))).toBe(401);
  });

  it('refuses a well-signed token naming a session that does not exist or another user', async () => {
    expect(await status(await forge({ claims: { sid: '00000000-0000-4000-8000-000000000000' } }))).toBe(401);
    const other = await seedShowroomWithOwner(t.database.db, {
      email: 'other@example.test',
      password: 'Other-pass-2026',
    });
    const crossed = await forge({ claims: { sub: other.userId } });
    expect(await status(crossed)).toBe(401);
  });
});
