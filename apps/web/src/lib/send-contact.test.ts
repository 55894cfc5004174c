import { describe, expect, it } from 'vitest';
import { contactSubject, REQUIRED_FIELDS_MESSAGE, ZContactForm } from './send-contact';

describe('contact form', () => {
  it("names the sender and company in the subject, 'No Company' when empty", () => {
    expect(contactSubject('Pat Lee', 'Granite & Co')).toBe('Contact Form: Pat Lee - Granite & Co');
    expect(contactSubject('Pat Lee', '  ')).toBe('Contact Form: Pat Lee - No Company');
  });

  it('requires name, email and message with the spec message', () => {
    const result = ZContactForm.safeParse({ name: ' ', email: '', company: '', phone: '', message: '' });
    expect(result.success).toBe(false);
    const messages = new Set(result.error?.issues.map((issue) => issue.message));
    expect([...messages]).toEqual([REQUIRED_FIELDS_MESSAGE]);
  });

  it('company and phone are optional', () => {
    expect(ZContactForm.safeParse({ name: 'Pat', email: 'pat@example.com', message: 'Hi' }).success).toBe(
      true,
    );
  });
});
