import { sql } from 'drizzle-orm';
import type { AnyPgColumn, PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import { bigint, boolean, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, cents } from './columns';
import { consultations, customers } from './customers';
import { orders } from './orders';
import { quotes } from './quotes';
import { showroomTenantId } from './showrooms';

/**
 * Daily rollups of the Business Analytics figures (issue 14), so that a year over every showroom
 * reads one row per showroom and UTC day instead of every order, quote and consultation. They are
 * kept by PostgreSQL triggers in the transaction of every write to orders, order_items, quotes,
 * quote_items and consultations (migration 0010, docs/decisions/064-business-analytics-daily-rollups-kept-by-triggers.md "Business Analytics: daily
 * rollups"); no application code writes them. Days are UTC days, as in the analytics periods.
 */

/** What a day's or a month's sales hold, counted as the figures count a sale: orders not cancelled. */
const salesMeasures = () => ({
  revenueCents: cents('revenue_cents').notNull().default(0),
  taxCents: cents('tax_cents').notNull().default(0),
  wholesaleCostCents: cents('wholesale_cost_cents').notNull().default(0),
  orders: integer('orders').notNull().default(0),
  /** Orders completed or delivered. */
  fulfilledOrders: integer('fulfilled_orders').notNull().default(0),
});

/** Quotes saved and consultations held in a day or a month. */
const activityMeasures = () => ({
  quotes: integer('quotes').notNull().default(0),
  consultations: integer('consultations').notNull().default(0),
});

/**
 * A stone (the brand, type and colour of a line's snapshot) with the quotes and the orders (not
 * cancelled) holding a line of it, what those order lines sold for, and the newest line's catalog
 * stone, kept as lines arrive, for the admin's top stones.
 */
const stoneMeasures = () => ({
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
});

/** A UTC day, or the first day of a month, as the analytics periods compare them (ISO text). */
const day = (name: 'day' | 'month') => date(name, { mode: 'string' }).notNull();

/**
 * A showroom's measures per UTC day, one row per showroom and day, with the index a window over
 * every showroom reads its days by (around its whole months, and the typical order's 90 days).
 */
function dailyRollup<Name extends string, Measures extends Record<string, PgColumnBuilderBase>>(
  name: Name,
  measures: Measures,
) {
  return pgTable(name, { showroomId: showroomTenantId(), day: day('day'), ...measures }, (t) => [
    primaryKey({ name: `${name}_pk`, columns: [t.showroomId, t.day] }),
    index(`${name}_day_idx`).on(t.day),
  ]);
}

/**
 * The daily measures summed per calendar month (`month` is its first day), so a year reads twelve
 * rows per showroom and the days at its ends rather than 365.
 */
function monthlyRollup<Name extends string, Measures extends Record<string, PgColumnBuilderBase>>(
  name: Name,
  measures: Measures,
) {
  return pgTable(name, { showroomId: showroomTenantId(), month: day('month'), ...measures }, (t) => [
    primaryKey({ name: `${name}_pk`, columns: [t.showroomId, t.month] }),
  ]);
}

/** The sales of a showroom's day. */
export const analyticsDailySales = dailyRollup('analytics_daily_sales', salesMeasures());

/** The activity of a showroom's day. */
export const analyticsDailyActivity = dailyRollup('analytics_daily_activity', activityMeasures());

/**
 * The daily sales and activity summed per month, kept from the daily rollups by their own triggers
 * (migration 0014), whatever moved the daily rows.
 */
export const analyticsMonthlySales = monthlyRollup('analytics_monthly_sales', salesMeasures());

export const analyticsMonthlyActivity = monthlyRollup('analytics_monthly_activity', activityMeasures());

/** Per showroom, day and stone: the stone's measures. */
export const analyticsDailyStones = pgTable(
  'analytics_daily_stones',
  {
    showroomId: showroomTenantId(),
    day: day('day'),
    ...stoneMeasures(),
  },
  (t) => [
    primaryKey({
      name: 'analytics_daily_stones_pk',
      columns: [t.showroomId, t.day, t.brand, t.type, t.color],
    }),
  ],
);

/** A buyer's orders that are not cancelled: how many, and the dates of the first, second and latest. */
const buyerOrders = () => ({
  orders: bigint('orders', { mode: 'number' }).notNull(),
  firstOrderAt: at('first_order_at').notNull(),
  secondOrderAt: at('second_order_at'),
  lastOrderAt: at('last_order_at').notNull(),
  /**
   * Whether the key is an e-mail (an order without a customer record): such a buyer may have
   * bought in several showrooms, so the platform counts their rows merged. Stored, so a count over
   * every buyer tests a flag rather than searching each key for an '@'.
   */
  byEmail: boolean('by_email')
    .notNull()
    .generatedAlwaysAs(sql`strpos(customer_key, '@') > 0`),
});

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
    ...buyerOrders(),
  },
  (t) => [
    primaryKey({ name: 'analytics_customers_pk', columns: [t.showroomId, t.customerKey] }),
    index('analytics_customers_last_order_idx').on(t.lastOrderAt),
    index('analytics_customers_first_order_idx').on(t.firstOrderAt),
    index('analytics_customers_email_idx')
      .on(t.customerKey)
      .where(sql`${t.byEmail}`),
  ],
);

