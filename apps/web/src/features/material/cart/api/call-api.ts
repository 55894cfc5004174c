import { ApiError, readServerError } from '../../../../lib/api-error';
import { authFetch } from '../../../../lib/session-store';

/**
 * One authenticated JSON call of Material Mode. A network failure throws `networkMessage`; a
 * refused call throws the server's own error, else `fallbackMessage` (spec 01 section 8 gives
 * each call its pair). The answer's JSON is returned unparsed for the caller's schema.
 */
export async function callApi(
  url: string,
  init: RequestInit & { json?: unknown },
  messages: { fallback: string; network?: string },
): Promise<unknown> {
  const { json, ...rest } = init;
  let response: Response;
  try {
    response = await authFetch(url, json === undefined ? rest : { ...rest, body: JSON.stringify(json) });
  } catch {
    throw new ApiError(messages.network ?? messages.fallback, 0);
  }
  if (!response.ok) {
    throw new ApiError((await readServerError(response)) ?? messages.fallback, response.status);
  }
  try {
    return await response.json();
  } catch {
    throw new ApiError(messages.fallback, response.status);
  }
}

/** A query string from the defined values only. */
export function queryString(params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== '') search.set(key, String(value));
  }
  return search.toString();
}
