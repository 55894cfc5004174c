import { boolean, check, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { at, id, oneOf, timestamps } from './columns';
import { showrooms } from './showrooms';
import { users } from './auth';

export const cardPaymentModes = ['test', 'live'] as const;
export type CardPaymentMode = (typeof cardPaymentModes)[number];

/**
 * The platform's card-payment provider configuration (spec 03, stripe-config). Publishable keys
 * are public by design; secret keys and webhook secrets are stored only as ciphertext produced by
 * the server (the key never reaches the database) and are never sent back to the browser.
 * `scope` is always 'platform', making the table a single row the server can upsert.
 */
export const cardPaymentSettings = pgTable(
  'card_payment_settings',
  {
    id: id(),
    scope: text('scope').notNull().default('platform').unique('card_payment_settings_scope_unique'),
    isActive: boolean('is_active').notNull().default(false),
    mode: text('mode', { enum: cardPaymentModes }).notNull().default('test'),
    testPublishableKey: text('test_publishable_key'),
    livePublishableKey: text('live_publishable_key'),
    testSecretKeyCiphertext: text('test_secret_key_ciphertext'),
    liveSecretKeyCiphertext: text('live_secret_key_ciphertext'),
    testWebhookSecretCiphertext: text('test_webhook_secret_ciphertext'),
    liveWebhookSecretCiphertext: text('live_webhook_secret_ciphertext'),
    webhookEndpointUrl: text('webhook_endpoint_url'),
    updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    check('card_payment_settings_mode_check', oneOf(t.mode, cardPaymentModes)),
    check('card_payment_settings_scope_check', oneOf(t.scope, ['platform'])),
  ],
);

export const accountingEnvironments = ['sandbox', 'production'] as const;
export type AccountingEnvironment = (typeof accountingEnvironments)[number];

/**
 * A connection to the accounting service (QuickBooks): one per showroom, and one for the platform
 * (`showroom_id` null; NULLS NOT DISTINCT keeps it single). OAuth tokens are stored only as
 * ciphertext produced by the server. Disconnecting deletes the row.
 */
export const accountingConnections = pgTable(
  'accounting_connections',
  {
    id: id(),
    showroomId: uuid('showroom_id').references(() => showrooms.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull().default('quickbooks'),
    realmId: text('realm_id').notNull(),
    companyName: text('company_name'),
    accessTokenCiphertext: text('access_token_ciphertext').notNull(),
    refreshTokenCiphertext: text('refresh_token_ciphertext').notNull(),
    accessTokenExpiresAt: at('access_token_expires_at').notNull(),
    refreshTokenExpiresAt: at('refresh_token_expires_at'),
    environment: text('environment', { enum: accountingEnvironments }).notNull().default('sandbox'),
    connectedAt: at('connected_at').notNull().defaultNow(),
    connectedByUserId: uuid('connected_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    check('accounting_connections_environment_check', oneOf(t.environment, accountingEnvironments)),
    unique('accounting_connections_showroom_unique').on(t.showroomId).nullsNotDistinct(),
  ],
);

export type CardPaymentSettingsRow = typeof cardPaymentSettings.$inferSelect;
export type AccountingConnectionRow = typeof accountingConnections.$inferSelect;
