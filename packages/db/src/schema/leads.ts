import { FABRICATION_LEAD_STATUSES } from '@stonetool/domain/fabrication-leads';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, cents, id, nonNegative, oneOf, timestamps } from './columns';
import { showroomTenantId } from './showrooms';
import { customers } from './customers';
import { orders } from './orders';


/** One stone of a lead as the admin screen lists it (spec 03 section 3). */
export interface FabricationLeadStone {
  brand: string;
  color: string;
  type: string;
  pricing: string;
}

/**
 * A fabrication lead: an order flagged for fabrication, passed on to a fabricator partner.
 * Customer contact is copied from the order so the lead survives edits of the customer.
 */
export const fabricationLeads = pgTable(
  'fabrication_leads',
  {
    id: id(),
    showroomId: showroomTenantId(),
    orderId: uuid('order_id')
      .references(() => orders.id, { onDelete: 'cascade' })
      .unique('fabrication_leads_order_unique'),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone'),
    stones: jsonb('stones').$type<FabricationLeadStone[]>().notNull().default([]),
    orderTotalCents: cents('order_total_cents').notNull(),
    status: text('status', { enum: FABRICATION_LEAD_STATUSES }).notNull().default('new'),
    notes: text('notes'),
    sentToFabricatorEmail: text('sent_to_fabricator_email'),
    sentToFabricatorName: text('sent_to_fabricator_name'),
    sentAt: at('sent_at'),
    ...timestamps(),
  },
  (t) => [
    check('fabrication_leads_status_check', oneOf(t.status, FABRICATION_LEAD_STATUSES)),
    check('fabrication_leads_total_check', nonNegative(t.orderTotalCents)),
    index('fabrication_leads_showroom_idx').on(t.showroomId),
    index('fabrication_leads_status_created_idx').on(t.status, t.createdAt),
  ],
);

export type FabricationLeadRow = typeof fabricationLeads.$inferSelect;
export type NewFabricationLeadRow = typeof fabricationLeads.$inferInsert;
