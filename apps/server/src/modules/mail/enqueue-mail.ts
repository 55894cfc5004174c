import type { Executor } from '@stonetool/db/client';
import { mailOutbox, type MailAttachment } from '@stonetool/db/schema/mail';

export interface MailToSend {
  to: string | string[];
  subject: string;
  text: string;
  html?: string | null;
  /** What the mail is about, e.g. 'password_recovery', 'contact_form'. */
  kind: string;
  showroomId?: string | null;
  replyTo?: string | null;
  /** Files already in storage, attached by key when the mail is delivered. */
  attachments?: MailAttachment[];
}

function outboxRow(mail: MailToSend, now: Date) {
  return {
    kind: mail.kind,
    showroomId: mail.showroomId ?? null,
    toAddresses: Array.isArray(mail.to) ? mail.to : [mail.to],
    replyTo: mail.replyTo ?? null,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html ?? null,
    attachments: mail.attachments ?? [],
    createdAt: now,
    nextAttemptAt: now,
  };
}

/**
 * Writes an e-mail into the outbox. Call it with the transaction of the change that causes the
 * mail: both commit together or neither does, and the worker delivers it afterwards. `now` is the
 * use case's clock, so the mail is due when that clock says (tests move it).
 */
export async function enqueueMail(tx: Executor, mail: MailToSend, now = new Date()): Promise<string> {
  const [row] = await tx.insert(mailOutbox).values(outboxRow(mail, now)).returning({ id: mailOutbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}

/**
 * Writes several e-mails into the outbox in one statement, as `enqueueMail` does one: a use case
 * that sends several (an order's confirmations) makes one round trip to the database, not one each.
 */
export async function enqueueMails(
  tx: Executor,
  mails: readonly MailToSend[],
  now = new Date(),
): Promise<void> {
  if (mails.length > 0) await tx.insert(mailOutbox).values(mails.map((mail) => outboxRow(mail, now)));
}
