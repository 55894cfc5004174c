import type { z } from 'zod';
import { ApiError, readServerError } from '../../../lib/api-error';
import { authFetch } from '../../../lib/session-store';

/**
 * An authenticated Expert Mode call answering JSON: the server's `error` text when it refuses,
 * else `fallback`; an answer that does not parse reads `fallback` too, a network failure
 * `networkError` when the spec gives one ('Error loading recent quotes'), else `fallback`.
 */
export async function expertJson<S extends z.ZodType>(
  url: string,
  init: RequestInit | undefined,
  schema: S,
  fallback: string,
  networkError: string = fallback,
): Promise<z.output<S>> {
  let response: Response;
  try {
    response = await authFetch(url, init);
  } catch {
    throw new Error(networkError);
  }
  if (!response.ok) throw new ApiError((await readServerError(response)) ?? fallback, response.status);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new Error(fallback);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error(fallback);
  return parsed.data;
}

export function postJson(body: unknown): RequestInit {
  return { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
}