/** A day's or a month's new buyers (first order) and repeat buyers (latest of two or more). */
const buyerMeasures = () => ({
  newBuyers: integer('new_buyers').notNull().default(0),
  repeatBuyers: integer('repeat_buyers').notNull().default(0),
});

/**
 * Per showroom and UTC day, from the customers rollup: the buyers whose first order falls on the
 * day, and the buyers with two orders or more whose latest order does. A window's new buyers are
 * the first kind summed over its days, its repeat buyers the second (plus any whose latest order is
 * dated after it), so a year of buyers is a sum rather than a count of every buyer. Buyers known
 * only by e-mail are left out: the platform merges them across showrooms, from their own rows.
 * Kept by triggers on analytics_customers (migration 0015), and summed per month like the sales.
 */
export const analyticsDailyBuyers = dailyRollup('analytics_daily_buyers', buyerMeasures());

export const analyticsMonthlyBuyers = monthlyRollup('analytics_monthly_buyers', buyerMeasures());

/**
 * The stones rollup summed over the platform per day, test showrooms apart: a year of every
 * showroom is then a few rows per stone and day rather than one per showroom, stone and day
 * (which is about one per line). Kept in the same statements as `analytics_daily_stones`, and
 * moved when a showroom becomes a test showroom or stops being one (migration 0011).
 */
export const analyticsPlatformDailyStones = pgTable(
  'analytics_platform_daily_stones',
  {
    day: day('day'),
    testShowrooms: boolean('test_showrooms').notNull(),
    ...stoneMeasures(),
  },
  (t) => [
    primaryKey({
      name: 'analytics_platform_daily_stones_pk',
      columns: [t.day, t.testShowrooms, t.brand, t.type, t.color],
    }),
  ],
);

/**
 * The platform's stones rollup summed per calendar month (`month` is its first day), so a year of
 * every showroom reads twelve rows per stone and the days at its ends rather than 365. Kept from
 * the daily platform rows by their own triggers (migration 0025), whatever moved them; the newest
 * quote and order of a month are its newest day's, as the daily rows only ever move them later.
 */
export const analyticsPlatformMonthlyStones = pgTable(
  'analytics_platform_monthly_stones',
  {
    month: day('month'),
    testShowrooms: boolean('test_showrooms').notNull(),
    ...stoneMeasures(),
  },
  (t) => [
    primaryKey({
      name: 'analytics_platform_monthly_stones_pk',
      columns: [t.month, t.testShowrooms, t.brand, t.type, t.color],
    }),
  ],
);

/**
 * The sales pipeline the opportunities are read from (spec 03 section 3), kept by the triggers of
 * migration 0013 like the rollups above. Each table holds exactly the rows open now, with the
 * customer's name and contact as the opportunity shows them (a trigger on customers keeps them),
 * so the opportunities read their own rows and nothing else; how long a row has been open is
 * measured against the clock when they are read, so nothing here needs ageing.
 */
const customerContact = () => ({
  /** First and last name, as trim(first_name || ' ' || last_name). */
  customerName: text('customer_name').notNull(),
  customerEmail: text('customer_email'),
  customerPhone: text('customer_phone'),
});

/**
 * A prospect: a customer with a saved quote or a consultation and no order of any status, with
 * the touches a high-intent opportunity is judged and valued by.
 */
