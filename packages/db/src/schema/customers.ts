import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { at, id, oneOf, timestamps } from './columns';
import { showroomTenantId } from './showrooms';
import { users } from './auth';
import { teamMembers } from './team';

/**
 * A showroom's client. E-mail is optional (a consultation needs a phone or an e-mail), stored
 * lower-case, and unique within a showroom so an order for a known address updates that client.
 */
export const customers = pgTable(
  'customers',
  {
    id: id(),
    showroomId: showroomTenantId(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    company: text('company'),
    streetAddress: text('street_address'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    country: text('country').notNull().default('United States'),
    /** What the client is shopping for (Countertops, Flooring, …; spec 01 section 5). */
    application: text('application'),
    ...timestamps(),
  },
  (t) => [
    check('customers_email_lower_check', sql`${t.email} = lower(${t.email})`),
    unique('customers_showroom_email_unique').on(t.showroomId, t.email),
    index('customers_showroom_name_idx').on(t.showroomId, t.lastName, t.firstName),
  ],
);

export const consultationStatuses = ['active', 'browsing', 'completed'] as const;
export type ConsultationStatus = (typeof consultationStatuses)[number];

/**
 * A sales consultation in Material Mode (spec 01 section 3): who ran it, for which client, what
 * was viewed and compared, and whether it ended in an order. `session_key` is the client-side
 * sessionId, unique within a showroom so repeated saves update one row.
 */
export const consultations = pgTable(
  'consultations',
  {
    id: id(),
    showroomId: showroomTenantId(),
    sessionKey: text('session_key').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The team member credited; null when the owner ran it. */
    salespersonId: uuid('salesperson_id').references(() => teamMembers.id, { onDelete: 'set null' }),
    startedByUserId: uuid('started_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    client: jsonb('client').$type<Record<string, unknown>>(),
    stonesViewed: jsonb('stones_viewed').$type<unknown[]>().notNull().default([]),
    stonesCompared: jsonb('stones_compared').$type<unknown[]>().notNull().default([]),
    interactions: jsonb('interactions').$type<unknown[]>().notNull().default([]),
    status: text('status', { enum: consultationStatuses }).notNull().default('active'),
    source: text('source').notNull().default('in_person_consultation'),
    orderPlaced: boolean('order_placed').notNull().default(false),
    sessionStart: at('session_start').notNull().defaultNow(),
    sessionEnd: at('session_end'),
    ...timestamps(),
  },
  (t) => [
    check('consultations_status_check', oneOf(t.status, consultationStatuses)),
    unique('consultations_showroom_session_unique').on(t.showroomId, t.sessionKey),
    index('consultations_showroom_start_idx').on(t.showroomId, t.sessionStart),
    /**
     * Analytics over every showroom: a period's edge days, the customers consulted in the last 60
     * days and the stalled consultations, read from the index alone.
     */
    index('consultations_start_idx').on(t.sessionStart, t.showroomId, t.customerId, t.orderPlaced, t.id),
    index('consultations_customer_idx').on(t.customerId),
    index('consultations_salesperson_idx').on(t.salespersonId),
  ],
);

export type CustomerRow = typeof customers.$inferSelect;
export type NewCustomerRow = typeof customers.$inferInsert;
export type ConsultationRow = typeof consultations.$inferSelect;
export type NewConsultationRow = typeof consultations.$inferInsert;
