import type { z } from 'zod';
import { ApiError, serverErrorOf } from '../api-error';
import type { AuthFetch } from '../auth-fetch';
import { authFetch } from '../session-store';

/** How a refused call reads: the server's own reason, the call's message alone, or both. */
export type RefusalText = 'server' | 'fallback' | 'fallback-and-server';

export type ApiJsonInit = RequestInit & {
  /** A JSON body, sent as text with its content type. */
  json?: unknown;
  /** What the person reads when the server names no reason, or answers in another shape. */
  fallback: string;
  /** What the person reads when the call never reached the server; `fallback` when not given. */
  network?: string;
  /** `server` unless given (spec 01 and 03 section 8 give each call its wording). */
  refusal?: RefusalText;
  /**
   * `session` unless given: the signed-in person's token, refreshed once on a 401. `none` sends no
   * token (sign-in); `{ bearer }` sends the token of an e-mailed link instead of the session's.
   */
  auth?: 'session' | 'none' | { bearer: string };
};

type Deps = { authFetch: AuthFetch; fetch: (input: string, init?: RequestInit) => Promise<Response> };

/**
 * The one JSON call of the web app, so every screen reads a failure the same way: an `ApiError`
 * whose message is the text the screen shows. The answer is parsed with the call's contract
 * schema; an answer that does not fit reads `fallback`, not a parser's dump.
 */
export function createApiJson(deps: Deps) {
  return async function apiJson<S extends z.ZodType>(
    schema: S,
    url: string,
    init: ApiJsonInit,
  ): Promise<z.output<S>> {
    const { json, fallback, network, refusal = 'server', auth = 'session', ...rest } = init;
    const headers = new Headers(rest.headers);
    if (json !== undefined) headers.set('Content-Type', 'application/json');
    if (typeof auth === 'object') headers.set('Authorization', `Bearer ${auth.bearer}`);
    const request: RequestInit = {
      ...rest,
      headers,
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    };

    let response: Response;
    try {
      response = await (auth === 'session' ? deps.authFetch(url, request) : deps.fetch(url, request));
    } catch {
      throw new ApiError(network ?? fallback, 0);
    }
    if (!response.ok) {
      const refused: unknown = await response.json().catch(() => null);
      const reason = refusal === 'fallback' ? null : serverErrorOf(refused);
      const text = reason === null ? fallback : refusal === 'server' ? reason : `${fallback}: ${reason}`;
      throw new ApiError(text, response.status, refused);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new ApiError(fallback, response.status);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new ApiError(fallback, response.status);
    return parsed.data;
  };
}

export const apiJson = createApiJson({ authFetch, fetch: (input, init) => window.fetch(input, init) });