export const analyticsProspects = pgTable(
  'analytics_prospects',
  {
    customerId: uuid('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    showroomId: showroomTenantId(),
    quotes: integer('quotes').notNull(),
    consultations: integer('consultations').notNull(),
    largestQuoteCents: cents('largest_quote_cents').notNull(),
    latestQuoteNumber: text('latest_quote_number'),
    firstTouchAt: at('first_touch_at').notNull(),
    lastTouchAt: at('last_touch_at').notNull(),
    ...customerContact(),
  },
  (t) => [index('analytics_prospects_last_touch_idx').on(t.lastTouchAt)],
);

/**
 * A consultation with a customer that has not moved on: no order placed from it, no quote saved
 * from it, and no order of the customer's dated at or after it. A stalled consultation is one of
 * these held between 7 and 30 days ago.
 */
export const analyticsOpenConsultations = pgTable(
  'analytics_open_consultations',
  {
    consultationId: uuid('consultation_id')
      .primaryKey()
      .references(() => consultations.id, { onDelete: 'cascade' }),
    showroomId: showroomTenantId(),
    customerId: uuid('customer_id').notNull(),
    sessionStart: at('session_start').notNull(),
    stonesCompared: integer('stones_compared').notNull(),
    ...customerContact(),
  },
  (t) => [index('analytics_open_consultations_start_idx').on(t.sessionStart)],
);

/**
 * An open quote of a customer with an expiry date and no order placed from it. An expiring quote
 * is one of these whose validity ends within 7 days.
 */
export const analyticsOpenQuotes = pgTable(
  'analytics_open_quotes',
  {
    quoteId: uuid('quote_id')
      .primaryKey()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    showroomId: showroomTenantId(),
    customerId: uuid('customer_id').notNull(),
    quoteNumber: text('quote_number').notNull(),
    totalPriceCents: cents('total_price_cents').notNull(),
    createdAt: at('created_at').notNull(),
    validUntil: at('valid_until').notNull(),
    ...customerContact(),
  },
  (t) => [index('analytics_open_quotes_valid_until_idx').on(t.validUntil)],
);

/**
 * What a write did to the rollups, not yet folded into them (issue 22, migration 0017): the
 * triggers of orders, order_items, quotes, quote_items and consultations only append a row here,
 * with no shared row to lock and nothing to recompute in the writer's transaction, and the fold
 * worker (apps/server/src/modules/analytics/fold-analytics.ts) moves the rows into the rollups and
 * deletes them in one transaction of its own. A figure reads the rollups plus these rows, so it is
 * exact the moment a write commits (docs/decisions/090-analytics-deltas-folded-by-a-worker.md).
 * The sales deltas are signed increments of `analytics_daily_sales` for a showroom's day.
 */
const deltaId = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();

/**
 * The showroom of a row the order's transaction writes, without a foreign key: checking one would
 * lock the showroom's row (FOR KEY SHARE) once more in every order of the showroom. The fold drops
 * the deltas of a showroom that is gone, as the triggers skip a showroom being deleted; the stone
 * keys go with their order, whose own foreign key cascades.
 */
const unlockedShowroomId = () => uuid('showroom_id').notNull();

/** Signed increments of a showroom's day of one daily rollup, in the order the writes made them. */
const dayDeltas = <Name extends string, Measures extends Record<string, PgColumnBuilderBase>>(
  name: Name,
  measures: Measures,
) => pgTable(name, { id: deltaId(), showroomId: unlockedShowroomId(), day: day('day'), ...measures });

export const analyticsSalesDeltas = dayDeltas('analytics_sales_deltas', salesMeasures());

/** Signed increments of `analytics_daily_activity`. */
export const analyticsActivityDeltas = dayDeltas('analytics_activity_deltas', activityMeasures());

/**
 * Signed increments of `analytics_daily_stones` (and so of the platform's, by the showroom's test
 * flag when folded or read), with the newest line that arrived.
 */
export const analyticsStoneDeltas = dayDeltas('analytics_stone_deltas', stoneMeasures());

/**
 * A buyer whose orders changed: their `analytics_customers` row (and so the buyers by day) is
 * recomputed from their orders by the fold; until then a figure counts them from their orders.
 */
export const analyticsBuyerChanges = pgTable('analytics_buyer_changes', {
  id: deltaId(),
  showroomId: unlockedShowroomId(),
  customerKey: text('customer_key').notNull(),
});

/**
 * A new order's customer and quote: the pipeline rows it closes (the customer's prospect row, their
 * open consultations before it, the quote it was placed from) are dropped by the fold; until then
 * the opportunities leave out a row whose customer or quote has an order.
 */
export const analyticsPipelineChanges = pgTable('analytics_pipeline_changes', {
  id: deltaId(),
  customerId: uuid('customer_id'),
  quoteId: uuid('quote_id'),
});

/** The stone key of an order's, a quote's or a consultation's row, and its showroom. */
const stoneKey = () => ({
  brand: text('brand').notNull(),
  type: text('type').notNull(),
  showroomId: unlockedShowroomId(),
});

/**
 * A stone key row is its owner's (the order, quote or consultation) once per key; a filter reads
 * the rows of its key by date, over the platform or within one showroom.
 */
function stoneKeyIndexes(
  table: string,
  owner: AnyPgColumn,
  dated: AnyPgColumn,
  key: { brand: AnyPgColumn; type: AnyPgColumn; showroomId: AnyPgColumn },
) {
  return [
    primaryKey({ name: `${table}_pk`, columns: [owner, key.brand, key.type] }),
    index(`${table}_filter_idx`).on(key.brand, key.type, dated),
    index(`${table}_showroom_idx`).on(key.showroomId, key.brand, key.type, dated),
  ];
}

/**
 * A customer's stone key rows of one key, for the high-intent opportunities under a filter
 * (docs/decisions/141): each candidate prospect's touches of the key are one look-up, and every
 * column the figure reads is in the index, so the look-up reads no table page.
 */
function customerKeyIndex(
  table: string,
  customer: AnyPgColumn,
  dated: AnyPgColumn,
  owner: AnyPgColumn,
  key: { brand: AnyPgColumn; type: AnyPgColumn; showroomId: AnyPgColumn },
) {
  return index(`${table}_customer_idx`)
    .on(customer, key.brand, key.type, dated, key.showroomId, owner)
    .where(sql`${customer} is not null`);
}

/**
 * Every order that counts as a sale (not cancelled) once per stone key it holds, for the brand and
 * type filters (docs/decisions/093): each brand of its lines with type '', each type with brand '',
 * and each brand and type of one line. A filter reads the rows of its key (brand or '', type or
 * ''), so an order holding the filtered brand counts once and whole, as the unfiltered figures
 * count it. The order's own rows only, rewritten by triggers when its lines or its counted
 * columns change (migration 0018): no row shared between orders, nothing to lock.
 */
export const analyticsOrderStoneKeys = pgTable(
  'analytics_order_stone_keys',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ...stoneKey(),
    orderDate: at('order_date').notNull(),
    status: text('status').notNull(),
    totalCents: cents('total_cents').notNull(),
    taxCents: cents('tax_cents').notNull(),
    wholesaleCostCents: cents('wholesale_cost_cents').notNull(),
    customerId: uuid('customer_id'),
    customerEmail: text('customer_email').notNull(),
    placedByTeamMemberId: uuid('placed_by_team_member_id'),
  },
  (t) => stoneKeyIndexes('analytics_order_stone_keys', t.orderId, t.orderDate, t),
);

