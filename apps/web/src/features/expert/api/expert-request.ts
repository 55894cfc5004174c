import type { z } from 'zod';
import { callApi } from '../../material/cart/api/call-api';

/**
 * An authenticated Expert Mode call answering JSON, through the app's one JSON call helper: the
 * server's `error` text when it refuses, else `fallback`; an answer that does not parse reads
 * `fallback` too, a network failure `networkError` when the spec gives one, else `fallback`.
 */
export async function expertJson<S extends z.ZodType>(
  url: string,
  init: (RequestInit & { json?: unknown }) | undefined,
  schema: S,
  fallback: string,
  networkError: string = fallback,
): Promise<z.output<S>> {
  const body = await callApi(url, init ?? {}, { fallback, network: networkError });
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error(fallback);
  return parsed.data;
}

export function postJson(body: unknown): RequestInit & { json: unknown } {
  return { method: 'POST', json: body };
}

/** A JSON POST for a raw authenticated fetch: the PDF, and the drawing analysis whose failures carry data. */
export function postJsonInit(body: unknown): RequestInit {
  return { method: 'POST', body: JSON.stringify(body) };
}
