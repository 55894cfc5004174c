import { isBasicEmail } from '../email';

/** At most this many typed recipients per report, so one request cannot become a mailing list. */
export const MAX_REPORT_RECIPIENTS = 20;

export const REPORT_RECIPIENT_MESSAGES = {
  invalid: 'Please enter a valid email address',
  duplicate: 'This email address is already in the list',
  none: 'Please add at least one recipient',
  noSections: 'Please select at least one section',
  tooMany: `Please send to at most ${MAX_REPORT_RECIPIENTS} recipients`,
  nobody: 'Please add at least one recipient or send to all showrooms',
} as const;

const key = (address: string) => address.trim().toLowerCase();

/**
 * Spec 03 section 5, showroom e-mail report: each recipient must match a basic address pattern and
 * not be a duplicate; Send needs at least one recipient and at least one section. Returns the first
 * rule broken, or null.
 */
export function showroomReportRecipientsError(
  recipients: readonly string[],
  sectionCount: number,
): string | null {
  if (recipients.length === 0) return REPORT_RECIPIENT_MESSAGES.none;
  if (recipients.length > MAX_REPORT_RECIPIENTS) return REPORT_RECIPIENT_MESSAGES.tooMany;
  const seen = new Set<string>();
  for (const recipient of recipients) {
    if (!isBasicEmail(recipient)) return REPORT_RECIPIENT_MESSAGES.invalid;
    if (seen.has(key(recipient))) return REPORT_RECIPIENT_MESSAGES.duplicate;
    seen.add(key(recipient));
  }
  return sectionCount === 0 ? REPORT_RECIPIENT_MESSAGES.noSections : null;
}

/** Spec 03 section 5, admin entry: no spaces, exactly one @ and a dot in the domain. */
export function isAdminReportAddress(entry: string): boolean {
  const parts = entry.split('@');
  return !/\s/.test(entry) && parts.length === 2 && parts[0] !== '' && /^[^.]+(\.[^.]+)+$/.test(parts[1]!);
}

/**
 * Spec 03 section 5, admin e-mail report: an entry is kept only if it is a valid address not already
 * listed; others are silently ignored. The kept addresses, in the order given.
 */
export function adminReportRecipients(entries: readonly string[]): string[] {
  const kept = new Map<string, string>();
  for (const entry of entries) {
    if (isAdminReportAddress(entry) && !kept.has(key(entry))) kept.set(key(entry), entry);
  }
  return [...kept.values()];
}

/**
 * Why the admin's rule does not keep `entry` after the `listed` addresses (invalid, or already
 * listed), or null when it does: the dialog names the entry instead of ignoring it in silence.
 */
export function adminReportRecipientError(entry: string, listed: readonly string[]): string | null {
  if (!isAdminReportAddress(entry)) return REPORT_RECIPIENT_MESSAGES.invalid;
  return listed.some((address) => key(address) === key(entry)) ? REPORT_RECIPIENT_MESSAGES.duplicate : null;
}
