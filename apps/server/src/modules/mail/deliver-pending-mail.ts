import { mailOutbox, type MailOutboxRow } from '@stonetool/db/schema/mail';
import type { AppContext } from '../../app-context';
import { processOutbox, retryDelaySeconds } from '../../outbox/process-outbox';
import type { OutgoingAttachment } from './mail-transport';

/** After this many failed attempts a row is marked 'failed' (kept, with its last error). */
export const MAX_MAIL_ATTEMPTS = 8;

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
  /** Claimed rows another worker took over after this worker's claim ran out: left to it, unsent. */
  lost: number;
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
 * Delivers due outbox mail through the configured transport (the outbox loop: claimed by one
 * worker, retried with back-off, after MAX_MAIL_ATTEMPTS marked 'failed').
 */
export async function deliverPendingMail(ctx: AppContext, limit = 20): Promise<DeliveryReport> {
  const { done, ...report } = await processOutbox<MailOutboxRow>(
    ctx,
    {
      table: mailOutbox,
      claimedStatus: 'sending',
      maxAttempts: MAX_MAIL_ATTEMPTS,
      retryDelaySeconds,
      async work(row, stillClaimed) {
        await ctx.mailTransport.send({
          from: row.fromAddress ?? ctx.env.mailFrom,
          to: row.toAddresses.join(', '),
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
          attachments: await loadAttachments(ctx, row),
        });
        // Sent is sent: counted even if another worker re-claimed the row meanwhile.
        await ctx.db
          .update(mailOutbox)
          .set({
            status: 'sent',
            transport: ctx.mailTransport.name,
            sentAt: ctx.clock.now(),
            lockedUntil: null,
            lastError: null,
          })
          .where(stillClaimed);
        return true;
      },
    },
    limit,
  );
  return { sent: done, ...report };
}
