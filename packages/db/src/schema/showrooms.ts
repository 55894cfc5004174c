import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { STORED_SHOWROOM_TYPES } from '@stonetool/domain/accounts';
import { DEFAULT_DEPOSIT_PERCENT } from '@stonetool/domain/payments/quote-deposit';
import { at, between, id, oneOf, percent, timestamps } from './columns';

/** Brand colours given to a new showroom (spec 03 section 9). */
export const defaultBrandColors = { primary: '#0f766e', secondary: '#14b8a6' } as const;

/** Customer sales tax a new showroom starts with (spec 01 and 03 section 9: 9.75 %, enabled). */
export const defaultSalesTaxRatePercent = 9.75;

/**
 * A business on the platform: a showroom, or a fabricator (showroom_type 'fabricator'). Every
 * showroom-owned row elsewhere carries this table's id as `showroom_id`, the tenant key.
 */
export const showrooms = pgTable(
  'showrooms',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    address: text('address'),
    showroomType: text('showroom_type', { enum: STORED_SHOWROOM_TYPES }).notNull().default('tile_stone'),
    primaryColor: text('primary_color').notNull().default(defaultBrandColors.primary),
    secondaryColor: text('secondary_color').notNull().default(defaultBrandColors.secondary),
    logoUrl: text('logo_url'),
    showNameUnderLogo: boolean('show_name_under_logo').notNull().default(true),
    /** Test showrooms are left out of analytics by default (spec 03 section 1). */
    isTest: boolean('is_test').notNull().default(false),
    /** Whether this business's users reach the Expert Mode estimator rather than its preview. */
    expertModeEnabled: boolean('expert_mode_enabled').notNull().default(false),
    wholesaleTaxEnabled: boolean('wholesale_tax_enabled').notNull().default(false),
    /** 0 to 25 % (spec 03 section 5). */
    wholesaleTaxRatePercent: percent('wholesale_tax_rate_percent').notNull().default(0),
    salesTaxEnabled: boolean('sales_tax_enabled').notNull().default(true),
    /** 0 to 50 % in steps of 0.01 (spec 03 section 9). */
    salesTaxRatePercent: percent('sales_tax_rate_percent').notNull().default(defaultSalesTaxRatePercent),
    quickbooksEnabled: boolean('quickbooks_enabled').notNull().default(false),
    /** Whether a manager reads every order of the showroom or only their own (the owner decides). */
    managersSeeAllOrders: boolean('managers_see_all_orders').notNull().default(true),
    /** Whether a status change (processing, delivered, cancelled) e-mails the customer. */
    orderStatusEmails: boolean('order_status_emails').notNull().default(true),
    /**
     * The whole percent of an accepted quote's total asked as a card deposit when card payments
     * are on (issue 25); 0 asks none. The default is the domain's DEFAULT_DEPOSIT_PERCENT.
     */
    quoteDepositPercent: integer('quote_deposit_percent').notNull().default(DEFAULT_DEPOSIT_PERCENT),
    /**
     * Set when the platform admin deletes the account: its logins are disabled and it leaves the
     * lists, while its orders and payments stay for the accounting period (docs/decisions/058-showroom-accounts.md).
     */
    deletedAt: at('deleted_at'),
    ...timestamps(),
  },
  (t) => [
    check('showrooms_type_check', oneOf(t.showroomType, STORED_SHOWROOM_TYPES)),
    check('showrooms_primary_color_check', sql`${t.primaryColor} ~ '^#[0-9a-fA-F]{6}$'`),
    check('showrooms_secondary_color_check', sql`${t.secondaryColor} ~ '^#[0-9a-fA-F]{6}$'`),
    check('showrooms_wholesale_tax_rate_check', between(t.wholesaleTaxRatePercent, 0, 25)),
    check('showrooms_sales_tax_rate_check', between(t.salesTaxRatePercent, 0, 50)),
    check('showrooms_quote_deposit_percent_check', between(t.quoteDepositPercent, 0, 100)),
    index('showrooms_name_idx').on(t.name),
  ],
);

export type ShowroomRow = typeof showrooms.$inferSelect;
export type NewShowroomRow = typeof showrooms.$inferInsert;

/**
 * The tenant key of a showroom-owned row (DESIGN.md): every showroom query is scoped by it, it
 * is the distribution key when one PostgreSQL is outgrown, and a deleted showroom takes its rows.
 */
export const showroomTenantId = () =>
  uuid('showroom_id')
    .notNull()
    .references(() => showrooms.id, { onDelete: 'cascade' });
