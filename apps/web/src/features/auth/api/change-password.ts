import { useMutation } from '@tanstack/react-query';
import type { TChangePasswordRequest } from '@stonetool/contracts/auth';
import { readServerError } from '../../../lib/api-error';
import { authFetch } from '../../../lib/session-store';
import { CONNECTION_ERROR } from './connection-error';
import { SESSION_KEYS } from '../../../lib/session';

/**
 * POST /api/auth/change-password (spec 01 section 7). Failure reads 'Error: {server error}',
 * a network failure 'Connection error. Please try again.' (spec 01 section 8).
 */
export async function changePassword(body: Omit<TChangePasswordRequest, 'access_token'>): Promise<void> {
  let response: Response;
  try {
    const accessToken = window.localStorage.getItem(SESSION_KEYS.accessToken) ?? undefined;
    response = await authFetch('/api/auth/change-password', {
      method: 'POST',
      body: JSON.stringify({ access_token: accessToken, ...body }),
    });
  } catch {
    throw new Error(CONNECTION_ERROR);
  }
  if (!response.ok) {
    throw new Error(`Error: ${(await readServerError(response)) ?? 'Failed to update password'}`);
  }
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
