import { ORDER_STATUSES, type OrderStatus as DomainOrderStatus } from '@stonetool/domain/orders/order-status';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { at, cents, id, nonNegative, oneOf, percent, squareFeet, timestamps } from './columns';
import { showroomTenantId } from './showrooms';
import { users } from './auth';
import { teamMembers } from './team';
import { consultations, customers } from './customers';
import { quotes } from './quotes';
import { stoneSnapshotColumns } from './catalog';
import { specialPricingRules } from './pricing';

export const orderTypes = ['material_only', 'material_with_fabrication_lead'] as const;
export type OrderType = (typeof orderTypes)[number];

/** Spec 03 section 4; the transitions between them are in packages/domain/src/orders/order-status.ts. */
export const orderStatuses = ORDER_STATUSES;
export type OrderStatus = DomainOrderStatus;

export const deliveryMethods = ['delivery', 'will_call'] as const;
export type DeliveryMethod = (typeof deliveryMethods)[number];

/**
 * A material order. The pricing breakdown is stored in cents as computed by the server when the
 * order was placed, so later price changes never rewrite history:
 *   total = subtotal − special_savings − discount + tax + delivery (+ fabrication + additional),
 *   tax = round((subtotal − special_savings − discount) × tax_rate / 100) when tax is included.
 * Customer name, e-mail and phone are copied too: the order is the record of who was sold what.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    showroomId: showroomTenantId(),
    quoteNumber: text('quote_number').notNull().unique('orders_quote_number_unique'),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    quoteId: uuid('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    consultationId: uuid('consultation_id').references(() => consultations.id, { onDelete: 'set null' }),
    placedByUserId: uuid('placed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The team member who placed it; null means the owner ('Owner' in the spec). */
    placedByTeamMemberId: uuid('placed_by_team_member_id').references(() => teamMembers.id, {
      onDelete: 'set null',
    }),
    orderType: text('order_type', { enum: orderTypes }).notNull().default('material_only'),
    status: text('status', { enum: orderStatuses }).notNull().default('pending'),
    /** Status as the accounting integration knows it; shown instead of `status` when it is enabled. */
    orderStatus: text('order_status'),
    /** The QuickBooks invoice made from this order (accounting/sync-order-invoices.ts). */
    quickbooksInvoiceId: text('quickbooks_invoice_id'),
    customerFirstName: text('customer_first_name').notNull(),
    customerLastName: text('customer_last_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone'),
    customerCompany: text('customer_company'),
    projectName: text('project_name'),
    notes: text('notes'),
    deliveryMethod: text('delivery_method', { enum: deliveryMethods }).notNull(),
    deliveryStreetAddress: text('delivery_street_address'),
    deliveryCity: text('delivery_city'),
    deliveryState: text('delivery_state'),
    deliveryZipCode: text('delivery_zip_code'),
    deliveryCountry: text('delivery_country'),
    deliveryDate: at('delivery_date'),
    /** Total ordered area in square feet (spec 03: order quantities are in square feet). */
    quantitySqft: squareFeet('quantity_sqft').notNull().default(0),
    totalSlabs: integer('total_slabs').notNull().default(0),
    subtotalCents: cents('subtotal_cents').notNull(),
    specialSavingsCents: cents('special_savings_cents').notNull().default(0),
    discountCents: cents('discount_cents').notNull().default(0),
    includeSalesTax: boolean('include_sales_tax').notNull().default(true),
    taxRatePercent: percent('tax_rate_percent').notNull(),
    taxCents: cents('tax_cents').notNull().default(0),
    deliveryCents: cents('delivery_cents').notNull().default(0),
    /** Per-brand delivery lines as shown at checkout: [{ brand, slabs, pricingType, amountCents }]. */
    deliveryBreakdown: jsonb('delivery_breakdown').$type<unknown[]>().notNull().default([]),
    fabricationCostCents: cents('fabrication_cost_cents').notNull().default(0),
    additionalCostsCents: cents('additional_costs_cents').notNull().default(0),
    totalCents: cents('total_cents').notNull(),
    /** What the showroom owes the platform for the material. */
    wholesaleCostCents: cents('wholesale_cost_cents').notNull().default(0),
    /** Idempotency-Key of the submitting request: a retry replays the first answer. */
    idempotencyKey: text('idempotency_key'),
    orderDate: at('order_date').notNull().defaultNow(),
    /**
     * Raised by one on every status change. A change names the version it read and is refused
     * when the order moved on meanwhile, so two people never silently overwrite each other.
     */
    version: integer('version').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    check('orders_type_check', oneOf(t.orderType, orderTypes)),
    check('orders_status_check', oneOf(t.status, orderStatuses)),
    check('orders_delivery_method_check', oneOf(t.deliveryMethod, deliveryMethods)),
    check(
      'orders_amounts_check',
      sql`${t.subtotalCents} >= 0 and ${t.specialSavingsCents} >= 0 and ${t.discountCents} >= 0 and ${t.taxCents} >= 0 and ${t.deliveryCents} >= 0 and ${t.totalCents} >= 0 and ${t.wholesaleCostCents} >= 0`,
    ),
    unique('orders_showroom_idempotency_unique').on(t.showroomId, t.idempotencyKey),
    /**
     * The orders lists: a showroom's orders by date, carrying status and total so that the stats
     * (counts by status, revenue) over a date range are read from the index alone.
     */
    index('orders_showroom_date_idx').on(t.showroomId, t.orderDate, t.status, t.totalCents),
    /** A status filter, newest first. */
    index('orders_showroom_status_idx').on(t.showroomId, t.status, t.orderDate),
    /**
     * A customer's orders, by date: whether a customer ordered after a consultation (stalled
     * consultations) is answered from the index alone.
     */
    index('orders_customer_date_idx').on(t.customerId, t.orderDate),
    /** Analytics: whether a quote became an order (expiring quotes, the quotes export). */
    index('orders_quote_idx').on(t.quoteId),
    index('orders_placed_by_team_member_idx').on(t.placedByTeamMemberId),
    /** Analytics over every showroom: the orders of a period's two edge days. */
    index('orders_date_idx').on(t.orderDate),
    /**
     * Analytics: a buyer's orders (the customer record, or the e-mail of an order without one), as
     * the customers rollup recomputes them on every order written.
     */
    index('orders_customer_key_idx').on(
      sql`coalesce(${t.customerId}::text, lower(${t.customerEmail}))`,
      t.showroomId,
    ),
  ],
);

