import { MAX_REMNANT_INCHES } from '@stonetool/domain/remnants/remnant-size';
import { MAX_REMNANT_RATE_CENTS_PER_SQFT } from '@stonetool/domain/estimate/remnants-first';
import { CUTOUT_TYPES, MAX_CUTOUT_PRICE_CENTS } from '@stonetool/domain/shapes/cutouts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  unique,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { at, between, cents, id, nonNegative, oneOf, percent, timestamps } from './columns';
import { showroomTenantId, showrooms } from './showrooms';
import { users } from './auth';
import { quotes } from './quotes';

export const wholesalePricingTypes = ['markup_from_cost', 'discount_from_msrp'] as const;
export type WholesalePricingType = (typeof wholesalePricingTypes)[number];

/**
 * What the platform charges one showroom for one brand (spec 03 section 3): a mark-up on the
 * catalog cost or a discount from MSRP. `is_active` false hides the brand from that showroom.
 */
export const wholesalePricing = pgTable(
  'wholesale_pricing',
  {
    id: id(),
    showroomId: showroomTenantId(),
    brand: text('brand').notNull(),
    pricingType: text('pricing_type', { enum: wholesalePricingTypes }).notNull().default('markup_from_cost'),
    /** 0 to 200 %, default 50 (spec 03 section 9). */
    yourMarkupPercent: percent('your_markup_percent'),
    /** 0 to 50 %. */
    yourDiscountPercent: percent('your_discount_percent'),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    check('wholesale_pricing_type_check', oneOf(t.pricingType, wholesalePricingTypes)),
    check('wholesale_pricing_markup_check', between(t.yourMarkupPercent, 0, 200)),
    check('wholesale_pricing_discount_check', between(t.yourDiscountPercent, 0, 50)),
    unique('wholesale_pricing_showroom_brand_unique').on(t.showroomId, t.brand),
  ],
);

export const markupTypes = ['percentage', 'fixed'] as const;
export type MarkupType = (typeof markupTypes)[number];

/**
 * How a showroom prices one brand to its clients (spec 03 section 3, client markup): a percentage
 * on its wholesale price or a fixed amount per slab, with a minimum margin that protects discounts.
 */
export const clientMarkups = pgTable(
  'client_markups',
  {
    id: id(),
    showroomId: showroomTenantId(),
    brand: text('brand').notNull(),
    markupType: text('markup_type', { enum: markupTypes }).notNull().default('percentage'),
    /** 0 to 200 %, default 40. */
    clientMarkupPercent: percent('client_markup_percent'),
    /** 0 to $2,000, default $600, only for markup_type 'fixed'. */
    fixedMarkupAmountCents: cents('fixed_markup_amount_cents'),
    /** 0 to 50 %, default 15. */
    minimumMarginPercent: percent('minimum_margin_percent').notNull().default(15),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    check('client_markups_type_check', oneOf(t.markupType, markupTypes)),
    check('client_markups_percent_check', between(t.clientMarkupPercent, 0, 200)),
    check('client_markups_fixed_check', between(t.fixedMarkupAmountCents, 0, 200_000)),
    check('client_markups_minimum_margin_check', between(t.minimumMarginPercent, 0, 50)),
    unique('client_markups_showroom_brand_unique').on(t.showroomId, t.brand),
  ],
);

export const pricingStrategies = ['markup_from_cost', 'discount_from_msrp'] as const;
export type PricingStrategy = (typeof pricingStrategies)[number];

/**
 * A showroom's pricing strategy for one brand (spec 03, Pricing & Margins): mark up its cost or
 * discount from MSRP. When locked, the strategy follows the wholesale pricing type.
 */
export const showroomBrandPricing = pgTable(
  'showroom_brand_pricing',
  {
    id: id(),
    showroomId: showroomTenantId(),
    brand: text('brand').notNull(),
    pricingStrategy: text('pricing_strategy', { enum: pricingStrategies })
      .notNull()
      .default('markup_from_cost'),
    /** 0 to 50 %. */
    discountFromMsrpPercent: percent('discount_from_msrp_percent'),
    isStrategyLocked: boolean('is_strategy_locked').notNull().default(false),
    /** When the owner first saved this brand; the dashboard calls brands never saved 'new'. */
    acknowledgedAt: at('acknowledged_at'),
    ...timestamps(),
  },
  (t) => [
    check('showroom_brand_pricing_strategy_check', oneOf(t.pricingStrategy, pricingStrategies)),
    check('showroom_brand_pricing_discount_check', between(t.discountFromMsrpPercent, 0, 50)),
    unique('showroom_brand_pricing_showroom_brand_unique').on(t.showroomId, t.brand),
  ],
);

