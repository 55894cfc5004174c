import { useEffect } from 'react';
import { navigate } from '../../lib/navigation';
import { isSessionExpired, readSession, SESSION_CHECK_INTERVAL_MS, type Session } from '../../lib/session';
import { endSessionLocally } from '../../lib/session-store';

/**
 * Spec 01 section 4: an expired session is cleared and the landing page shows; while a session
 * exists the page checks every 5 minutes and reloads once it has expired (the reload then clears
 * it). Signing out removes the session, which ends the check.
 */
export function useSessionExpiry(session: Session | null): void {
  const hasSession = session !== null;

  useEffect(() => {
    if (!session || !isSessionExpired(session, Date.now())) return;
    endSessionLocally();
    navigate('/', { replace: true });
  }, [session]);

  useEffect(() => {
    if (!hasSession) return;
    const timer = window.setInterval(() => {
      const current = readSession(window.localStorage);
      if (current && isSessionExpired(current, Date.now())) {
        window.location.reload();
      }
    }, SESSION_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [hasSession]);
}
