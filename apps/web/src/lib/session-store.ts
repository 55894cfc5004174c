import { clearSession, readSession, type Session } from './session';
import { createAuthFetch } from './auth-fetch';

/**
 * The one place the browser app reads and writes the session, so that React re-renders when a
 * login, a token refresh, a logout or another tab changes it.
 */
const listeners = new Set<() => void>();
let cached: { version: number; session: Session | null } | null = null;
let version = 0;

export function notifySessionChanged(): void {
  version += 1;
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea === window.localStorage) notifySessionChanged();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** A stable snapshot for useSyncExternalStore: a new object only after a change was announced. */
export function getSessionSnapshot(): Session | null {
  if (!cached || cached.version !== version) {
    cached = { version, session: readSession(window.localStorage) };
  }
  return cached.session;
}

export function endSessionLocally(): void {
  clearSession(window.localStorage);
  notifySessionChanged();
}

export const authFetch = createAuthFetch({
  fetch: (input, init) => window.fetch(input, init),
  storage: {
    getItem: (key) => window.localStorage.getItem(key),
    setItem: (key, value) => window.localStorage.setItem(key, value),
    removeItem: (key) => window.localStorage.removeItem(key),
  },
  onTokensChanged: notifySessionChanged,
  onSessionLost: endSessionLocally,
});