/**
 * A promotional discount for one showroom on a brand, optionally narrowed to a color, thickness
 * and finish (spec 03 section 3). `current_uses` may never pass `max_uses`: the CHECK makes the
 * atomic `current_uses = current_uses + 1` fail rather than oversell under concurrent orders.
 */
export const specialPricingRules = pgTable(
  'special_pricing_rules',
  {
    id: id(),
    showroomId: showroomTenantId(),
    brand: text('brand').notNull(),
    color: text('color'),
    thickness: text('thickness'),
    finish: text('finish'),
    specialDiscountPercent: percent('special_discount_percent').notNull(),
    /** Null means unlimited. */
    maxUses: integer('max_uses'),
    currentUses: integer('current_uses').notNull().default(0),
    validUntil: at('valid_until').notNull(),
    notes: text('notes'),
    /** Upper-case letters and digits, at most 20; a reference only, never entered by customers. */
    promoCode: text('promo_code'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    check('special_pricing_rules_discount_check', between(t.specialDiscountPercent, 0, 100)),
    check('special_pricing_rules_max_uses_check', sql`${t.maxUses} >= 1`),
    check(
      'special_pricing_rules_uses_check',
      sql`${t.currentUses} >= 0 and (${t.maxUses} is null or ${t.currentUses} <= ${t.maxUses})`,
    ),
    check('special_pricing_rules_promo_code_check', sql`${t.promoCode} ~ '^[A-Z0-9]{1,20}$'`),
    index('special_pricing_rules_showroom_brand_idx').on(t.showroomId, t.brand),
  ],
);

export const deliveryPricingTypes = ['flat_rate', 'per_slab', 'tiered', 'free'] as const;
export type DeliveryPricingType = (typeof deliveryPricingTypes)[number];

/**
 * Delivery charge for one brand (spec 03 section 3). Platform-wide when `showroom_id` is null;
 * a row for a showroom overrides the platform's row for that brand. One row per (showroom, brand),
 * NULL showroom included (NULLS NOT DISTINCT).
 */
export const deliveryPricingRules = pgTable(
  'delivery_pricing_rules',
  {
    id: id(),
    showroomId: uuid('showroom_id').references(() => showrooms.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    pricingType: text('pricing_type', { enum: deliveryPricingTypes }).notNull(),
    flatRateAmountCents: cents('flat_rate_amount_cents'),
    perSlabAmountCents: cents('per_slab_amount_cents'),
    tier1MaxSlabs: integer('tier_1_max_slabs'),
    tier1AmountCents: cents('tier_1_amount_cents'),
    tier2MinSlabs: integer('tier_2_min_slabs'),
    tier2AmountCents: cents('tier_2_amount_cents'),
    isActive: boolean('is_active').notNull().default(true),
    notes: text('notes'),
    ...timestamps(),
  },
  (t) => [
    check('delivery_pricing_rules_type_check', oneOf(t.pricingType, deliveryPricingTypes)),
    check(
      'delivery_pricing_rules_amounts_check',
      sql`coalesce(${t.flatRateAmountCents}, 0) >= 0 and coalesce(${t.perSlabAmountCents}, 0) >= 0 and coalesce(${t.tier1AmountCents}, 0) >= 0 and coalesce(${t.tier2AmountCents}, 0) >= 0`,
    ),
    check(
      'delivery_pricing_rules_tiers_check',
      sql`${t.tier1MaxSlabs} is null or ${t.tier2MinSlabs} is null or ${t.tier2MinSlabs} > ${t.tier1MaxSlabs}`,
    ),
    unique('delivery_pricing_rules_showroom_brand_unique').on(t.showroomId, t.brand).nullsNotDistinct(),
  ],
);

/** Edge profiles offered in Expert Mode (spec 02 section 5), in display order. */
export const edgeDetails = pgTable('edge_details', {
  id: id(),
  name: text('name').notNull().unique('edge_details_name_unique'),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

/** Fabrication price per square foot by stone type, thickness and edge (GET /api/fabrication/pricing). */
export const fabricationPricing = pgTable(
  'fabrication_pricing',
  {
    id: id(),
    stoneType: text('stone_type').notNull(),
    thickness: text('thickness').notNull(),
    edgeDetail: text('edge_detail').notNull(),
    pricePerSfCents: cents('price_per_sf_cents').notNull(),
    ...timestamps(),
  },
  (t) => [
    check('fabrication_pricing_price_check', nonNegative(t.pricePerSfCents)),
    unique('fabrication_pricing_unique').on(t.stoneType, t.thickness, t.edgeDetail),
  ],
);

/**
 * A fabricator's own price per cutout type (issue 24: sinks, cooktop, faucet holes, outlet), set in
 * Expert Mode's settings. A type without a row costs the domain's default (DEFAULT_CUTOUT_PRICES).
 */
export const cutoutPrices = pgTable(
  'cutout_prices',
  {
    id: id(),
    showroomId: showroomTenantId(),
    cutoutType: text('cutout_type', { enum: CUTOUT_TYPES }).notNull(),
    priceCents: cents('price_cents').notNull(),
    ...timestamps(),
  },
  (t) => [
    check('cutout_prices_type_check', oneOf(t.cutoutType, CUTOUT_TYPES)),
    check('cutout_prices_price_check', between(t.priceCents, 0, MAX_CUTOUT_PRICE_CENTS)),
    unique('cutout_prices_showroom_type_unique').on(t.showroomId, t.cutoutType),
  ],
);

/**
 * Price range per square foot shown for a fabrication lead (spec 03 section 9: Quartz 30–45,
 * Porcelain 35–45, Natural 35–50).
 */
export const fabricationLeadPriceMatrix = pgTable(
  'fabrication_lead_price_matrix',
  {
    id: id(),
    stoneType: text('stone_type').notNull().unique('fabrication_lead_price_matrix_stone_type_unique'),
    minPricePerSfCents: cents('min_price_per_sf_cents').notNull(),
    maxPricePerSfCents: cents('max_price_per_sf_cents').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    check(
      'fabrication_lead_price_matrix_range_check',
      sql`${t.minPricePerSfCents} >= 0 and ${t.maxPricePerSfCents} >= ${t.minPricePerSfCents}`,
    ),
  ],
);

export type WholesalePricingRow = typeof wholesalePricing.$inferSelect;
export type ClientMarkupRow = typeof clientMarkups.$inferSelect;
export type ShowroomBrandPricingRow = typeof showroomBrandPricing.$inferSelect;
export type SpecialPricingRuleRow = typeof specialPricingRules.$inferSelect;
export type DeliveryPricingRuleRow = typeof deliveryPricingRules.$inferSelect;
export type EdgeDetailRow = typeof edgeDetails.$inferSelect;
export type FabricationPricingRow = typeof fabricationPricing.$inferSelect;
export type CutoutPriceRow = typeof cutoutPrices.$inferSelect;
export type FabricationLeadPriceRow = typeof fabricationLeadPriceMatrix.$inferSelect;

/**
 * A fabricator's remnants (issue 25): offcuts kept from earlier jobs, each of one stone, its size in
 * inches to the sixteenth (four decimals), where it is kept and a note. The estimate may place
 * pieces on them before opening new slabs (decision 117).
 */
export const remnants = pgTable(
  'remnants',
  {
    id: id(),
    showroomId: showroomTenantId(),
    brand: text('brand').notNull(),
    stoneType: text('stone_type').notNull(),
    color: text('color').notNull(),
    thickness: text('thickness').notNull(),
    finish: text('finish'),
    width: numeric('width', { precision: 8, scale: 4, mode: 'number' }).notNull(),
    height: numeric('height', { precision: 8, scale: 4, mode: 'number' }).notNull(),
    location: text('location'),
    note: text('note'),
    /** The quote whose slab it was left from, when "Keep offcuts" kept it (decision 123). */
    sourceQuoteId: uuid('source_quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    /** The remnant it was left from, when that remnant was cut for the source quote (decision 128). */
    sourceRemnantId: uuid('source_remnant_id').references((): AnyPgColumn => remnants.id, {
      onDelete: 'set null',
    }),
    ...timestamps(),
  },
  (t) => [
    check(
      'remnants_width_check',
      sql`${t.width} > 0 and ${t.width} <= ${sql.raw(String(MAX_REMNANT_INCHES))}`,
    ),
    check(
      'remnants_height_check',
      sql`${t.height} > 0 and ${t.height} <= ${sql.raw(String(MAX_REMNANT_INCHES))}`,
    ),
    index('remnants_showroom_idx').on(t.showroomId, t.createdAt),
    index('remnants_source_quote_idx').on(t.sourceQuoteId),
  ],
);

export type RemnantRow = typeof remnants.$inferSelect;

/**
 * What material on a remnant costs, per business (decision 118): cents per square foot of the
 * pieces cut from it. No row means the default, 0 (the slab was already paid).
 */
export const remnantRates = pgTable(
  'remnant_rates',
  {
    id: id(),
    showroomId: showroomTenantId(),
    rateCentsPerSqft: cents('rate_cents_per_sqft').notNull(),
    ...timestamps(),
  },
  (t) => [
    check('remnant_rates_rate_check', between(t.rateCentsPerSqft, 0, MAX_REMNANT_RATE_CENTS_PER_SQFT)),
    unique('remnant_rates_showroom_unique').on(t.showroomId),
  ],
);
