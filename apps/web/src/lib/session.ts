import type { TLoginResponse, TShowroomSummary } from '@stonetool/contracts/auth';

/** The browser-storage keys of spec 01 section 3, spelled exactly as the earlier product did. */
export const SESSION_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  userEmail: 'user_email',
  isAdmin: 'is_admin',
  isTeamMember: 'is_team_member',
  teamMemberRole: 'team_member_role',
  teamMemberName: 'team_member_name',
  showroomId: 'showroom_id',
  showroomName: 'showroom_name',
  sessionExpiresAt: 'session_expires_at',
  /**
   * Not in the spec's list: the showroom summary (logo, brand colours, expert_mode_enabled) as
   * JSON, so the header and the routing can be drawn before any request answers.
   */
  showroomData: 'showroom_data',
  /** Not in the spec's list: 'true' while the login must replace its temporary password. */
  mustChangePassword: 'must_change_password',
} as const;

/** Session lifetime: 24 hours from login or token handling (spec 01 section 9). */
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** How often an open page checks whether the session has expired (spec 01 section 9). */
export const SESSION_CHECK_INTERVAL_MS = 5 * 60 * 1000;

/** The part of the Web Storage API the session needs; localStorage in the browser, a Map in tests. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type Session = {
  accessToken: string;
  refreshToken: string | null;
  userEmail: string;
  isAdmin: boolean;
  isTeamMember: boolean;
  /** The team member's role, 'member' when none was stored (spec default). */
  teamMemberRole: string;
  teamMemberName: string | null;
  showroomId: string | null;
  showroomName: string | null;
  /** Epoch milliseconds; null when an older session stored none. */
  expiresAt: number | null;
  showroom: TShowroomSummary | null;
  /** The login still has the temporary password the admin gave it: nothing else opens until it changes. */
  mustChangePassword: boolean;
};

/** A session is present if an access token and a user e-mail are stored (spec 01 section 4). */
export function readSession(storage: KeyValueStorage): Session | null {
  const accessToken = storage.getItem(SESSION_KEYS.accessToken);
  const userEmail = storage.getItem(SESSION_KEYS.userEmail);
  if (!accessToken || !userEmail) return null;
  const expiresRaw = storage.getItem(SESSION_KEYS.sessionExpiresAt);
  const expiresAt = expiresRaw === null ? null : Number(expiresRaw);
  return {
    accessToken,
    refreshToken: storage.getItem(SESSION_KEYS.refreshToken),
    userEmail,
    isAdmin: storage.getItem(SESSION_KEYS.isAdmin) === 'true',
    isTeamMember: storage.getItem(SESSION_KEYS.isTeamMember) === 'true',
    teamMemberRole: storage.getItem(SESSION_KEYS.teamMemberRole) || 'member',
    teamMemberName: storage.getItem(SESSION_KEYS.teamMemberName),
    showroomId: storage.getItem(SESSION_KEYS.showroomId),
    showroomName: storage.getItem(SESSION_KEYS.showroomName),
    expiresAt: expiresAt !== null && Number.isFinite(expiresAt) ? expiresAt : null,
    showroom: parseShowroom(storage.getItem(SESSION_KEYS.showroomData)),
    mustChangePassword: storage.getItem(SESSION_KEYS.mustChangePassword) === 'true',
  };
}

function parseShowroom(raw: string | null): TShowroomSummary | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as TShowroomSummary;
  } catch {
    return null;
  }
}

/**
 * A session is expired once its stored expiry time has passed. A session without a readable
 * expiry counts as expired: it cannot be older-than-24-h-proof.
 */
export function isSessionExpired(session: Pick<Session, 'expiresAt'>, now: number): boolean {
  return session.expiresAt === null || now >= session.expiresAt;
}

/** What a successful login, password reset or token verification hands over. */
export type SessionGrant = Pick<
  TLoginResponse,
  'user' | 'isAdmin' | 'isTeamMember' | 'teamMember' | 'showroom' | 'mustChangePassword'
> & { session: { access_token: string; refresh_token?: string | null } };

/** Stores a login (spec 01 section 3 response) and starts a fresh 24-hour session. */
export function storeSession(storage: KeyValueStorage, grant: SessionGrant, now: number): void {
  clearSession(storage);
  storage.setItem(SESSION_KEYS.accessToken, grant.session.access_token);
  if (grant.session.refresh_token) storage.setItem(SESSION_KEYS.refreshToken, grant.session.refresh_token);
  storage.setItem(SESSION_KEYS.userEmail, grant.user.email);
  storage.setItem(SESSION_KEYS.isAdmin, String(grant.isAdmin));
  storage.setItem(SESSION_KEYS.isTeamMember, String(grant.isTeamMember));
  storage.setItem(SESSION_KEYS.teamMemberRole, grant.teamMember?.role ?? 'member');
  if (grant.teamMember) storage.setItem(SESSION_KEYS.teamMemberName, grant.teamMember.name);
  if (grant.showroom) {
    storage.setItem(SESSION_KEYS.showroomId, grant.showroom.id);
    storage.setItem(SESSION_KEYS.showroomName, grant.showroom.name);
    storage.setItem(SESSION_KEYS.showroomData, JSON.stringify(grant.showroom));
  }
  if (grant.mustChangePassword) storage.setItem(SESSION_KEYS.mustChangePassword, 'true');
  storage.setItem(SESSION_KEYS.sessionExpiresAt, String(now + SESSION_LIFETIME_MS));
}

/** Records that the temporary password was replaced (here or, as verify-token tells, elsewhere). */
export function storePasswordChanged(storage: KeyValueStorage): void {
  storage.removeItem(SESSION_KEYS.mustChangePassword);
}

/** Keeps the session's identity and replaces its tokens (refresh, or tokens carried by a response). */
export function storeTokens(
  storage: KeyValueStorage,
  tokens: { access_token: string; refresh_token?: string | null },
): void {
  storage.setItem(SESSION_KEYS.accessToken, tokens.access_token);
  if (tokens.refresh_token) storage.setItem(SESSION_KEYS.refreshToken, tokens.refresh_token);
}

/** Replaces the stored showroom summary, e.g. after the branding changed on another device. */
export function storeShowroom(storage: KeyValueStorage, showroom: TShowroomSummary): void {
  storage.setItem(SESSION_KEYS.showroomId, showroom.id);
  storage.setItem(SESSION_KEYS.showroomName, showroom.name);
  storage.setItem(SESSION_KEYS.showroomData, JSON.stringify(showroom));
}

export function clearSession(storage: KeyValueStorage): void {
  for (const key of Object.values(SESSION_KEYS)) storage.removeItem(key);
}

/** How a team member is named in headers: 'Sam Seller (salesperson)'. */
export function teamMemberLabel(session: Pick<Session, 'teamMemberName' | 'teamMemberRole'>): string {
  return `${session.teamMemberName ?? 'Team member'} (${session.teamMemberRole})`;
}
