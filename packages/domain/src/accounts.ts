/** Account types of spec 03 section 1. */
export const SHOWROOM_TYPES = [
  'kitchen_bath',
  'tile_stone',
  'designer',
  'architect',
  'contractor',
  'builder',
  'fabricator',
  'home_owner',
] as const;
export type ShowroomType = (typeof SHOWROOM_TYPES)[number];

/** Values older accounts still carry; they are stored as they are and shown as a current type. */
export const LEGACY_SHOWROOM_TYPES = ['showroom', 'end_user'] as const;
export type LegacyShowroomType = (typeof LEGACY_SHOWROOM_TYPES)[number];

/** Every value the showroom_type column accepts. */
export const STORED_SHOWROOM_TYPES = [...SHOWROOM_TYPES, ...LEGACY_SHOWROOM_TYPES] as const;
export type StoredShowroomType = (typeof STORED_SHOWROOM_TYPES)[number];

/** Spec 03 section 1: legacy `showroom` is shown as tile and stone, `end_user` as home owner. */
export function displayShowroomType(type: StoredShowroomType): ShowroomType {
  if (type === 'showroom') return 'tile_stone';
  if (type === 'end_user') return 'home_owner';
  return type;
}

/** Team roles of spec 03 section 3; the showroom owner is not a team member. */
export const TEAM_ROLES = ['designer', 'salesperson', 'manager', 'coordinator', 'assistant'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** What a team role may do with prices (spec 01 section 3 "Current user context"). */
export interface TeamRolePermissions {
  canSeeWholesaleCosts: boolean;
  canSeeShowroomCosts: boolean;
  /** Whole percent; a larger discount needs a manager's override. */
  maxDiscountPercent: number;
}

/**
 * The permissions each team role gets (spec 03 section 6 leaves them open; issue 12 decides):
 * only the owner sees wholesale costs; a manager sees the showroom's costs and may discount up
 * to 25 %, a salesperson up to 10 %, a designer and a coordinator 5 %, an assistant none.
 */
export const TEAM_ROLE_PERMISSIONS: Readonly<Record<TeamRole, Readonly<TeamRolePermissions>>> = {
  manager: { canSeeWholesaleCosts: false, canSeeShowroomCosts: true, maxDiscountPercent: 25 },
  salesperson: { canSeeWholesaleCosts: false, canSeeShowroomCosts: false, maxDiscountPercent: 10 },
  designer: { canSeeWholesaleCosts: false, canSeeShowroomCosts: false, maxDiscountPercent: 5 },
  coordinator: { canSeeWholesaleCosts: false, canSeeShowroomCosts: false, maxDiscountPercent: 5 },
  assistant: { canSeeWholesaleCosts: false, canSeeShowroomCosts: false, maxDiscountPercent: 0 },
};

/** Spec 03 section 9: a team member's password has at least 8 characters. */
export const TEAM_PASSWORD_MIN_LENGTH = 8;

/** Spec 03 sections 3 and 9: the optional quick PIN is 4 to 6 digits. */
export function isValidTeamPin(pin: string): boolean {
  return /^\d{4,6}$/.test(pin);
}
