import type { TMailboxMessage } from '@stonetool/contracts/mailbox';
import type { Executor } from '@stonetool/db/client';
import { mailOutbox } from '@stonetool/db/schema/mail';
import { and, desc, eq } from 'drizzle-orm';

/** Mail delivered into the local mailbox (transport 'local'), newest first. */
export async function listMailboxMessages(db: Executor, limit = 200): Promise<TMailboxMessage[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'sent'), eq(mailOutbox.transport, 'local')))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.toAddresses.join(', '),
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    created_at: row.createdAt.toISOString(),
    attachments: row.attachments.map((attachment, index) => ({
      filename: attachment.filename,
      content_type: attachment.contentType,
      url: `/dev/mailbox/messages/${row.id}/attachments/${index}`,
    })),
  }));
}
