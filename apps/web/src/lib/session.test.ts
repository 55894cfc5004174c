import { describe, expect, it } from 'vitest';
import {
  SESSION_KEYS,
  SESSION_LIFETIME_MS,
  clearSession,
  isSessionExpired,
  readSession,
  storePasswordChanged,
  storeSession,
  teamMemberLabel,
  type SessionGrant,
} from './session';
import { memoryStorage } from '../test/memory-storage';

const salesLogin: SessionGrant = {
  session: { access_token: 'a1', refresh_token: 'r1' },
  user: { email: 'sales@stonetool.test' },
  isAdmin: false,
  isTeamMember: true,
  teamMember: {
    id: 'tm1',
    name: 'Sam Seller',
    role: 'salesperson',
    permissions: { canSeeWholesaleCosts: false, canSeeShowroomCosts: false, maxDiscountPercent: 10 },
  },
  showroom: {
    id: 's1',
    name: 'Demo Stone Gallery',
    email: 'owner@stonetool.test',
    brand_colors: { primary: '#0f766e', secondary: '#14b8a6' },
    logo_url: null,
    show_name_under_logo: true,
    showroom_type: 'tile_stone',
    expert_mode_enabled: false,
  },
  mustChangePassword: false,
};

describe('session storage', () => {
  it('stores a login under the spec keys with an expiry 24 hours ahead', () => {
    const storage = memoryStorage();
    storeSession(storage, salesLogin, 1_000);
    expect(Object.fromEntries(storage.map)).toMatchObject({
      access_token: 'a1',
      refresh_token: 'r1',
      user_email: 'sales@stonetool.test',
      is_admin: 'false',
      is_team_member: 'true',
      team_member_role: 'salesperson',
      team_member_name: 'Sam Seller',
      showroom_id: 's1',
      showroom_name: 'Demo Stone Gallery',
      session_expires_at: String(1_000 + SESSION_LIFETIME_MS),
    });
  });

  it('a session exists only if an access token and a user e-mail are stored', () => {
    expect(readSession(memoryStorage({ access_token: 'a' }))).toBeNull();
    expect(readSession(memoryStorage({ user_email: 'x@y.z' }))).toBeNull();
    expect(readSession(memoryStorage({ access_token: 'a', user_email: 'x@y.z' }))).toMatchObject({
      accessToken: 'a',
      userEmail: 'x@y.z',
    });
  });

  it('the team member role defaults to member', () => {
    const session = readSession(
      memoryStorage({ access_token: 'a', user_email: 'x@y.z', is_team_member: 'true' }),
    );
    expect(session?.teamMemberRole).toBe('member');
  });

  it('an owner login stores no team member name and the member role default', () => {
    const storage = memoryStorage();
    storeSession(storage, { ...salesLogin, isTeamMember: false, teamMember: null }, 0);
    expect(storage.getItem(SESSION_KEYS.teamMemberName)).toBeNull();
    expect(storage.getItem(SESSION_KEYS.teamMemberRole)).toBe('member');
  });

  it('keeps the temporary-password mark until the password is changed', () => {
    const storage = memoryStorage();
    storeSession(storage, salesLogin, 0);
    expect(readSession(storage)?.mustChangePassword).toBe(false);
    storeSession(storage, { ...salesLogin, mustChangePassword: true }, 0);
    expect(readSession(storage)?.mustChangePassword).toBe(true);
    storePasswordChanged(storage);
    expect(readSession(storage)?.mustChangePassword).toBe(false);
  });

  it('clearing removes every session key', () => {
    const storage = memoryStorage({ other: 'kept' });
    storeSession(storage, salesLogin, 0);
    clearSession(storage);
    expect(Object.fromEntries(storage.map)).toEqual({ other: 'kept' });
  });

  it('keeps the showroom summary for the header and routing', () => {
    const storage = memoryStorage();
    storeSession(storage, salesLogin, 0);
    expect(readSession(storage)?.showroom?.name).toBe('Demo Stone Gallery');
  });
});

describe('session expiry', () => {
  it('a session is valid until 24 hours after login and expired from then on', () => {
    const storage = memoryStorage();
    storeSession(storage, salesLogin, 0);
    const session = readSession(storage);
    if (!session) throw new Error('expected a session');
    expect(isSessionExpired(session, SESSION_LIFETIME_MS - 1)).toBe(false);
    expect(isSessionExpired(session, SESSION_LIFETIME_MS)).toBe(true);
  });

  it('a session without a readable expiry counts as expired', () => {
    expect(isSessionExpired({ expiresAt: null }, 0)).toBe(true);
    const session = readSession(
      memoryStorage({ access_token: 'a', user_email: 'x@y.z', session_expires_at: 'soon' }),
    );
    expect(session?.expiresAt).toBeNull();
  });
});

describe('teamMemberLabel', () => {
  it('names the member with the role in parentheses', () => {
    expect(teamMemberLabel({ teamMemberName: 'Sam Seller', teamMemberRole: 'salesperson' })).toBe(
      'Sam Seller (salesperson)',
    );
  });
});
