import { useMutation } from '@tanstack/react-query';
import { ZChangePasswordResponse, type TChangePasswordRequest } from '@stonetool/contracts/auth';
import { ApiError } from './api-error';
import { apiJson } from './http/api-json';
import { SESSION_KEYS } from './session';
import { CONNECTION_ERROR } from './http/connection-error';

/**
 * POST /api/auth/change-password (spec 01 section 7). Failure reads 'Error: {server error}',
 * a network failure 'Connection error. Please try again.' (spec 01 section 8).
 */
export async function changePassword(body: Omit<TChangePasswordRequest, 'access_token'>): Promise<void> {
  const accessToken = window.localStorage.getItem(SESSION_KEYS.accessToken) ?? undefined;
  try {
    await apiJson(ZChangePasswordResponse, '/api/auth/change-password', {
      method: 'POST',
      json: { access_token: accessToken, ...body },
      fallback: 'Failed to update password',
      network: CONNECTION_ERROR,
    });
  } catch (error) {
    // Only a refusal is prefixed; the connection error reads as the spec words it.
    if (error instanceof ApiError && error.status !== 0)
      throw new ApiError(`Error: ${error.message}`, error.status);
    throw error;
  }
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
