import type { TAdminShowroom } from '@stonetool/contracts/admin';
import type { TLoginResponse, TVerifyTokenResponse } from '@stonetool/contracts/auth';
import type { TStone } from '@stonetool/contracts/stones';

/** The fixture showroom's id: a uuid, as the request contracts require of a showroom id. */
export const ADMIN_SHOWROOM_ID = '5b0c6f5e-3a51-4d0e-9a61-0f1f6c2a9e11';

/** A showroom row as GET /api/admin/showrooms answers it. */
export function adminShowroom(overrides: Partial<TAdminShowroom> = {}): TAdminShowroom {
  return {
    id: ADMIN_SHOWROOM_ID,
    name: 'Austin Stone Gallery',
    email: 'austin@example.test',
    phone: null,
    address: null,
    showroom_type: 'kitchen_bath',
    brand_colors: { primary: '#1f2937', secondary: '#b45309' },
    logo_url: null,
    wholesale_tax_enabled: false,
    wholesale_tax_rate: 0,
    is_test: false,
    expert_mode_enabled: true,
    stones_count: 2,
    temporary_password_pending: false,
    created_at: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

/** A catalog stone as GET /api/stones answers it. */
export function stone(overrides: Partial<TStone> = {}): TStone {
  return {
    id: 'stone-1',
    stone_id: 'stone-1',
    Brand: 'Caesarstone',
    Type: 'Quartz',
    Color: 'Pure White',
    Finish: 'Polished',
    Thickness: '3cm',
    'Slab Width': 126,
    'Slab Height': 63,
    'Slab Cost': 1450,
    'Fab Cost': 40,
    'Mark Up': 1.2,
    client_price: 3045,
    image_url: '/stones/stone-1.jpg',
    is_available: true,
    ...overrides,
  };
}

/** Whom the auth answers name: a team member of no showroom, with a password of their own. */
const TEAM_MEMBER = {
  user: { email: 'sam@example.test' },
  isAdmin: false,
  isTeamMember: true,
  teamMember: null,
  showroom: null,
  mustChangePassword: false,
} as const;

/** A sign-in as POST /api/auth/login-enhanced (and reset-password) answers it. */
export function loginAnswer(): TLoginResponse {
  return {
    success: true,
    error: null,
    session: { access_token: 'fresh-token', refresh_token: 'refresh-1', expires_in: 3600 },
    ...TEAM_MEMBER,
  };
}

/** A checked token as POST /api/auth/verify-token answers it. */
export function verifiedToken(overrides: Partial<TVerifyTokenResponse> = {}): TVerifyTokenResponse {
  return { success: true, recovery: false, ...TEAM_MEMBER, ...overrides };
}
