import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../api-error';
import { createApiJson } from './api-json';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const ZAnswer = z.object({ success: z.literal(true), count: z.number() });

function setup(answer: () => Response | Promise<Response>) {
  const authFetch = vi.fn(async (_url: string, _init?: RequestInit) => answer());
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => answer());
  return { apiJson: createApiJson({ authFetch, fetch }), authFetch, fetch };
}

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('apiJson', () => {
  it('answers the body parsed with the call schema, sent with the session token', async () => {
    const { apiJson, authFetch, fetch } = setup(() => json(200, { success: true, count: 3, extra: 1 }));
    await expect(apiJson(ZAnswer, '/api/x', { fallback: 'Failed' })).resolves.toEqual({
      success: true,
      count: 3,
    });
    expect(authFetch).toHaveBeenCalledTimes(1);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends a JSON body as text with its content type', async () => {
    const { apiJson, authFetch } = setup(() => json(200, { success: true, count: 1 }));
    await apiJson(ZAnswer, '/api/x', { method: 'POST', json: { a: 1 }, fallback: 'Failed' });
    const init = authFetch.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('sends a link token without the session when asked, and no token at all for sign-in', async () => {
    const { apiJson, authFetch, fetch } = setup(() => json(200, { success: true, count: 1 }));
    await apiJson(ZAnswer, '/api/x', { fallback: 'Failed', auth: { bearer: 't1' } });
    await apiJson(ZAnswer, '/api/y', { fallback: 'Failed', auth: 'none' });
    expect(authFetch).not.toHaveBeenCalled();
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer t1');
    expect(new Headers(fetch.mock.calls[1]?.[1]?.headers).get('Authorization')).toBeNull();
  });

  it("reads a refusal as the server's own reason, else the call's message", async () => {
    const refused = setup(() => json(409, { success: false, error: 'Name taken' }));
    const withReason = await failure(refused.apiJson(ZAnswer, '/api/x', { fallback: 'Failed to save' }));
    expect(withReason.message).toBe('Name taken');
    expect(withReason.status).toBe(409);

    const silent = setup(() => new Response('oops', { status: 500 }));
    const without = await failure(silent.apiJson(ZAnswer, '/api/x', { fallback: 'Failed to save' }));
    expect(without.message).toBe('Failed to save');
  });

  it("shows the call's message alone, or before the reason, when the spec words it so", async () => {
    const { apiJson } = setup(() => json(400, { success: false, error: 'Email in use' }));
    const alone = await failure(apiJson(ZAnswer, '/api/x', { fallback: 'Failed', refusal: 'fallback' }));
    expect(alone.message).toBe('Failed');
    const both = await failure(
      apiJson(ZAnswer, '/api/x', { fallback: 'Failed to create', refusal: 'fallback-and-server' }),
    );
    expect(both.message).toBe('Failed to create: Email in use');
  });

  it('reads a call that never reached the server as its network message, else the fallback', async () => {
    const { apiJson } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const named = await failure(
      apiJson(ZAnswer, '/api/x', { fallback: 'Failed', network: 'Connection error' }),
    );
    expect(named.message).toBe('Connection error');
    expect(named.status).toBe(0);
    const unnamed = await failure(apiJson(ZAnswer, '/api/x', { fallback: 'Failed' }));
    expect(unnamed.message).toBe('Failed');
  });

  it('reads an answer that is not JSON, or not the contract, as the fallback', async () => {
    const notJson = setup(() => new Response('<html>', { status: 200 }));
    expect((await failure(notJson.apiJson(ZAnswer, '/api/x', { fallback: 'Failed' }))).message).toBe(
      'Failed',
    );
    const otherShape = setup(() => json(200, { success: true, count: 'three' }));
    expect((await failure(otherShape.apiJson(ZAnswer, '/api/x', { fallback: 'Failed' }))).message).toBe(
      'Failed',
    );
  });
});
