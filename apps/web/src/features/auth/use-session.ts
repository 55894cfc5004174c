import { useSyncExternalStore } from 'react';
import { getSessionSnapshot, subscribeSession } from '../../lib/session-store';
import type { Session } from '../../lib/session';
import type { RouteSession } from '../../lib/resolve-route';

/** The stored session (spec 01 section 4), re-read whenever it changes in this tab or another. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSessionSnapshot, () => null);
}

export function routeSessionOf(session: Session | null): RouteSession | null {
  if (!session) return null;
  return {
    isAdmin: session.isAdmin,
    isTeamMember: session.isTeamMember,
    expertModeEnabled: session.showroom?.expert_mode_enabled ?? false,
  };
}

/**
 * Where a fresh login lands (spec 01 section 4): an admin on the admin screen, a team member
 * straight in Material Mode, anyone else (owner, fabricator) on the mode picker. A same-site
 * redirect from /login?redirect= wins.
 */
export function destinationAfterLogin(
  login: { isAdmin: boolean; isTeamMember: boolean },
  redirect: string | null = null,
): string {
  if (redirect) return redirect;
  if (login.isAdmin) return '/?admin=true';
  if (login.isTeamMember) return '/?mode=material';
  return '/';
}
