/** Minimum password length (spec 01 section 9). */
export const MIN_PASSWORD_LENGTH = 8;

/**
 * The change-password checks of spec 01 section 5, in the order the earlier product ran them:
 * the two new passwords must match, then be at least 8 characters. Null when both pass.
 */
export function newPasswordProblem(newPassword: string, confirmPassword: string): string | null {
  if (newPassword !== confirmPassword) return 'New passwords do not match';
  if (newPassword.length < MIN_PASSWORD_LENGTH) return 'Password must be at least 8 characters long';
  return null;
}
