import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { navigate } from './navigation';
import { endSessionLocally } from './session-store';
import { logout } from './http/logout';

/**
 * Logout (spec 01 section 4): revoke on the server, clear the stored session and cached data
 * (which also stops the expiry check, as it only runs while a session exists), go to /.
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await logout();
    endSessionLocally();
    queryClient.clear();
    navigate('/');
  }, [queryClient]);
}
