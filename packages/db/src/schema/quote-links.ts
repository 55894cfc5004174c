import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, id, oneOf } from './columns';
import { users } from './auth';
import { quotes } from './quotes';
import { showroomTenantId } from './showrooms';

/**
 * A link a fabricator sends so the client can review a saved quote without signing in (issue 25).
 * Only a hash of the token (at least 128 random bits) is stored, so a database leak exposes no
 * live link. It stops working when the quote's own `valid_until` passes (read at each use, so a
 * quote saved again, its validity renewed, renews its link too); revoking stamps `revoked_at`.
 */
export const quoteLinks = pgTable(
  'quote_links',
  {
    id: id(),
    showroomId: showroomTenantId(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('quote_links_token_hash_unique'),
    revokedAt: at('revoked_at'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('quote_links_quote_idx').on(t.quoteId)],
);

export const quoteResponseKinds = ['accepted', 'changes_requested'] as const;
export type QuoteResponseKind = (typeof quoteResponseKinds)[number];

/**
 * What the client answered through a quote link: an acceptance (typed-name signature) or a
 * request for changes, with the time, the caller's address and the SHA-256 of the quote version
 * shown. A quote is accepted at most once, which the partial unique index enforces even when two
 * accepts race.
 */
export const quoteResponses = pgTable(
  'quote_responses',
  {
    id: id(),
    showroomId: showroomTenantId(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    linkId: uuid('link_id').references(() => quoteLinks.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: quoteResponseKinds }).notNull(),
    signatureName: text('signature_name'),
    note: text('note'),
    quoteVersionHash: text('quote_version_hash').notNull(),
    ipAddress: text('ip_address').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('quote_responses_kind_check', oneOf(t.kind, quoteResponseKinds)),
    index('quote_responses_quote_idx').on(t.quoteId),
    uniqueIndex('quote_responses_one_acceptance_idx')
      .on(t.quoteId)
      .where(sql`${t.kind} = 'accepted'`),
  ],
);

export type QuoteLinkRow = typeof quoteLinks.$inferSelect;
export type QuoteResponseRow = typeof quoteResponses.$inferSelect;
