import { mailOutbox } from '@stonetool/db/schema/mail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Stored-XSS probes outside the single-page app (issue 11 part 3; docs/security.md): a name that
 * is an HTML payload reaches mail and the development mailbox as text. The SPA and the quote PDF
 * have their own probes (e2e/tests/security.spec.ts, modules/quotes/quote-pdf.test.ts).
 */
const XSS_NAME = '<img src=x onerror=alert(1)>';
const XSS_MESSAGE = '<script>alert(document.cookie)</script> & "quotes"';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/send-resend',
    payload: {
      emailType: 'contact_form',
      contactData: { name: XSS_NAME, email: 'probe@example.test', company: XSS_NAME, message: XSS_MESSAGE },
    },
  });
  expect(response.statusCode).toBe(200);
});

afterAll(async () => {
  await t.close();
});

describe('a name that is an HTML payload', () => {
  it('goes out in a plain-text mail, word for word, with no HTML part to run it', async () => {
    const rows = await t.database.db.select().from(mailOutbox);
    const mail = rows.find((row) => row.kind === 'contact_form');
    expect(mail?.textBody).toContain(XSS_NAME);
    expect(mail?.textBody).toContain(XSS_MESSAGE);
    for (const row of rows) {
      expect(row.htmlBody ?? '', `the HTML part of the ${row.kind} mail`).not.toContain('<img src=x');
      expect(row.htmlBody ?? '').not.toContain('<script>');
    }
  });

  it('shows escaped in the development mailbox, under a CSP that runs no inline script', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(response.body).toContain(
      '&lt;script&gt;alert(document.cookie)&lt;/script&gt; &amp; &quot;quotes&quot;',
    );
    expect(response.body).not.toContain('<img src=x');
    expect(response.body).not.toContain('<script>');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('is answered byte for byte in the JSON the web app renders as text', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/mailbox/messages' });
    const messages = response.json<{ text: string }[]>();
    expect(messages.some((message) => message.text.includes(XSS_NAME))).toBe(true);
    expect(response.headers['content-type']).toContain('application/json');
  });
});
