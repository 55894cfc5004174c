import {
  CARD_PAYMENT_MODES,
  cardPaymentKeyProblem,
  type CardPaymentKeyKind,
  type CardPaymentMode,
} from '@stonetool/domain/payments/card-payment-keys';
import { z } from 'zod';
import { ZSuccessResponse } from './common';

/** The secret fields of the configuration: write-only, kept sealed, answered blank (spec 03 section 3). */
export const CARD_PAYMENT_SECRET_FIELDS = [
  'test_secret_key',
  'live_secret_key',
  'test_webhook_secret',
  'live_webhook_secret',
] as const;
export type TCardPaymentSecretField = (typeof CARD_PAYMENT_SECRET_FIELDS)[number];

/** Each key field of the request, with the mode and kind its form is checked against. */
const KEY_FIELDS = {
  test_publishable_key: ['test', 'publishable_key'],
  live_publishable_key: ['live', 'publishable_key'],
  test_secret_key: ['test', 'secret_key'],
  live_secret_key: ['live', 'secret_key'],
  test_webhook_secret: ['test', 'webhook_secret'],
  live_webhook_secret: ['live', 'webhook_secret'],
} as const satisfies Record<string, readonly [CardPaymentMode, CardPaymentKeyKind]>;

export const WEBHOOK_URL_MESSAGE = 'The webhook endpoint must be an https:// address';
export const SAVE_CONFIGURATION_FAILED = 'Failed to save configuration';

const optionalKey = z.string().trim().max(300).optional();

/**
 * POST (first save) and PATCH (later saves) /api/admin/stripe-config. Every field is optional: a
 * field left out keeps its saved value, and so does a blank secret (secrets come back blank, so
 * the form sends them only when the admin types a new one). A blank publishable key or webhook
 * endpoint clears it. Each key must have the form Stripe gives it for its mode.
 */
export const ZSaveStripeConfigRequest = z
  .strictObject({
    is_active: z.boolean().optional(),
    mode: z.enum(CARD_PAYMENT_MODES, { error: 'Mode is test or live' }).optional(),
    test_publishable_key: optionalKey,
    live_publishable_key: optionalKey,
    test_secret_key: optionalKey,
    live_secret_key: optionalKey,
    test_webhook_secret: optionalKey,
    live_webhook_secret: optionalKey,
    webhook_endpoint_url: z
      .string()
      .trim()
      .max(500)
      .regex(/^(https:\/\/[^\s/?#]+\.[^\s]+)?$/, WEBHOOK_URL_MESSAGE)
      .optional(),
  })
  .superRefine((request, context) => {
    for (const [field, [mode, kind]] of Object.entries(KEY_FIELDS)) {
      const value = request[field as keyof typeof KEY_FIELDS];
      if (!value) continue;
      const problem = cardPaymentKeyProblem(kind, mode, value);
      if (problem) context.addIssue({ code: 'custom', path: [field], message: problem });
    }
  });
export type TSaveStripeConfigRequest = z.infer<typeof ZSaveStripeConfigRequest>;

/**
 * The configuration as the admin reads it. Secrets are always '' (write-only); `*_set` says
 * whether one is stored, so the form can say "saved" without ever holding it.
 */
export const ZStripeConfig = z.object({
  is_active: z.boolean(),
  mode: z.enum(CARD_PAYMENT_MODES),
  test_publishable_key: z.string(),
  live_publishable_key: z.string(),
  test_secret_key: z.literal(''),
  live_secret_key: z.literal(''),
  test_webhook_secret: z.literal(''),
  live_webhook_secret: z.literal(''),
  test_secret_key_set: z.boolean(),
  live_secret_key_set: z.boolean(),
  test_webhook_secret_set: z.boolean(),
  live_webhook_secret_set: z.boolean(),
  webhook_endpoint_url: z.string(),
  updated_at: z.string(),
});
export type TStripeConfig = z.infer<typeof ZStripeConfig>;

/** GET /api/admin/stripe-config: `config` is null until the first save (card payments inactive). */
export const ZStripeConfigResponse = ZSuccessResponse.extend({ config: ZStripeConfig.nullable() });
export type TStripeConfigResponse = z.infer<typeof ZStripeConfigResponse>;

export const ZSaveStripeConfigResponse = ZSuccessResponse.extend({ config: ZStripeConfig });
export type TSaveStripeConfigResponse = z.infer<typeof ZSaveStripeConfigResponse>;
