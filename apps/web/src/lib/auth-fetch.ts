import { ZRefreshResponse } from '@stonetool/contracts/auth';
import { SESSION_KEYS, storeTokens, type KeyValueStorage } from './session';

export const NO_ACCESS_TOKEN = 'No access token available';

export type AuthFetch = (input: string, init?: RequestInit) => Promise<Response>;

type Deps = {
  fetch: typeof fetch;
  storage: KeyValueStorage;
  /** Called when the tokens change, so the UI can re-read the session. */
  onTokensChanged?: () => void;
  /** Called when the refresh token is refused: the session is over. */
  onSessionLost?: () => void;
};

/**
 * The authenticated request helper of spec 01 section 6: sends the stored access token as a bearer
 * token; on a 401 refreshes once through POST /api/auth/refresh and retries the call once; stores
 * new tokens whenever a response carries them (`session.access_token` in a JSON body).
 * Concurrent 401s share one refresh call: the server rotates refresh tokens and treats a second use
 * of the same one as theft.
 */
export function createAuthFetch(deps: Deps): AuthFetch {
  let refreshing: Promise<boolean> | null = null;

  async function refresh(): Promise<boolean> {
    const refreshToken = deps.storage.getItem(SESSION_KEYS.refreshToken);
    if (!refreshToken) return false;
    try {
      const response = await deps.fetch('/api/auth/refresh', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh_token: refreshToken }),
      });
      if (!response.ok) return false;
      const parsed = ZRefreshResponse.safeParse(await response.json());
      if (!parsed.success) return false;
      storeTokens(deps.storage, parsed.data.session);
      deps.onTokensChanged?.();
      return true;
    } catch {
      return false;
    }
  }

  function send(input: string, init: RequestInit | undefined, token: string): Promise<Response> {
    const headers = new Headers(init?.headers);
    headers.set('Authorization', `Bearer ${token}`);
    if (typeof init?.body === 'string' && !headers.has('Content-Type')) {
      headers.set('Content-Type', 'application/json');
    }
    return deps.fetch(input, { ...init, headers });
  }

  async function keepCarriedTokens(response: Response): Promise<void> {
    if (!response.headers.get('Content-Type')?.includes('application/json')) return;
    try {
      const body: unknown = await response.clone().json();
      const session = (body as { session?: { access_token?: unknown; refresh_token?: unknown } } | null)
        ?.session;
      if (session && typeof session.access_token === 'string') {
        storeTokens(deps.storage, {
          access_token: session.access_token,
          refresh_token: typeof session.refresh_token === 'string' ? session.refresh_token : null,
        });
        deps.onTokensChanged?.();
      }
    } catch {
      // A body that is not JSON carries no tokens; the caller reads it its own way.
    }
  }

  return async function authFetch(input, init) {
    const token = deps.storage.getItem(SESSION_KEYS.accessToken);
    if (!token) throw new Error(NO_ACCESS_TOKEN);

    let response = await send(input, init, token);
    if (response.status === 401) {
      refreshing ??= refresh().finally(() => {
        refreshing = null;
      });
      if (await refreshing) {
        const renewed = deps.storage.getItem(SESSION_KEYS.accessToken);
        if (renewed) response = await send(input, init, renewed);
      } else if (deps.storage.getItem(SESSION_KEYS.accessToken) === token) {
        deps.onSessionLost?.();
      }
    }
    await keepCarriedTokens(response);
    return response;
  };
}
