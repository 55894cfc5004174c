import { isValidTeamPin, TEAM_PASSWORD_MIN_LENGTH, TEAM_ROLES } from '@stonetool/domain/accounts';
import { z } from 'zod';
import { ZPermissions } from './auth';
import { ZEmail, ZSuccessResponse } from './common';
import { ZSalesperson } from './pricing';

/**
 * Team Management (spec 03 sections 3, 5, 7 and 8). Every field message is the spec's own where it
 * has one; bodies are strict, so a body carrying `showroom_id`, `is_active` or a permission is
 * refused rather than ignored.
 */
export const TEAM_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required for team member login',
  passwordRequired: 'Password is required for new team member',
  passwordTooShort: `Password must be at least ${TEAM_PASSWORD_MIN_LENGTH} characters`,
  pinInvalid: 'PIN must be 4 to 6 digits',
  roleRequired: 'Role is required',
  roleInvalid: 'Role must be designer, salesperson, manager, coordinator or assistant',
  emailTaken: 'This email is already used by another account',
  /** An e-mail taken outside the owner's showroom: said so that nothing beyond it is revealed. */
  emailUnavailable: 'This email cannot be used. Please choose another address.',
  tooManyChanges: 'Too many team member changes in the last hour. Please try again later.',
  alreadyHasLogin: 'This team member already has login access',
  notFound: 'Team member not found',
  created: 'Team member created with login access',
  updatedWithLogin: 'Team member updated with login access',
  updated: 'Team member updated',
  removed: 'Team member removed',
  loadFailed: 'Failed to load team members',
  createLoginFailed: 'Failed to create login for team member',
  updateFailed: 'Failed to update team member',
  createFailed: 'Failed to create team member',
  saveFailed: 'Failed to save team member',
  removeFailed: 'Failed to remove team member',
  removeConfirm: 'Are you sure you want to remove this team member?',
} as const;

const ZMemberId = z.guid(TEAM_MESSAGES.notFound);

const ZMemberName = z
  .string({ error: TEAM_MESSAGES.nameRequired })
  .trim()
  .min(1, TEAM_MESSAGES.nameRequired)
  .max(120, 'Name must be at most 120 characters');

const ZMemberEmail = z
  .string({ error: TEAM_MESSAGES.emailRequired })
  .trim()
  .min(1, TEAM_MESSAGES.emailRequired)
  .pipe(ZEmail);

/** Optional; blank means none. */
const ZMemberPhone = z
  .string()
  .trim()
  .max(40, 'Phone must be at most 40 characters')
  .nullish()
  .transform((phone) => phone || null);

const ZMemberRole = z.enum(TEAM_ROLES, {
  error: (issue) =>
    issue.input === undefined || issue.input === '' ? TEAM_MESSAGES.roleRequired : TEAM_MESSAGES.roleInvalid,
});

/** Optional quick PIN, 4–6 digits; blank means none (on edit: keep the current one). */
const ZMemberPin = z
  .string()
  .trim()
  .nullish()
  .refine((pin) => !pin || isValidTeamPin(pin), TEAM_MESSAGES.pinInvalid)
  .transform((pin) => pin || null);

const ZNewMemberPassword = z
  .string({ error: TEAM_MESSAGES.passwordRequired })
  .min(1, TEAM_MESSAGES.passwordRequired)
  .min(TEAM_PASSWORD_MIN_LENGTH, TEAM_MESSAGES.passwordTooShort)
  .max(200, 'Password must be at most 200 characters');

/** On edit the password may be blank (kept as it is). */
const ZEditedMemberPassword = z
  .string()
  .max(200, 'Password must be at most 200 characters')
  .nullish()
  .refine(
    (password) => !password || password.length >= TEAM_PASSWORD_MIN_LENGTH,
    TEAM_MESSAGES.passwordTooShort,
  )
  .transform((password) => password || null);

/**
 * POST /api/auth/create-team-member: a new member with a login, or (with `existingMemberId`) a
 * login for a member of the showroom who has none.
 */
export const ZCreateTeamMemberRequest = z.strictObject({
  name: ZMemberName,
  email: ZMemberEmail,
  phone: ZMemberPhone,
  role: ZMemberRole,
  password: ZNewMemberPassword,
  pin: ZMemberPin,
  existingMemberId: ZMemberId.optional(),
});
export type TCreateTeamMemberRequest = z.input<typeof ZCreateTeamMemberRequest>;
export type TCreateTeamMemberInput = z.output<typeof ZCreateTeamMemberRequest>;

/** PUT /api/showroom/salespersons: edits a member; a password given to a member without a login creates one. */
export const ZUpdateTeamMemberRequest = z.strictObject({
  id: ZMemberId,
  name: ZMemberName,
  email: ZMemberEmail,
  phone: ZMemberPhone,
  role: ZMemberRole,
  password: ZEditedMemberPassword,
  pin: ZMemberPin,
});
export type TUpdateTeamMemberRequest = z.input<typeof ZUpdateTeamMemberRequest>;
export type TUpdateTeamMemberInput = z.output<typeof ZUpdateTeamMemberRequest>;

/** DELETE /api/showroom/salespersons?id={id} */
export const ZRemoveTeamMemberQuery = z.strictObject({ id: ZMemberId });
export type TRemoveTeamMemberQuery = z.infer<typeof ZRemoveTeamMemberQuery>;

/**
 * A team member as the owner manages it (spec 03 section 3): the PIN and password never leave the
 * server; `has_pin` says whether a PIN is set and `auth_user_id` whether the member can log in.
 */
export const ZTeamMemberRecord = ZSalesperson.extend({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  auth_user_id: z.string().nullable(),
  has_pin: z.boolean(),
  permissions: ZPermissions,
});
export type TTeamMemberRecord = z.infer<typeof ZTeamMemberRecord>;

/** GET /api/showroom/salespersons as the owner reads it. */
export const ZTeamMembersResponse = ZSuccessResponse.extend({ salespersons: z.array(ZTeamMemberRecord) });
export type TTeamMembersResponse = z.infer<typeof ZTeamMembersResponse>;

/** Answer of a create or an edit: the member as saved and the spec's success message. */
export const ZSaveTeamMemberResponse = ZSuccessResponse.extend({
  message: z.string(),
  salesperson: ZTeamMemberRecord,
});
export type TSaveTeamMemberResponse = z.infer<typeof ZSaveTeamMemberResponse>;

export const ZRemoveTeamMemberResponse = ZSuccessResponse.extend({ message: z.string() });
export type TRemoveTeamMemberResponse = z.infer<typeof ZRemoveTeamMemberResponse>;