/**
 * Every saved quote once per stone key it holds, as analyticsOrderStoneKeys does for orders (each
 * brand, each type, each brand and type of one line), for the quote counts under a filter.
 */
export const analyticsQuoteStoneKeys = pgTable(
  'analytics_quote_stone_keys',
  {
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    ...stoneKey(),
    createdAt: at('created_at').notNull(),
    createdByTeamMemberId: uuid('created_by_team_member_id'),
    customerId: uuid('customer_id'),
  },
  (t) => [
    ...stoneKeyIndexes('analytics_quote_stone_keys', t.quoteId, t.createdAt, t),
    customerKeyIndex('analytics_quote_stone_keys', t.customerId, t.createdAt, t.quoteId, t),
  ],
);

/**
 * Every consultation once per brand it viewed (type '') and once per type (brand ''), from the
 * stones in its `stones_viewed`, for the consultation counts under a filter: a brand and type
 * filter keeps a consultation with both rows, as the containment on the JSON list does.
 */
export const analyticsConsultationStoneKeys = pgTable(
  'analytics_consultation_stone_keys',
  {
    consultationId: uuid('consultation_id')
      .notNull()
      .references(() => consultations.id, { onDelete: 'cascade' }),
    ...stoneKey(),
    sessionStart: at('session_start').notNull(),
    salespersonId: uuid('salesperson_id'),
    customerId: uuid('customer_id'),
  },
  (t) => [
    ...stoneKeyIndexes('analytics_consultation_stone_keys', t.consultationId, t.sessionStart, t),
    customerKeyIndex('analytics_consultation_stone_keys', t.customerId, t.sessionStart, t.consultationId, t),
  ],
);

/**
 * A stone key rollup: `measures` per showroom, stone key (brand or '', type or '') and `period` (a
 * UTC day, or a month by its first day), with the index a filter over every showroom reads its
 * key's days or months by.
 */
function keyRollup<
  Name extends string,
  Period extends 'day' | 'month',
  Measures extends Record<string, PgColumnBuilderBase>,
