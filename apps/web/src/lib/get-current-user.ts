import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZVerifyTokenResponse, type TVerifyTokenResponse } from '@stonetool/contracts/auth';
import { SESSION_KEYS, storePasswordChanged, storeShowroom } from './session';
import { apiJson } from './http/api-json';
import { notifySessionChanged } from './session-store';
import { queryKeys } from './query-keys';

/**
 * Re-reads who the stored token belongs to (POST /api/auth/verify-token) when the app opens, and
 * keeps the stored showroom (logo, brand colours, Expert Mode) current: a branding change made
 * on another device shows up on the next visit.
 */
export async function getCurrentUser(): Promise<TVerifyTokenResponse> {
  const user = await apiJson(ZVerifyTokenResponse, '/api/auth/verify-token', {
    method: 'POST',
    json: {},
    fallback: 'verify-token failed',
  });
  if (user.showroom) {
    const before = window.localStorage.getItem(SESSION_KEYS.showroomData);
    storeShowroom(window.localStorage, user.showroom);
    if (window.localStorage.getItem(SESSION_KEYS.showroomData) !== before) notifySessionChanged();
  }
  if (!user.mustChangePassword && window.localStorage.getItem(SESSION_KEYS.mustChangePassword)) {
    storePasswordChanged(window.localStorage);
    notifySessionChanged();
  }
  return user;
}

export const currentUserQueryOptions = (email: string) =>
  queryOptions({
    queryKey: queryKeys.currentUser.of(email),
    queryFn: getCurrentUser,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export function useCurrentUser(email: string | null) {
  return useQuery({ ...currentUserQueryOptions(email ?? ''), enabled: email !== null });
}
