import type { CardPaymentMode } from '@stonetool/db/schema/integrations';
import type { AppContext } from '../../app-context';
import { findStripeConfigRow } from './get-stripe-config';
import { secretContext } from './stripe-config-row';

/** The platform's card payments as a payment needs them: the mode on, with its opened secret key. */
export interface ActiveCardPayments {
  mode: CardPaymentMode;
  secretKey: string;
}

/**
 * Card payments as configured by the platform admin (stripe-config), or null when they are off
 * or the active mode has no secret key: then no deposit is asked and payments are manual. Only
 * the active mode's secret key is opened.
 */
export async function activeCardPayments(ctx: AppContext): Promise<ActiveCardPayments | null> {
  const row = await findStripeConfigRow(ctx.db);
  if (!row?.isActive) return null;
  const sealedKey = row.mode === 'test' ? row.testSecretKeyCiphertext : row.liveSecretKeyCiphertext;
  if (!sealedKey) return null;
  return {
    mode: row.mode,
    secretKey: ctx.secretBox.open(sealedKey, secretContext(`${row.mode}_secret_key`)),
  };
}

/**
 * The signing secret webhook events are checked with: the configured mode's, whether or not card
 * payments are on now, since a client may finish paying just after the admin turns them off.
 * Null before the admin saves one.
 */
export async function webhookSigningSecret(ctx: AppContext): Promise<string | null> {
  const row = await findStripeConfigRow(ctx.db);
  const sealed = row?.mode === 'live' ? row.liveWebhookSecretCiphertext : row?.testWebhookSecretCiphertext;
  if (!row || !sealed) return null;
  return ctx.secretBox.open(sealed, secretContext(`${row.mode}_webhook_secret`));
}
