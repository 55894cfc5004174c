import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { at, id, oneOf } from './columns';

/** Where the contact form was sent from: the Contact Support modal or the Contact page. */
export const contactSources = ['modal', 'page'] as const;
export type ContactSource = (typeof contactSources)[number];

/** A message from the public contact form, kept as well as e-mailed to support. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    phone: text('phone'),
    message: text('message').notNull(),
    source: text('source', { enum: contactSources }).notNull().default('modal'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('contact_messages_source_check', oneOf(t.source, contactSources)),
    index('contact_messages_created_idx').on(t.createdAt),
  ],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
