import { ZLoginResponse, type TLoginResponse } from '@stonetool/contracts/auth';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';

/**
 * The one way API tests sign in and call the API as someone, so a change to how a test
 * authenticates (the sign-in path, the header) is made here and not in every test file.
 */

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/**
 * A sign-in attempt through the API, answered as it came back: for tests of signing in itself.
 * `remoteAddress` is the caller's address (the per-address limits), `cookie` a `name=value` sent
 * with it (the device cookie).
 */
export function login(
  app: FastifyInstance,
  email: string,
  password: string,
  remoteAddress?: string,
  cookie?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login-enhanced',
    payload: { email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

/** A sign-in that must succeed: the session, the person and their showroom. */
export async function signIn(app: FastifyInstance, email: string, password: string): Promise<TLoginResponse> {
  const response = await login(app, email, password);
  expect(response.statusCode, `sign-in of ${email}: ${response.body.slice(0, 300)}`).toBe(200);
  return ZLoginResponse.parse(response.json());
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The API as the holder of `token` (null: nobody signed in). Payloads are sent as JSON; the
 * answer is fastify's inject response, for the test to assert on.
 */
export function apiAs(app: FastifyInstance, token: string | null) {
  const call = (method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method,
      url,
      headers: { ...(token === null ? {} : bearer(token)), ...headers },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  return {
    call,
    get: (url: string, headers?: Record<string, string>) => call('GET', url, undefined, headers),
    post: (url: string, payload?: unknown) => call('POST', url, payload),
    put: (url: string, payload?: unknown) => call('PUT', url, payload),
    patch: (url: string, payload?: unknown) => call('PATCH', url, payload),
    delete: (url: string, payload?: unknown) => call('DELETE', url, payload),
  };
}

/** The access token of a sign-in that must succeed, for a test's bearer headers. */
export async function accessToken(app: FastifyInstance, email: string, password: string): Promise<string> {
  return (await signIn(app, email, password)).session.access_token;
}
