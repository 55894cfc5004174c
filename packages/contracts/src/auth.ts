import { z } from 'zod';
import { MAX_TEXT_LENGTH, ZEmail, ZHexColor, ZShowroomType, ZSuccessResponse, ZTeamRole } from './common';

export const ZSessionTokens = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  /** Seconds until the access token expires (the refresh token lives longer). */
  expires_in: z.number().int(),
});
export type TSessionTokens = z.infer<typeof ZSessionTokens>;

export const ZPermissions = z.object({
  canSeeWholesaleCosts: z.boolean(),
  canSeeShowroomCosts: z.boolean(),
  maxDiscountPercent: z.number().int().min(0).max(100),
});
export type TPermissions = z.infer<typeof ZPermissions>;

/** Spec 01 section 3 "Current user context"; the owner is `{ id: null, name: 'Owner', role: 'owner' }`. */
export const ZTeamMemberContext = z.object({
  id: z.string().nullable(),
  name: z.string(),
  role: z.union([ZTeamRole, z.literal('owner')]),
  permissions: ZPermissions,
});
export type TTeamMemberContext = z.infer<typeof ZTeamMemberContext>;

export const ZShowroomSummary = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  brand_colors: z.object({ primary: ZHexColor, secondary: ZHexColor }),
  logo_url: z.string().nullable(),
  show_name_under_logo: z.boolean(),
  showroom_type: ZShowroomType,
  expert_mode_enabled: z.boolean(),
});
export type TShowroomSummary = z.infer<typeof ZShowroomSummary>;

export const ZLoginRequest = z.strictObject({
  email: ZEmail,
  password: z.string().min(1, 'Email and password are required').max(MAX_TEXT_LENGTH),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** Who a login or a token belongs to, as the login and verify-token answers both say it. */
const signedInAs = {
  user: z.object({ email: z.string() }),
  isAdmin: z.boolean(),
  isTeamMember: z.boolean(),
  teamMember: ZTeamMemberContext.nullable(),
  showroom: ZShowroomSummary.nullable(),
  /**
   * Not in spec 01's list: true while the login still has the temporary password the platform
   * admin gave it (spec 03 section 4). Until it is changed, every call but change-password, token
   * refresh, verify-token and logout answers 403 PASSWORD_CHANGE_REQUIRED.
   */
  mustChangePassword: z.boolean(),
};

/** Spec 01 section 3 "Login response", field for field. */
export const ZLoginResponse = ZSuccessResponse.extend({
  error: z.null(),
  session: ZSessionTokens,
  ...signedInAs,
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

/**
 * POST /api/auth/verify-token, bearer access token or recovery token: who the token belongs to.
 * `recovery` is true for a password-recovery token, which only allows POST /api/auth/reset-password.
 */
export const ZVerifyTokenResponse = ZSuccessResponse.extend({
  recovery: z.boolean(),
  ...signedInAs,
});
export type TVerifyTokenResponse = z.infer<typeof ZVerifyTokenResponse>;

export const ZRefreshRequest = z.strictObject({ refresh_token: z.string().min(1) });
export type TRefreshRequest = z.infer<typeof ZRefreshRequest>;
export const ZRefreshResponse = ZSuccessResponse.extend({ session: ZSessionTokens });
export type TRefreshResponse = z.infer<typeof ZRefreshResponse>;

export const ZLogoutRequest = z.strictObject({ refresh_token: z.string().optional() });
export type TLogoutRequest = z.infer<typeof ZLogoutRequest>;

export const ZForgotPasswordRequest = z.strictObject({ email: ZEmail });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

/**
 * POST /api/auth/reset-password with the recovery token as bearer. The recovery link opens
 * `/#access_token=…&type=recovery`; the token is single-use and answers with a fresh login response.
 */
export const ZResetPasswordRequest = z.strictObject({
  new_password: z.string().min(8, 'Password must be at least 8 characters long').max(MAX_TEXT_LENGTH),
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

export const ZChangePasswordRequest = z.strictObject({
  access_token: z.string().optional(),
  current_password: z.string().min(1, 'Current password is required'),
  new_password: z.string().min(8, 'Password must be at least 8 characters long').max(MAX_TEXT_LENGTH),
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** Always the same answer, whether or not the address has an account (spec 01 section 8). */
export const ZForgotPasswordResponse = ZSuccessResponse.extend({ message: z.string() });
export type TForgotPasswordResponse = z.infer<typeof ZForgotPasswordResponse>;

export const ZChangePasswordResponse = ZSuccessResponse.extend({ message: z.string() });
export type TChangePasswordResponse = z.infer<typeof ZChangePasswordResponse>;
