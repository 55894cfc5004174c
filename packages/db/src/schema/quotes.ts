import { MAX_QUANTITY, MIN_QUANTITY } from '@stonetool/domain/limits';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { at, between, cents, id, nonNegative, oneOf, percent, timestamps } from './columns';
import { showroomTenantId } from './showrooms';
import { users } from './auth';
import { teamMembers } from './team';
import { consultations, customers } from './customers';
import { stoneSnapshotColumns } from './catalog';

/** A saved Material Mode cart, or an Expert Mode fabrication quote. */
export const quoteKinds = ['material_cart', 'expert_quote'] as const;
export type QuoteKind = (typeof quoteKinds)[number];

/**
 * open: saved and still workable; ordered: an order was placed from it; expired: past
 * `valid_until`; cancelled: withdrawn by the showroom.
 */
export const quoteStatuses = ['open', 'ordered', 'expired', 'cancelled'] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

/**
 * The client's answer through a quote link (issue 25): open until they accept it (it is then
 * locked against edits) or ask for changes. Kept apart from `status`, which tracks the quote's own
 * life (ordered, expired, cancelled).
 */
export const quoteReviewStates = ['open', 'accepted', 'changes_requested'] as const;
export type QuoteReviewState = (typeof quoteReviewStates)[number];

/**
 * Source of the running number in quote and order numbers ('Q-2026-001042'), so numbers stay
 * unique and short across every API server without a read-then-write race.
 */
export const quoteNumberSequence = pgSequence('quote_number_seq', { startWith: 1000 });

/**
 * Material carts and expert quotes share one table, so 'Recent Quotes', the customer's quotes
 * and the quote-number sequence are one list. Material carts keep their lines in quote_items;
 * expert quotes keep products, settings and the optimiser's output as JSON (spec 02 section 7,
 * quote_data), because their shape is the estimator's.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: id(),
    showroomId: showroomTenantId(),
    kind: text('kind', { enum: quoteKinds }).notNull(),
    /** Human-readable and unique across the platform, e.g. 'Q-2026-000123'. */
    quoteNumber: text('quote_number').notNull().unique('quotes_quote_number_unique'),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    consultationId: uuid('consultation_id').references(() => consultations.id, { onDelete: 'set null' }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The team member credited; null when the owner made it. */
    createdByTeamMemberId: uuid('created_by_team_member_id').references(() => teamMembers.id, {
      onDelete: 'set null',
    }),
    cartName: text('cart_name'),
    status: text('status', { enum: quoteStatuses }).notNull().default('open'),
    reviewState: text('review_state', { enum: quoteReviewStates }).notNull().default('open'),
    /**
     * The accepted quote this one revises (issue 25): an accepted quote is never written over, so
     * changes to it are saved as a new quote, with its own number, pointing back to it.
     */
    revisionOf: uuid('revision_of').references((): AnyPgColumn => quotes.id, { onDelete: 'set null' }),
    products: jsonb('products').$type<unknown[]>(),
    settings: jsonb('settings').$type<Record<string, unknown>>(),
    optimizationData: jsonb('optimization_data').$type<Record<string, unknown>>(),
    resultsData: jsonb('results_data').$type<Record<string, unknown>>(),
    subtotalCents: cents('subtotal_cents').notNull().default(0),
    discountCents: cents('discount_cents').notNull().default(0),
    totalPriceCents: cents('total_price_cents').notNull().default(0),
    totalSlabs: integer('total_slabs').notNull().default(0),
    validUntil: at('valid_until'),
    ...timestamps(),
  },
  (t) => [
    check('quotes_kind_check', oneOf(t.kind, quoteKinds)),
    check('quotes_status_check', oneOf(t.status, quoteStatuses)),
    check('quotes_review_state_check', oneOf(t.reviewState, quoteReviewStates)),
    check('quotes_totals_check', nonNegative(t.totalPriceCents)),
    index('quotes_showroom_updated_idx').on(t.showroomId, t.updatedAt),
    index('quotes_customer_idx').on(t.customerId),
    index('quotes_revision_of_idx').on(t.revisionOf),
    /** Analytics: the quotes saved in a period, and the open quotes about to expire. */
    index('quotes_showroom_created_idx').on(t.showroomId, t.createdAt),
    /** Analytics over every showroom: the open quotes about to expire. */
    index('quotes_open_expiry_idx')
      .on(t.validUntil)
      .where(sql`${t.status} = 'open'`),
    /**
     * Analytics over every showroom: a period's edge days, and the customers quoted in the last 60
     * days, read from the index alone.
     */
    index('quotes_created_idx').on(t.createdAt, t.showroomId, t.customerId),
    index('quotes_open_valid_until_idx')
      .on(t.showroomId, t.validUntil)
      .where(sql`${t.status} = 'open'`),
    /** Analytics: whether a consultation led to a quote (stalled consultations). */
    index('quotes_consultation_idx').on(t.consultationId),
  ],
);

/** One stone line of a material cart, with a snapshot of the stone as it was when saved. */
export const quoteItems = pgTable(
  'quote_items',
  {
    id: id(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    showroomId: showroomTenantId(),
    position: integer('position').notNull().default(0),
    ...stoneSnapshotColumns(),
    /** Slabs (1 to 999). */
    quantity: integer('quantity').notNull(),
    /** Client price per slab when saved; null for 'Price on request'. */
    unitPriceCents: cents('unit_price_cents'),
    discountPercent: percent('discount_percent').notNull().default(0),
    notes: text('notes'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('quote_items_quantity_check', between(t.quantity, MIN_QUANTITY, MAX_QUANTITY)),
    index('quote_items_quote_idx').on(t.quoteId),
    index('quote_items_showroom_idx').on(t.showroomId),
  ],
);

/** A saved stone comparison (POST /api/save-comparison), with its own reference number. */
export const comparisons = pgTable(
  'comparisons',
  {
    id: id(),
    showroomId: showroomTenantId(),
    referenceNumber: text('reference_number').notNull().unique('comparisons_reference_number_unique'),
    consultationId: uuid('consultation_id').references(() => consultations.id, { onDelete: 'set null' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    salespersonId: uuid('salesperson_id').references(() => teamMembers.id, { onDelete: 'set null' }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    stones: jsonb('stones').$type<unknown[]>().notNull(),
    stonesCount: integer('stones_count').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('comparisons_showroom_created_idx').on(t.showroomId, t.createdAt)],
);

export type QuoteRow = typeof quotes.$inferSelect;
export type NewQuoteRow = typeof quotes.$inferInsert;
export type QuoteItemRow = typeof quoteItems.$inferSelect;
export type NewQuoteItemRow = typeof quoteItems.$inferInsert;
export type ComparisonRow = typeof comparisons.$inferSelect;
