import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adminReportRecipientError,
  adminReportRecipients,
  isAdminReportAddress,
  MAX_REPORT_RECIPIENTS,
  REPORT_RECIPIENT_MESSAGES,
  showroomReportRecipientsError,
} from './report-recipients';

describe('showroom e-mail report recipients', () => {
  it('accepts distinct basic addresses with a section', () => {
    expect(showroomReportRecipientsError(['a@b.co', 'c@d.com'], 1)).toBeNull();
  });

  it('refuses an empty list, a bad address, a duplicate, no section and too many', () => {
    expect(showroomReportRecipientsError([], 1)).toBe(REPORT_RECIPIENT_MESSAGES.none);
    expect(showroomReportRecipientsError(['not an address'], 1)).toBe(REPORT_RECIPIENT_MESSAGES.invalid);
    expect(showroomReportRecipientsError(['a@b'], 1)).toBe(REPORT_RECIPIENT_MESSAGES.invalid);
    expect(showroomReportRecipientsError(['a@b.co', 'A@B.co'], 1)).toBe(REPORT_RECIPIENT_MESSAGES.duplicate);
    expect(showroomReportRecipientsError(['a@b.co'], 0)).toBe(REPORT_RECIPIENT_MESSAGES.noSections);
    const many = Array.from({ length: MAX_REPORT_RECIPIENTS + 1 }, (_, i) => `p${i}@x.io`);
    expect(showroomReportRecipientsError(many, 1)).toBe(REPORT_RECIPIENT_MESSAGES.tooMany);
  });
});

describe('admin e-mail report recipients', () => {
  it('keeps an entry only with no spaces, one @ and a dot in the domain', () => {
    expect(isAdminReportAddress('ann@stone.com')).toBe(true);
    expect(isAdminReportAddress('ann @stone.com')).toBe(false);
    expect(isAdminReportAddress('ann@b@stone.com')).toBe(false);
    expect(isAdminReportAddress('ann@stone')).toBe(false);
  });

  it('silently drops invalid and already listed entries, keeping the order', () => {
    expect(adminReportRecipients(['a@x.io', 'bad', 'b@y.io', 'A@X.io'])).toEqual(['a@x.io', 'b@y.io']);
  });

  it('says why an entry is not kept, so the dialog can name it', () => {
    expect(adminReportRecipientError('two@@signs.test', [])).toBe(REPORT_RECIPIENT_MESSAGES.invalid);
    expect(adminReportRecipientError('A@X.io', ['a@x.io'])).toBe(REPORT_RECIPIENT_MESSAGES.duplicate);
    expect(adminReportRecipientError('b@y.io', ['a@x.io'])).toBeNull();
  });

  it('never keeps an entry with a space or two of the same address', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (entries) => {
        const kept = adminReportRecipients(entries);
        expect(new Set(kept.map((e) => e.toLowerCase())).size).toBe(kept.length);
        for (const entry of kept) expect(entry).not.toMatch(/\s/);
      }),
    );
  });
});
