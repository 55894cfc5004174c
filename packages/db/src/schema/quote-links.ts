import { sql } from 'drizzle-orm';
import { JOB_STEPS } from '@stonetool/domain/jobs/job-progress';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, between, cents, id, oneOf, timestamps } from './columns';
import { users } from './auth';
import { remnants } from './pricing';
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

export const quoteDepositStatuses = ['due', 'paid'] as const;
export type QuoteDepositStatus = (typeof quoteDepositStatuses)[number];

/**
 * The deposit a client is asked to pay by card on accepting a quote (issue 25): its percent and
 * amount are fixed when the quote is accepted, from the total the client signed, so a later
 * catalogue change never moves what they owe. One per quote. `checkout_session_id` is the latest
 * Stripe Checkout Session made for it (a new one each time the client opens the payment, since
 * sessions expire); the webhook that reports it paid stamps `paid_at` and its event id.
 */
export const quoteDeposits = pgTable(
  'quote_deposits',
  {
    id: id(),
    showroomId: showroomTenantId(),
    quoteId: uuid('quote_id')
      .notNull()
      .unique('quote_deposits_quote_unique')
      .references(() => quotes.id, { onDelete: 'cascade' }),
    percent: integer('percent').notNull(),
    amountCents: cents('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status', { enum: quoteDepositStatuses }).notNull().default('due'),
    checkoutSessionId: text('checkout_session_id').unique('quote_deposits_checkout_session_unique'),
    paymentIntentId: text('payment_intent_id'),
    paidAt: at('paid_at'),
    paidEventId: text('paid_event_id'),
    ...timestamps(),
  },
  (t) => [
    check('quote_deposits_status_check', oneOf(t.status, quoteDepositStatuses)),
    check('quote_deposits_percent_check', between(t.percent, 1, 100)),
    check('quote_deposits_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/**
 * Every Stripe webhook event whose signature checked out, stored once by its id: Stripe delivers
 * an event at least once, so a replay finds its id here and changes nothing. `outcome` says what
 * the event did (deposit_paid, or ignored with the reason).
 */
export const stripeWebhookEvents = pgTable('stripe_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  livemode: boolean('livemode').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  outcome: text('outcome').notNull(),
  receivedAt: at('received_at').notNull().defaultNow(),
});

export type QuoteDepositRow = typeof quoteDeposits.$inferSelect;
export type StripeWebhookEventRow = typeof stripeWebhookEvents.$inferSelect;

/**
 * The job's progress after the client accepted the quote (issue 25): one row per step the
 * fabricator recorded (templated, fabricating, installed), with the day it happened. Each step at
 * most once per quote, which the unique index holds even when two records race; the order of the
 * steps is the domain's rule (jobStepProblem), checked while the quote row is locked.
 */
export const quoteJobSteps = pgTable(
  'quote_job_steps',
  {
    id: id(),
    showroomId: showroomTenantId(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    step: text('step', { enum: JOB_STEPS }).notNull(),
    doneOn: date('done_on', { mode: 'string' }).notNull(),
    recordedByUserId: uuid('recorded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('quote_job_steps_step_check', oneOf(t.step, JOB_STEPS)),
    uniqueIndex('quote_job_steps_quote_step_idx').on(t.quoteId, t.step),
  ],
);

export type QuoteJobStepRow = typeof quoteJobSteps.$inferSelect;

/**
 * A remnant an accepted quote counts on (decision 118): one quote per remnant, so a second quote
 * laid out on the same remnant cannot be accepted until it is laid out again.
 */
export const remnantReservations = pgTable('remnant_reservations', {
  id: id(),
  showroomId: showroomTenantId(),
  remnantId: uuid('remnant_id')
    .notNull()
    .unique('remnant_reservations_remnant_unique')
    .references(() => remnants.id, { onDelete: 'cascade' }),
  quoteId: uuid('quote_id')
    .notNull()
    .references(() => quotes.id, { onDelete: 'cascade' }),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * A remnant cut for a quote's job (decision 128): its Keep Offcuts used it up, keeping what is left
 * of it as new remnants. One quote per remnant; the remnant row stays, so the quote's layout still
 * shows it, and no other estimate is offered it.
 */
export const remnantCuts = pgTable('remnant_cuts', {
  id: id(),
  showroomId: showroomTenantId(),
  remnantId: uuid('remnant_id')
    .notNull()
    .unique('remnant_cuts_remnant_unique')
    .references(() => remnants.id, { onDelete: 'cascade' }),
  quoteId: uuid('quote_id')
    .notNull()
    .references(() => quotes.id, { onDelete: 'cascade' }),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * "Keep offcuts" done for a quote (decision 123): once per quote, so a second call keeps no
 * duplicates, even of offcuts deleted since. The smallest size asked is kept with it.
 */
export const quoteOffcuts = pgTable(
  'quote_offcuts',
  {
    id: id(),
    showroomId: showroomTenantId(),
    quoteId: uuid('quote_id')
      .notNull()
      .unique('quote_offcuts_quote_unique')
      .references(() => quotes.id, { onDelete: 'cascade' }),
    minLength: numeric('min_length', { precision: 8, scale: 4, mode: 'number' }).notNull(),
    minWidth: numeric('min_width', { precision: 8, scale: 4, mode: 'number' }).notNull(),
    keptByUserId: uuid('kept_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [check('quote_offcuts_min_check', sql`${t.minWidth} > 0 and ${t.minLength} >= ${t.minWidth}`)],
);

export type QuoteOffcutsRow = typeof quoteOffcuts.$inferSelect;