export const overrideMethods = ['password', 'pin'] as const;
export type OverrideMethod = (typeof overrideMethods)[number];

/**
 * A manager override of a discount beyond the caller's limit or below the floor price (spec 01,
 * validate-discount). Written when the override is approved, linked to the order line later.
 */
export const discountOverrides = pgTable(
  'discount_overrides',
  {
    id: id(),
    showroomId: showroomTenantId(),
    brand: text('brand').notNull(),
    catalogPriceCents: cents('catalog_price_cents').notNull(),
    discountPercent: percent('discount_percent').notNull(),
    requestedByUserId: uuid('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The approving manager; null when the owner approved (then approved_by_user_id is set). */
    approvedByTeamMemberId: uuid('approved_by_team_member_id').references(() => teamMembers.id, {
      onDelete: 'set null',
    }),
    approvedByUserId: uuid('approved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    method: text('method', { enum: overrideMethods }).notNull(),
    reason: text('reason'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('discount_overrides_method_check', oneOf(t.method, overrideMethods)),
    index('discount_overrides_showroom_idx').on(t.showroomId, t.createdAt),
  ],
);

/**
 * One stone line of an order with a snapshot of the stone and its prices in cents:
 *   line_subtotal = unit_price × slabs; special_savings = (unit_price − special_unit_price) × slabs;
 *   discount = round((line_subtotal − special_savings) × discount_percent / 100);
 *   line_total = line_subtotal − special_savings − discount.
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    showroomId: showroomTenantId(),
    position: integer('position').notNull().default(0),
    ...stoneSnapshotColumns(),
    quantitySlabs: integer('quantity_slabs').notNull(),
    quantitySqft: squareFeet('quantity_sqft').notNull(),
    /** Client price per slab. */
    unitPriceCents: cents('unit_price_cents').notNull(),
    /** Special price per slab when a special pricing rule applied. */
    specialUnitPriceCents: cents('special_unit_price_cents'),
    specialPricingRuleId: uuid('special_pricing_rule_id').references(() => specialPricingRules.id, {
      onDelete: 'set null',
    }),
    /** What the showroom pays the platform per slab. */
    wholesaleUnitCostCents: cents('wholesale_unit_cost_cents').notNull(),
    discountPercent: percent('discount_percent').notNull().default(0),
    discountOverrideId: uuid('discount_override_id').references(() => discountOverrides.id, {
      onDelete: 'set null',
    }),
    lineSubtotalCents: cents('line_subtotal_cents').notNull(),
    specialSavingsCents: cents('special_savings_cents').notNull().default(0),
    discountCents: cents('discount_cents').notNull().default(0),
    lineTotalCents: cents('line_total_cents').notNull(),
    notes: text('notes'),
  },
  (t) => [
    check('order_items_quantity_check', sql`${t.quantitySlabs} >= 1`),
    check('order_items_amounts_check', nonNegative(t.lineTotalCents)),
    index('order_items_order_idx').on(t.orderId),
    index('order_items_showroom_idx').on(t.showroomId),
    index('order_items_stone_idx').on(t.stoneId),
  ],
);

/** One order's use of a special pricing rule, counted when the order is placed. */
export const specialPricingUses = pgTable(
  'special_pricing_uses',
  {
    id: id(),
    ruleId: uuid('rule_id')
      .notNull()
      .references(() => specialPricingRules.id, { onDelete: 'cascade' }),
    showroomId: showroomTenantId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    usedAt: at('used_at').notNull().defaultNow(),
  },
  (t) => [
    unique('special_pricing_uses_rule_order_unique').on(t.ruleId, t.orderId),
    index('special_pricing_uses_showroom_idx').on(t.showroomId),
    index('special_pricing_uses_order_idx').on(t.orderId),
  ],
);

/** A dated note on an order (the spec's notes map keyed by timestamp). */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    showroomId: showroomTenantId(),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId)],
);

/**
 * Each change of an order's status, for the timeline of the order details and for analytics
 * that need when an order was delivered. The first row (from_status null) is the placement.
 */
export const orderStatusChanges = pgTable(
  'order_status_changes',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    showroomId: showroomTenantId(),
    fromStatus: text('from_status', { enum: orderStatuses }),
    toStatus: text('to_status', { enum: orderStatuses }).notNull(),
    changedByUserId: uuid('changed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    changedAt: at('changed_at').notNull().defaultNow(),
  },
  (t) => [
    check('order_status_changes_from_check', oneOf(t.fromStatus, orderStatuses)),
    check('order_status_changes_to_check', oneOf(t.toStatus, orderStatuses)),
    index('order_status_changes_order_idx').on(t.orderId, t.changedAt),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItemRow = typeof orderItems.$inferInsert;
export type OrderNoteRow = typeof orderNotes.$inferSelect;
export type OrderStatusChangeRow = typeof orderStatusChanges.$inferSelect;
export type DiscountOverrideRow = typeof discountOverrides.$inferSelect;
export type SpecialPricingUseRow = typeof specialPricingUses.$inferSelect;
