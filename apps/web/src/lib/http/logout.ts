import { ZSuccessResponse } from '@stonetool/contracts/common';
import { apiJson } from './api-json';
import { SESSION_KEYS } from '../session';

/** POST /api/auth/logout revokes the session on the server; the local session ends whatever it answers. */
export async function logout(): Promise<void> {
  const refreshToken = window.localStorage.getItem(SESSION_KEYS.refreshToken) ?? undefined;
  try {
    await apiJson(ZSuccessResponse, '/api/auth/logout', {
      method: 'POST',
      json: { refresh_token: refreshToken },
      fallback: 'logout failed',
    });
  } catch {
    // Offline or already signed out: the local session is cleared by the caller either way.
  }
}
