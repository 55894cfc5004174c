import type { TCardPaymentSecretField, TStripeConfig } from '@stonetool/contracts/admin-stripe-config';
import type { CardPaymentSettingsRow } from '@stonetool/db/schema/integrations';

/** The column holding each secret field's ciphertext. */
export const SECRET_COLUMNS = {
  test_secret_key: 'testSecretKeyCiphertext',
  live_secret_key: 'liveSecretKeyCiphertext',
  test_webhook_secret: 'testWebhookSecretCiphertext',
  live_webhook_secret: 'liveWebhookSecretCiphertext',
} as const satisfies Record<TCardPaymentSecretField, keyof CardPaymentSettingsRow>;

/** The associated data a secret is sealed with, so a ciphertext moved to another field does not open. */
export function secretContext(field: TCardPaymentSecretField): string {
  return `stripe:${field}:platform`;
}

/** The admin's view of the stored configuration: secrets blank, only whether each is set. */
export function stripeConfigView(row: CardPaymentSettingsRow): TStripeConfig {
  return {
    is_active: row.isActive,
    mode: row.mode,
    test_publishable_key: row.testPublishableKey ?? '',
    live_publishable_key: row.livePublishableKey ?? '',
    test_secret_key: '',
    live_secret_key: '',
    test_webhook_secret: '',
    live_webhook_secret: '',
    test_secret_key_set: row.testSecretKeyCiphertext !== null,
    live_secret_key_set: row.liveSecretKeyCiphertext !== null,
    test_webhook_secret_set: row.testWebhookSecretCiphertext !== null,
    live_webhook_secret_set: row.liveWebhookSecretCiphertext !== null,
    webhook_endpoint_url: row.webhookEndpointUrl ?? '',
    updated_at: row.updatedAt.toISOString(),
  };
}
