import { bigint, boolean, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, cents } from './columns';
import { showroomTenantId } from './showrooms';

/**
 * Daily rollups of the Business Analytics figures (issue 14), so that a year over every showroom
 * reads one row per showroom and UTC day instead of every order, quote and consultation. They are
 * kept by PostgreSQL triggers in the transaction of every write to orders, order_items, quotes,
 * quote_items and consultations (migration 0010, docs/decisions.md "Business Analytics: daily
 * rollups"); no application code writes them. Days are UTC days, as in the analytics periods.
 */

/** The sales of a showroom's day, counted as the figures count a sale: orders not cancelled. */
export const analyticsDailySales = pgTable(
  'analytics_daily_sales',
  {
    showroomId: showroomTenantId(),
    day: date('day', { mode: 'string' }).notNull(),
    revenueCents: cents('revenue_cents').notNull().default(0),
    taxCents: cents('tax_cents').notNull().default(0),
    wholesaleCostCents: cents('wholesale_cost_cents').notNull().default(0),
    orders: integer('orders').notNull().default(0),
    /** Orders completed or delivered. */
    fulfilledOrders: integer('fulfilled_orders').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'analytics_daily_sales_pk', columns: [t.showroomId, t.day] })],
);

/** Quotes saved and consultations held on a showroom's day. */
export const analyticsDailyActivity = pgTable(
  'analytics_daily_activity',
  {
    showroomId: showroomTenantId(),
    day: date('day', { mode: 'string' }).notNull(),
    quotes: integer('quotes').notNull().default(0),
    consultations: integer('consultations').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'analytics_daily_activity_pk', columns: [t.showroomId, t.day] })],
);

/**
 * Per showroom, day and stone (the brand, type and colour of the line's snapshot): the quotes and
 * the orders (not cancelled) holding a line of it, and what those order lines sold for. The
 * newest line's catalog stone is kept as lines arrive, for the admin's top stones.
 */
export const analyticsDailyStones = pgTable(
  'analytics_daily_stones',
  {
    showroomId: showroomTenantId(),
    day: date('day', { mode: 'string' }).notNull(),
    brand: text('brand').notNull(),
    type: text('type').notNull(),
    color: text('color').notNull(),
    quotes: integer('quotes').notNull().default(0),
    orders: integer('orders').notNull().default(0),
    revenueCents: cents('revenue_cents').notNull().default(0),
    newestQuoteAt: at('newest_quote_at'),
    newestQuoteStoneId: uuid('newest_quote_stone_id'),
    newestOrderAt: at('newest_order_at'),
    newestOrderStoneId: uuid('newest_order_stone_id'),
  },
  (t) => [
    primaryKey({
      name: 'analytics_daily_stones_pk',
      columns: [t.showroomId, t.day, t.brand, t.type, t.color],
    }),
  ],
);

/**
 * A showroom's buyer (the customer record, or the lower-cased e-mail of an order without one) with
 * the dates of their first, second and latest orders that are not cancelled: what new and repeat
 * customers are counted from. A buyer whose orders are all cancelled has no row.
 */
export const analyticsCustomers = pgTable(
  'analytics_customers',
  {
    showroomId: showroomTenantId(),
    customerKey: text('customer_key').notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull(),
    firstOrderAt: at('first_order_at').notNull(),
    secondOrderAt: at('second_order_at'),
    lastOrderAt: at('last_order_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'analytics_customers_pk', columns: [t.showroomId, t.customerKey] }),
    index('analytics_customers_last_order_idx').on(t.lastOrderAt),
  ],
);

/**
 * The stones rollup summed over the platform per day, test showrooms apart: a year of every
 * showroom is then a few rows per stone and day rather than one per showroom, stone and day
 * (which is about one per line). Kept in the same statements as `analytics_daily_stones`, and
 * moved when a showroom becomes a test showroom or stops being one (migration 0011).
 */
export const analyticsPlatformDailyStones = pgTable(
  'analytics_platform_daily_stones',
  {
    day: date('day', { mode: 'string' }).notNull(),
    testShowrooms: boolean('test_showrooms').notNull(),
    brand: text('brand').notNull(),
    type: text('type').notNull(),
    color: text('color').notNull(),
    quotes: integer('quotes').notNull().default(0),
    orders: integer('orders').notNull().default(0),
    revenueCents: cents('revenue_cents').notNull().default(0),
    newestQuoteAt: at('newest_quote_at'),
    newestQuoteStoneId: uuid('newest_quote_stone_id'),
    newestOrderAt: at('newest_order_at'),
    newestOrderStoneId: uuid('newest_order_stone_id'),
  },
  (t) => [
    primaryKey({
      name: 'analytics_platform_daily_stones_pk',
      columns: [t.day, t.testShowrooms, t.brand, t.type, t.color],
    }),
  ],
);
