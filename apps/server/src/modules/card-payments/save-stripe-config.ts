import {
  CARD_PAYMENT_SECRET_FIELDS,
  type TSaveStripeConfigRequest,
  type TStripeConfig,
} from '@stonetool/contracts/admin-stripe-config';
import { cardPaymentSettings } from '@stonetool/db/schema/integrations';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import type { Principal } from '../auth/principal';
import { checkStripeSecretKey } from './check-stripe-secret-key';
import { findStripeConfigRow } from './get-stripe-config';
import { SECRET_COLUMNS, secretContext, stripeConfigView } from './stripe-config-row';

const ALREADY_CONFIGURED = 'Card payments are already configured. Reload to edit the saved configuration.';

/** POST saves the first configuration; PATCH changes the saved one. */
export type StripeConfigSave = 'create' | 'update';

const blankToNull = (value: string | undefined) => (value === undefined ? undefined : value || null);

/** A field's value once saved: left out keeps the stored one, blank clears it. */
const afterSave = (typed: string | undefined, stored: string | null | undefined) =>
  typed === undefined ? (stored ?? null) : typed || null;

/**
 * POST and PATCH /api/admin/stripe-config. Fields left out (and blank secrets) keep their saved
 * values. Card payments can be active only with the chosen mode's publishable and secret keys.
 * Every newly typed secret key is checked with the provider before anything is written; secrets
 * are stored sealed (AES-256-GCM, bound to their field) and never answered.
 */
export async function saveStripeConfig(
  ctx: AppContext,
  principal: Principal,
  save: StripeConfigSave,
  request: TSaveStripeConfigRequest,
): Promise<TStripeConfig> {
  const existing = await findStripeConfigRow(ctx.db);
  if (save === 'create' && existing) {
    throw new AppError('CONFLICT', ALREADY_CONFIGURED);
  }
  if (save === 'update' && !existing) {
    throw new AppError('NOT_FOUND', 'Card payments are not configured yet');
  }

  const mode = request.mode ?? existing?.mode ?? 'test';
  const isActive = request.is_active ?? existing?.isActive ?? false;
  const publishableKey =
    mode === 'test'
      ? afterSave(request.test_publishable_key, existing?.testPublishableKey)
      : afterSave(request.live_publishable_key, existing?.livePublishableKey);
  const secretKeyStored =
    mode === 'test' ? existing?.testSecretKeyCiphertext : existing?.liveSecretKeyCiphertext;
  const secretKeyTyped = mode === 'test' ? request.test_secret_key : request.live_secret_key;
  if (isActive && (!publishableKey || !(secretKeyTyped || secretKeyStored))) {
    throw new AppError(
      'VALIDATION_FAILED',
      `Add the ${mode} publishable key and secret key before turning card payments on`,
    );
  }

  for (const keyMode of ['test', 'live'] as const) {
    const typed = request[`${keyMode}_secret_key`];
    if (typed) await checkStripeSecretKey(ctx.env.stripeApiBaseUrl, keyMode, typed);
  }

  const sealed: Partial<Record<(typeof SECRET_COLUMNS)[keyof typeof SECRET_COLUMNS], string>> = {};
  for (const field of CARD_PAYMENT_SECRET_FIELDS) {
    const typed = request[field];
    if (typed) sealed[SECRET_COLUMNS[field]] = ctx.secretBox.seal(typed, secretContext(field));
  }
  const values = {
    isActive,
    mode,
    ...(request.test_publishable_key === undefined
      ? {}
      : { testPublishableKey: blankToNull(request.test_publishable_key) }),
    ...(request.live_publishable_key === undefined
      ? {}
      : { livePublishableKey: blankToNull(request.live_publishable_key) }),
    ...(request.webhook_endpoint_url === undefined
      ? {}
      : { webhookEndpointUrl: blankToNull(request.webhook_endpoint_url) }),
    ...sealed,
    updatedByUserId: principal.userId,
    updatedAt: ctx.clock.now(),
  };

  if (save === 'create') {
    const [created] = await ctx.db
      .insert(cardPaymentSettings)
      .values({ ...values, scope: 'platform', createdAt: ctx.clock.now() })
      .onConflictDoNothing({ target: cardPaymentSettings.scope })
      .returning();
    if (!created) throw new AppError('CONFLICT', ALREADY_CONFIGURED);
    return stripeConfigView(created);
  }
  const [updated] = await ctx.db
    .update(cardPaymentSettings)
    .set(values)
    .where(eq(cardPaymentSettings.scope, 'platform'))
    .returning();
  if (!updated) throw new AppError('NOT_FOUND', 'Card payments are not configured yet');
  return stripeConfigView(updated);
}
