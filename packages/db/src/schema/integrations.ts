import { boolean, check, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { at, id, oneOf, timestamps } from './columns';
import { showrooms } from './showrooms';
import { authSessions, users } from './auth';

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
 * ciphertext produced by the server (secret-box, bound to the field and the showroom).
 * Disconnecting deletes the row. A refresh Intuit refuses clears the tokens and keeps the row with
 * `last_error`, so the status can say why the link is no longer connected.
 */
export const accountingConnections = pgTable(
  'accounting_connections',
  {
    id: id(),
    showroomId: uuid('showroom_id').references(() => showrooms.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull().default('quickbooks'),
    realmId: text('realm_id').notNull(),
    companyName: text('company_name'),
    accessTokenCiphertext: text('access_token_ciphertext'),
    refreshTokenCiphertext: text('refresh_token_ciphertext'),
    accessTokenExpiresAt: at('access_token_expires_at'),
    refreshTokenExpiresAt: at('refresh_token_expires_at'),
    environment: text('environment', { enum: accountingEnvironments }).notNull().default('sandbox'),
    connectedAt: at('connected_at').notNull().defaultNow(),
    connectedByUserId: uuid('connected_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Why the link stopped working (a refused refresh); null while it works. */
    lastError: text('last_error'),
    ...timestamps(),
  },
  (t) => [
    check('accounting_connections_environment_check', oneOf(t.environment, accountingEnvironments)),
    unique('accounting_connections_showroom_unique').on(t.showroomId).nullsNotDistinct(),
  ],
);

/**
 * A pending authorisation with Intuit: the OAuth `state` sent to Intuit, stored as its SHA-256 so
 * the database never holds a usable value, bound to the session and showroom (null: the
 * platform's link) that asked, and to a cookie of the browser that asked (`binding_hash`). Single
 * use (the callback deletes the row it matches) and short-lived (`expires_at`).
 */
export const accountingAuthorisations = pgTable(
  'accounting_authorisations',
  {
    id: id(),
    stateHash: text('state_hash').notNull().unique('accounting_authorisations_state_unique'),
    bindingHash: text('binding_hash').notNull(),
    showroomId: uuid('showroom_id').references(() => showrooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('accounting_authorisations_expires_idx').on(t.expiresAt)],
);

export type CardPaymentSettingsRow = typeof cardPaymentSettings.$inferSelect;
export type AccountingConnectionRow = typeof accountingConnections.$inferSelect;
export type AccountingAuthorisationRow = typeof accountingAuthorisations.$inferSelect;
