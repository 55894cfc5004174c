/**
 * The spec's basic e-mail pattern (spec 02 section 3 for a quote's customer, spec 03 section 5 for
 * a report's recipients): something@something.something, without spaces. Sign-in and account
 * forms check addresses more strictly, through the contracts' ZEmail.
 */
export const BASIC_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether `text`, spaces around it aside, matches the basic e-mail pattern. */
export function isBasicEmail(text: string): boolean {
  return BASIC_EMAIL_PATTERN.test(text.trim());
}
