import { ZChangePasswordRequest, ZResetPasswordRequest } from '@stonetool/contracts/auth';
import { z } from 'zod';

/**
 * The change-password checks of spec 01 section 5, in the order the earlier product ran them:
 * the two new passwords must match, then pass the contract's rule for a new password (at least
 * 8 characters). Null when both pass.
 */
export function newPasswordProblem(newPassword: string, confirmPassword: string): string | null {
  if (newPassword !== confirmPassword) return 'New passwords do not match';
  const parsed = ZResetPasswordRequest.shape.new_password.safeParse(newPassword);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

const newPasswordPair = { newPassword: z.string(), confirmPassword: z.string() };

/** One message for the pair, on New Password, so the form shows the first problem only. */
function checkNewPasswordPair(
  values: { newPassword: string; confirmPassword: string },
  ctx: z.RefinementCtx,
): void {
  const problem = newPasswordProblem(values.newPassword, values.confirmPassword);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['newPassword'] });
}

/** The recovery and welcome links' form: a new password, typed twice. */
export const ZSetPasswordForm = z.object(newPasswordPair).superRefine(checkNewPasswordPair);
export type TSetPasswordForm = z.infer<typeof ZSetPasswordForm>;

/** Change Password: the current password as POST /api/auth/change-password requires it, and the pair. */
export const ZChangePasswordForm = z
  .object({ currentPassword: ZChangePasswordRequest.shape.current_password, ...newPasswordPair })
  .superRefine(checkNewPasswordPair);
export type TChangePasswordForm = z.infer<typeof ZChangePasswordForm>;
