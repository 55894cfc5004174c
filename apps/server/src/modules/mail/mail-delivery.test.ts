import { ZMailboxMessagesResponse } from '@stonetool/contracts/mailbox';
import { mailOutbox } from '@stonetool/db/schema/mail';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { CLAIM_SECONDS } from '../../outbox/process-outbox';
import { deliverPendingMail, MAX_MAIL_ATTEMPTS, type DeliveryReport } from './deliver-pending-mail';
import { enqueueMail } from './enqueue-mail';
import { createSmtpTransport, type MailTransport } from './mail-transport';

describe('delivery through SMTP', () => {
  let smtp: SmtpSink;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({
      mailTransport: createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`),
      env: { MAIL_FROM: 'Stone Tool <no-reply@stonetool.test>' },
    });
  });

  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers an outbox row to a real SMTP server and marks it sent', async () => {
    await enqueueMail(
      t.database.db,
      {
        kind: 'test',
        to: 'customer@example.test',
        subject: 'Your order',
        text: 'Thank you for your order.',
        html: '<p>Thank you for your order.</p>',
      },
      t.clock.now(),
    );
    const report = await deliverPendingMail(t.ctx);
    expect(report).toEqual({ sent: 1, retried: 0, failed: 0, lost: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.from).toBe('no-reply@stonetool.test');
    expect(smtp.received[0]?.to).toEqual(['customer@example.test']);
    expect(smtp.received[0]?.raw).toContain('Subject: Your order');
    expect(smtp.received[0]?.raw).toContain('Thank you for your order.');

    const [row] = await t.database.db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: 'sent', transport: 'smtp', attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
    // A second run finds nothing left to send.
    expect(await deliverPendingMail(t.ctx)).toEqual({ sent: 0, retried: 0, failed: 0, lost: 0 });
  });

  it('attaches the files a row names from storage', async () => {
    await t.ctx.storage.put(
      'quotes/test/quote-123456.pdf',
      new TextEncoder().encode('%PDF-1.7 test'),
      'application/pdf',
    );
    await enqueueMail(
      t.database.db,
      {
        kind: 'test',
        to: 'customer@example.test',
        subject: 'Your quote',
        text: 'Attached.',
        attachments: [
          {
            storageKey: 'quotes/test/quote-123456.pdf',
            filename: 'quote-123456.pdf',
            contentType: 'application/pdf',
          },
        ],
      },
      t.clock.now(),
    );
    expect(await deliverPendingMail(t.ctx)).toEqual({ sent: 1, retried: 0, failed: 0, lost: 0 });
    const raw = smtp.received.at(-1)?.raw ?? '';
    expect(raw).toMatch(/Content-Type: application\/pdf; name=quote-123456\.pdf/);
    expect(raw).toContain('Content-Disposition: attachment; filename=quote-123456.pdf');
    expect(raw).toContain(Buffer.from('%PDF-1.7 test').toString('base64'));
  });

  it('does not send a mail whose attachment is missing from storage, and keeps it to retry', async () => {
    const id = await enqueueMail(
      t.database.db,
      {
        kind: 'test',
        to: 'customer@example.test',
        subject: 'Missing file',
        text: 'Attached.',
        attachments: [
          { storageKey: 'quotes/test/gone.pdf', filename: 'gone.pdf', contentType: 'application/pdf' },
        ],
      },
      t.clock.now(),
    );
    const before = smtp.received.length;
    expect(await deliverPendingMail(t.ctx)).toEqual({ sent: 0, retried: 1, failed: 0, lost: 0 });
    expect(smtp.received).toHaveLength(before);
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({
      status: 'pending',
      lastError: 'attachment quotes/test/gone.pdf is not in storage',
    });
  });

  it('keeps a row it could not deliver, with the error, and retries it later', async () => {
    const unreachable = await createTestApp({ mailTransport: createSmtpTransport('smtp://127.0.0.1:1') });
    try {
      const id = await enqueueMail(
        unreachable.database.db,
        { kind: 'test', to: 'a@example.test', subject: 'S', text: 'T' },
        unreachable.clock.now(),
      );
      expect(await deliverPendingMail(unreachable.ctx)).toEqual({ sent: 0, retried: 1, failed: 0, lost: 0 });
      const [row] = await unreachable.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(row?.status).toBe('pending');
      expect(row?.attempts).toBe(1);
      expect(row?.lastError).toBeTruthy();
      expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(unreachable.clock.now().getTime());

      // Not due yet: nothing is attempted. After the back-off it is tried again.
      expect(await deliverPendingMail(unreachable.ctx)).toEqual({ sent: 0, retried: 0, failed: 0, lost: 0 });
      for (let attempt = 2; attempt <= MAX_MAIL_ATTEMPTS; attempt += 1) {
        unreachable.clock.advance(2 * 60 * 60 * 1000);
        await deliverPendingMail(unreachable.ctx);
      }
      const [last] = await unreachable.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(last).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS });
      expect(last?.lastError).toBeTruthy();
    } finally {
      await unreachable.close();
    }
  });
});

describe('two workers behind a slow SMTP server', () => {
  it('never send a mail twice when one worker takes over rows whose claim ran out', async () => {
    // Each send takes 70 s (under the claim), so a batch of three outlasts its first claim.
    const sendSeconds = 70;
    expect(sendSeconds).toBeLessThan(CLAIM_SECONDS);
    expect(3 * sendSeconds).toBeGreaterThan(CLAIM_SECONDS);
    const delivered: string[] = [];
    let otherWorker: Promise<DeliveryReport> | undefined;
    const slowSmtp: MailTransport = {
      name: 'smtp',
      send(mail) {
        delivered.push(mail.to);
        if (otherWorker) return Promise.resolve();
        t.clock.advance(sendSeconds * 1000);
        // Meanwhile another server's worker looks for due mail, the second send still running.
        if (delivered.length === 2) otherWorker = deliverPendingMail(t.ctx);
        return Promise.resolve();
      },
      close() {},
    };
    const t = await createTestApp({ mailTransport: slowSmtp });
    try {
      for (const to of ['one@example.test', 'two@example.test', 'three@example.test']) {
        await enqueueMail(t.database.db, { kind: 'test', to, subject: 'S', text: 'T' }, t.clock.now());
        t.clock.advance(1);
      }
      const first = await deliverPendingMail(t.ctx);
      const second = await otherWorker;
      // The other worker took over the third mail; the first left it to it.
      expect(first).toEqual({ sent: 2, retried: 0, failed: 0, lost: 1 });
      expect(second).toEqual({ sent: 1, retried: 0, failed: 0, lost: 0 });
      expect(delivered.sort()).toEqual(['one@example.test', 'three@example.test', 'two@example.test']);
      const rows = await t.database.db.select({ status: mailOutbox.status }).from(mailOutbox);
      expect(rows.map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
    } finally {
      await t.close();
    }
  });
});

describe('the local mailbox', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('lists delivered local mail newest first as JSON and as an HTML page with clickable links', async () => {
    await enqueueMail(
      t.database.db,
      { kind: 'test', to: 'first@example.test', subject: 'First', text: 'One' },
      t.clock.now(),
    );
    t.clock.advance(1000);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'nobody@example.test' },
    });
    await t.database.db.insert(mailOutbox).values({
      kind: 'test',
      toAddresses: ['second@example.test'],
      subject: 'Second',
      textBody: 'Open http://localhost:3000/#access_token=abc&type=recovery now',
      createdAt: new Date(t.clock.now().getTime() + 60_000),
      nextAttemptAt: t.clock.now(),
    });

    const json = await t.app.inject({ method: 'GET', url: '/dev/mailbox/messages' });
    expect(json.statusCode).toBe(200);
    const messages = ZMailboxMessagesResponse.parse(json.json());
    expect(messages.map((message) => message.subject)).toEqual(['Second', 'First']);
    expect(messages[0]).toMatchObject({
      to: 'second@example.test',
      text: 'Open http://localhost:3000/#access_token=abc&type=recovery now',
      html: null,
    });
    expect(Object.keys(messages[0]!).sort()).toEqual([
      'attachments',
      'created_at',
      'html',
      'id',
      'subject',
      'text',
      'to',
    ]);

    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<a href="http://localhost:3000/#access_token=abc&amp;type=recovery">');
  });

  it.each([
    ['another computer on the LAN', { remoteAddress: '192.168.1.23' }],
    ['an IPv6 neighbour', { remoteAddress: 'fe80::1' }],
    ['a local proxy forwarding someone else', { headers: { 'x-forwarded-for': '192.168.1.23' } }],
    ['a local proxy saying so in Forwarded', { headers: { forwarded: 'for=192.168.1.23' } }],
  ])('does not exist for %s, at any of its addresses (404)', async (_who, from) => {
    for (const url of [
      '/dev/mailbox',
      '/dev/mailbox/messages',
      '/dev/mailbox/messages/00000000-0000-4000-8000-000000000000/attachments/0',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, ...from });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('recovery');
    }
  });

  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])('is read from this computer (%s)', async (address) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox/messages',
      remoteAddress: address,
    });
    expect(response.statusCode).toBe(200);
  });

  it('is not served in production', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const response = await production.app.inject({ method: 'GET', url: '/dev/mailbox/messages' });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