>(name: Name, period: Period, measures: Measures) {
  const periodColumn = { [period]: day(period) } as Record<Period, ReturnType<typeof day>>;
  return pgTable(
    name,
    {
      showroomId: showroomTenantId(),
      brand: text('brand').notNull(),
      type: text('type').notNull(),
      ...periodColumn,
      ...measures,
    },
    (t) => [
      primaryKey({ name: `${name}_pk`, columns: [t.showroomId, t.brand, t.type, t[period]] }),
      index(`${name}_filter_idx`).on(t.brand, t.type, t[period]),
    ],
  );
}

/**
 * The brand and type filters' sales (docs/decisions/131): the order stone keys summed per showroom,
 * stone key (brand or '', type or '') and UTC day, so a filtered year reads whole months and a few
 * days of rows per showroom and key rather than every order holding the key. An order holding the
 * key counts once and whole, as in its stone key rows. Folded from `analytics_order_key_deltas`
 * (migration 0029), never written in the order's transaction.
 */
export const analyticsDailyOrderKeys = keyRollup('analytics_daily_order_keys', 'day', salesMeasures());

/** The daily order keys summed per calendar month (`month` is its first day), folded with them. */
export const analyticsMonthlyOrderKeys = keyRollup('analytics_monthly_order_keys', 'month', salesMeasures());

/**
 * A buyer under a stone key: per key, buyer (as `analytics_customers` keys them) and showroom, the
 * dates of their first, second and latest orders holding the key, from the order stone keys. The
 * filters' new and repeat customers are counted from these rows, one per buyer (an e-mail buyer's
 * rows of several showrooms merged), so the counts are of distinct buyers, exactly
 * (docs/decisions/131). Recomputed by the fold for the buyers of `analytics_order_key_deltas`;
 * until then a figure recounts those buyers from the stone keys.
 */
export const analyticsKeyCustomers = pgTable(
  'analytics_key_customers',
  {
    brand: text('brand').notNull(),
    type: text('type').notNull(),
    customerKey: text('customer_key').notNull(),
    showroomId: showroomTenantId(),
    ...buyerOrders(),
  },
  (t) => [
    primaryKey({
      name: 'analytics_key_customers_pk',
      columns: [t.brand, t.type, t.customerKey, t.showroomId],
    }),
    // Every column a count reads, the buyer too (the count leaves out the buyers it recounts and
    // asks whether a buyer ordered in the window), so a key's buyers since a date are an
    // index-only scan (docs/decisions/141).
    index('analytics_key_customers_last_order_idx').on(
      t.brand,
      t.type,
      t.lastOrderAt,
      t.firstOrderAt,
      t.secondOrderAt,
      t.showroomId,
      t.byEmail,
      t.customerKey,
    ),
    // An e-mail buyer's rows of every showroom, merged by a count over the platform.
    index('analytics_key_customers_email_idx')
      .on(t.brand, t.type, t.customerKey)
      .where(sql`${t.byEmail}`),
  ],
);

/**
 * Signed increments of the order key rollups, one per order stone key row written or removed (the
 * key rows' own statement triggers append them, migration 0029), with the row's buyer, whose
 * `analytics_key_customers` row the fold recomputes.
 */
export const analyticsOrderKeyDeltas = pgTable('analytics_order_key_deltas', {
  id: deltaId(),
  showroomId: unlockedShowroomId(),
  brand: text('brand').notNull(),
  type: text('type').notNull(),
  day: day('day'),
  customerKey: text('customer_key').notNull(),
  ...salesMeasures(),
});

/**
 * The brand and type filters' quotes and consultations (docs/decisions/138): the quote and
 * consultation stone keys counted per showroom, stone key and UTC day, so a filtered year reads
 * whole months and a few days of rows per showroom rather than every quote and consultation of the
 * key. A consultation also counts under each pair of a brand and a type it viewed (both filters
 * keep a consultation that viewed a stone of the brand and one of the type, not necessarily the
 * same stone). Folded from `analytics_activity_key_deltas` (migration 0030).
 */
export const analyticsDailyActivityKeys = keyRollup(
  'analytics_daily_activity_keys',
  'day',
  activityMeasures(),
);

/** The daily activity keys summed per calendar month (`month` is its first day), folded with them. */
export const analyticsMonthlyActivityKeys = keyRollup(
  'analytics_monthly_activity_keys',
  'month',
  activityMeasures(),
);

/**
 * Signed increments of the activity key rollups, appended by the quote and consultation stone
 * keys' own statement triggers (migration 0030) for every key row written or removed.
 */
export const analyticsActivityKeyDeltas = pgTable('analytics_activity_key_deltas', {
  id: deltaId(),
  showroomId: unlockedShowroomId(),
  brand: text('brand').notNull(),
  type: text('type').notNull(),
  day: day('day'),
  ...activityMeasures(),
});
