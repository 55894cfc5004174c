import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, id, oneOf } from './columns';
import { showrooms } from './showrooms';

export const mailStatuses = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];

/** 'smtp' through SMTP_URL; 'local' into the development mailbox (/dev/mailbox). */
export const mailTransports = ['smtp', 'local'] as const;
export type MailTransport = (typeof mailTransports)[number];

/** An attachment by reference to file storage, never inline bytes in the outbox row. */
export interface MailAttachment {
  storageKey: string;
  filename: string;
  contentType: string;
}

/**
 * The mail outbox: every e-mail is a row written in the same transaction as the change that
 * causes it, and a worker delivers it. A worker claims a row by setting status 'sending' and
 * `locked_until`; a row whose lock lapsed (the worker died) is claimable again. Failures are
 * retried at `next_attempt_at` until the attempts run out, then the row is 'failed'. The local
 * mailbox is simply the rows delivered with transport 'local'.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    showroomId: uuid('showroom_id').references(() => showrooms.id, { onDelete: 'set null' }),
    /** What the mail is about, e.g. 'password_recovery', 'material_order_confirmation'. */
    kind: text('kind').notNull(),
    fromAddress: text('from_address'),
    toAddresses: text('to_addresses').array().notNull(),
    ccAddresses: text('cc_addresses').array().notNull().default([]),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    status: text('status', { enum: mailStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lockedUntil: at('locked_until'),
    lastError: text('last_error'),
    transport: text('transport', { enum: mailTransports }),
    /** Message-Id given by the transport, for tracing a delivery. */
    messageId: text('message_id'),
    sentAt: at('sent_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('mail_outbox_status_check', oneOf(t.status, mailStatuses)),
    check('mail_outbox_transport_check', oneOf(t.transport, mailTransports)),
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_sent_idx').on(t.transport, t.sentAt),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
export type NewMailOutboxRow = typeof mailOutbox.$inferInsert;
