import { z } from 'zod';

/**
 * GET /dev/mailbox/messages (not in production): mail delivered into the local mailbox, newest
 * first. The browser tests read recovery links from it, so this shape is fixed.
 */
export const ZMailboxMessage = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  created_at: z.string(),
  /** Attached files; `url` downloads one (GET /dev/mailbox/messages/:id/attachments/:index). */
  attachments: z.array(z.object({ filename: z.string(), content_type: z.string(), url: z.string() })),
});
export type TMailboxMessage = z.infer<typeof ZMailboxMessage>;
export const ZMailboxMessagesResponse = z.array(ZMailboxMessage);
