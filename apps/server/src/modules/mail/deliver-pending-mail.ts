import type { Executor } from '@stonetool/db/client';
import { mailOutbox, type MailOutboxRow } from '@stonetool/db/schema/mail';
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { OutgoingAttachment } from './mail-transport';

/**
 * A claimed row whose worker has not finished within this time is claimable again (a worker that
 * died mid-batch). Each row's claim is renewed just before it is sent, so this bounds one send
 * (the SMTP transport's timeouts stay well under it), not a whole batch.
 */
export const CLAIM_SECONDS = 120;
/** After this many failed attempts a row is marked 'failed' (kept, with its last error). */
export const MAX_MAIL_ATTEMPTS = 8;

/** Retry delay after the n-th failed attempt: 30 s, 1 min, 2 min, … capped at one hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Claims due rows with FOR UPDATE SKIP LOCKED, so several servers can run the worker against one
 * database without sending a mail twice: each row is claimed by exactly one of them.
 */
async function claimDueMail(db: Executor, now: Date, limit: number): Promise<MailOutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        or(
          and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)),
          and(eq(mailOutbox.status, 'sending'), lte(mailOutbox.lockedUntil, now)),
        ),
      )
      .orderBy(mailOutbox.nextAttemptAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({
        status: 'sending',
        lockedUntil: new Date(now.getTime() + CLAIM_SECONDS * 1000),
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(
        inArray(
          mailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
  /** Claimed rows another worker took over after this worker's claim ran out: left to it, unsent. */
  lost: number;
}

/**
 * The row is still this worker's claim: 'sending' with the attempt count its claim set. Every
 * claim increments `attempts`, so once another worker has re-claimed an expired row the count
 * differs, and this worker must neither send it nor record an outcome for it.
 */
function stillClaimed(row: MailOutboxRow) {
  return and(
    eq(mailOutbox.id, row.id),
    eq(mailOutbox.status, 'sending'),
    eq(mailOutbox.attempts, row.attempts),
  );
}

/**
 * Extends the claim of a row about to be sent. Without it the last rows of a batch behind a slow
 * SMTP server outlive the claim, another server's worker claims and sends them, and then this
 * worker sends them a second time. False when the row is no longer this worker's.
 */
async function renewClaim(db: Executor, row: MailOutboxRow, now: Date): Promise<boolean> {
  const renewed = await db
    .update(mailOutbox)
    .set({ lockedUntil: new Date(now.getTime() + CLAIM_SECONDS * 1000) })
    .where(stillClaimed(row))
    .returning({ id: mailOutbox.id });
  return renewed.length > 0;
}

/**
 * A row's attachments read from storage. One that is missing fails the delivery like a transport
 * error (retried, then 'failed'), so a mail never goes out without the file it promises.
 */
async function loadAttachments(ctx: AppContext, row: MailOutboxRow): Promise<OutgoingAttachment[]> {
  return Promise.all(
    row.attachments.map(async (attachment) => {
      const object = await ctx.storage.get(attachment.storageKey);
      if (!object) throw new Error(`attachment ${attachment.storageKey} is not in storage`);
      return {
        filename: attachment.filename,
        contentType: attachment.contentType,
        content: Buffer.from(object.bytes),
      };
    }),
  );
}

/**
 * Delivers due outbox mail through the configured transport. A failure never loses a row: it is
 * put back as pending with its error and a later attempt time, and only after MAX_MAIL_ATTEMPTS
 * marked 'failed', still in the table for an operator to see.
 */
export async function deliverPendingMail(ctx: AppContext, limit = 20): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0, lost: 0 };
  const claimed = await claimDueMail(ctx.db, ctx.clock.now(), limit);
  for (const row of claimed) {
    if (!(await renewClaim(ctx.db, row, ctx.clock.now()))) {
      report.lost += 1;
      continue;
    }
    try {
      await ctx.mailTransport.send({
        from: row.fromAddress ?? ctx.env.mailFrom,
        to: row.toAddresses.join(', '),
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        attachments: await loadAttachments(ctx, row),
      });
      await ctx.db
        .update(mailOutbox)
        .set({
          status: 'sent',
          transport: ctx.mailTransport.name,
          sentAt: ctx.clock.now(),
          lockedUntil: null,
          lastError: null,
        })
        .where(stillClaimed(row));
      report.sent += 1;
    } catch (error) {
      const gaveUp = row.attempts >= MAX_MAIL_ATTEMPTS;
      const message = error instanceof Error ? error.message : String(error);
      await ctx.db
        .update(mailOutbox)
        .set({
          status: gaveUp ? 'failed' : 'pending',
          lockedUntil: null,
          lastError: message.slice(0, 2000),
          nextAttemptAt: new Date(ctx.clock.now().getTime() + retryDelaySeconds(row.attempts) * 1000),
        })
        .where(stillClaimed(row));
      if (gaveUp) report.failed += 1;
      else report.retried += 1;
    }
  }
  return report;
}
