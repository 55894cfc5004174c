import { authFetch } from '../../../lib/session-store';
import { SESSION_KEYS } from '../../../lib/session';

/** POST /api/auth/logout revokes the session on the server; the local session ends whatever it answers. */
export async function logout(): Promise<void> {
  const refreshToken = window.localStorage.getItem(SESSION_KEYS.refreshToken) ?? undefined;
  try {
    await authFetch('/api/auth/logout', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
  } catch {
    // Offline or already signed out: the local session is cleared below either way.
  }
}
