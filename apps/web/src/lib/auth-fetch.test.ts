import { describe, expect, it, vi } from 'vitest';
import { createAuthFetch, NO_ACCESS_TOKEN } from './auth-fetch';
import { memoryStorage } from '../test/memory-storage';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const refreshed = (access: string, refresh: string) =>
  json(200, { success: true, session: { access_token: access, refresh_token: refresh, expires_in: 900 } });

function setup(
  responses: ((url: string, init: RequestInit) => Response)[],
  stored = { access_token: 'a1', refresh_token: 'r1' },
) {
  const storage = memoryStorage(stored);
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : input.toString();
    calls.push({ url, init: init ?? {} });
    const next = responses.shift();
    // A promise, as fetch answers: a throw here becomes a rejection, as it would in fetch.
    return new Promise<Response>((resolve) => {
      if (!next) throw new Error(`unexpected call to ${url}`);
      resolve(next(url, init ?? {}));
    });
  });
  const onSessionLost = vi.fn();
  const onTokensChanged = vi.fn();
  const authFetch = createAuthFetch({ fetch, storage, onSessionLost, onTokensChanged });
  return { authFetch, storage, calls, onSessionLost, onTokensChanged };
}

const bearer = (init: RequestInit) => new Headers(init.headers).get('Authorization');

describe('authFetch', () => {
  it('fails with the spec message when no access token is stored', async () => {
    const { authFetch } = setup([], { access_token: '', refresh_token: '' });
    await expect(authFetch('/api/stones')).rejects.toThrow(NO_ACCESS_TOKEN);
  });

  it('sends the stored access token as a bearer token', async () => {
    const { authFetch, calls } = setup([() => json(200, [])]);
    const response = await authFetch('/api/stones');
    expect(response.status).toBe(200);
    expect(bearer(calls[0]!.init)).toBe('Bearer a1');
  });

  it('marks a string body as JSON', async () => {
    const { authFetch, calls } = setup([() => json(200, { success: true })]);
    await authFetch('/api/auth/change-password', { method: 'POST', body: '{}' });
    expect(new Headers(calls[0]!.init.headers).get('Content-Type')).toBe('application/json');
  });

  it('on a 401 refreshes with the stored refresh token, stores the new tokens and retries once', async () => {
    const { authFetch, calls, storage, onTokensChanged } = setup([
      () => json(401, { success: false, error: 'expired' }),
      () => refreshed('a2', 'r2'),
      () => json(200, { ok: true }),
    ]);
    const response = await authFetch('/api/stones');
    expect(response.status).toBe(200);
    expect(calls.map((c) => c.url)).toEqual(['/api/stones', '/api/auth/refresh', '/api/stones']);
    const refreshBody = calls[1]!.init.body;
    expect(JSON.parse(typeof refreshBody === 'string' ? refreshBody : '')).toEqual({ refresh_token: 'r1' });
    expect(bearer(calls[2]!.init)).toBe('Bearer a2');
    expect(storage.getItem('access_token')).toBe('a2');
    expect(storage.getItem('refresh_token')).toBe('r2');
    expect(onTokensChanged).toHaveBeenCalled();
  });

  it('retries only once: a second 401 is handed to the caller', async () => {
    const { authFetch, calls } = setup([
      () => json(401, {}),
      () => refreshed('a2', 'r2'),
      () => json(401, {}),
    ]);
    const response = await authFetch('/api/stones');
    expect(response.status).toBe(401);
    expect(calls).toHaveLength(3);
  });

  it('a refused refresh ends the session and returns the 401', async () => {
    const { authFetch, onSessionLost } = setup([() => json(401, {}), () => json(401, { success: false })]);
    const response = await authFetch('/api/stones');
    expect(response.status).toBe(401);
    expect(onSessionLost).toHaveBeenCalledOnce();
  });

  it('without a refresh token a 401 ends the session without calling refresh', async () => {
    const { authFetch, calls, onSessionLost } = setup([() => json(401, {})], {
      access_token: 'a1',
      refresh_token: '',
    });
    await authFetch('/api/stones');
    expect(calls).toHaveLength(1);
    expect(onSessionLost).toHaveBeenCalledOnce();
  });

  it('concurrent 401s share one refresh call', async () => {
    const { authFetch, calls } = setup([
      () => json(401, {}),
      () => json(401, {}),
      () => refreshed('a2', 'r2'),
      () => json(200, {}),
      () => json(200, {}),
    ]);
    const [first, second] = await Promise.all([authFetch('/api/one'), authFetch('/api/two')]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(calls.filter((c) => c.url === '/api/auth/refresh')).toHaveLength(1);
  });

  it('stores new tokens carried by any response', async () => {
    const { authFetch, storage } = setup([
      () => json(200, { success: true, session: { access_token: 'a9', refresh_token: 'r9' } }),
    ]);
    const response = await authFetch('/api/auth/change-password', { method: 'POST', body: '{}' });
    expect(await response.json()).toMatchObject({ success: true });
    expect(storage.getItem('access_token')).toBe('a9');
    expect(storage.getItem('refresh_token')).toBe('r9');
  });
});
