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
