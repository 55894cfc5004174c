import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, id, oneOf } from './columns';
import { showrooms } from './showrooms';
import { users } from './auth';

export const sharedCartStatuses = ['new', 'viewed', 'claimed'] as const;
export type SharedCartStatus = (typeof sharedCartStatuses)[number];

/** One line of a shared cart as the admin sent it (spec 03 section 3; quantity in square feet). */
export interface SharedCartItem {
  stone_id: string;
  brand: string;
  type: string;
  color: string;
  thickness: string;
  finish: string;
  quantity: number;
  notes?: string;
}

/**
 * A cart an admin sends to a showroom by link. Only a hash of the link's token (at least 128
 * random bits) is stored, so a database leak does not expose live links. Expired is derived from
 * `expires_at`, not stored.
 */
export const sharedCarts = pgTable(
  'shared_carts',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique('shared_carts_token_hash_unique'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    targetShowroomId: uuid('target_showroom_id')
      .notNull()
      .references(() => showrooms.id, { onDelete: 'cascade' }),
    items: jsonb('items').$type<SharedCartItem[]>().notNull(),
    adminNotes: text('admin_notes').notNull(),
    showroomContactName: text('showroom_contact_name'),
    customerReference: text('customer_reference'),
    status: text('status', { enum: sharedCartStatuses }).notNull().default('new'),
    expiresAt: at('expires_at').notNull(),
    viewedAt: at('viewed_at'),
    claimedAt: at('claimed_at'),
    claimedByUserId: uuid('claimed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('shared_carts_status_check', oneOf(t.status, sharedCartStatuses)),
    index('shared_carts_target_showroom_idx').on(t.targetShowroomId),
  ],
);

export type SharedCartRow = typeof sharedCarts.$inferSelect;
export type NewSharedCartRow = typeof sharedCarts.$inferInsert;
