/** The card payment provider's modes (spec 03 section 3: test or live). */
export const CARD_PAYMENT_MODES = ['test', 'live'] as const;
export type CardPaymentMode = (typeof CARD_PAYMENT_MODES)[number];

/** The keys of the card payment configuration, each kept for one mode. */
export type CardPaymentKeyKind = 'publishable_key' | 'secret_key' | 'webhook_secret';

/** What follows a key's prefix: Stripe issues letters and digits only, and never fewer than this. */
const KEY_BODY = /^[A-Za-z0-9]{8,250}$/;

/** The prefixes Stripe gives each kind of key in each mode (restricted keys, rk_, may stand for secret keys). */
export function cardPaymentKeyPrefixes(kind: CardPaymentKeyKind, mode: CardPaymentMode): string[] {
  if (kind === 'publishable_key') return [`pk_${mode}_`];
  if (kind === 'secret_key') return [`sk_${mode}_`, `rk_${mode}_`];
  return ['whsec_'];
}

const KIND_LABELS: Record<CardPaymentKeyKind, string> = {
  publishable_key: 'publishable key',
  secret_key: 'secret key',
  webhook_secret: 'webhook secret',
};

/**
 * A card payment key has the form Stripe gives it for its mode: pk_test_/pk_live_ publishable
 * keys, sk_ (or restricted rk_) secret keys, whsec_ webhook secrets, then letters and digits.
 * Answers the message to show, or null when the key has that form.
 */
export function cardPaymentKeyProblem(
  kind: CardPaymentKeyKind,
  mode: CardPaymentMode,
  key: string,
): string | null {
  const prefixes = cardPaymentKeyPrefixes(kind, mode);
  const prefix = prefixes.find((candidate) => key.startsWith(candidate));
  const label = `The ${mode} ${KIND_LABELS[kind]}`;
  if (!prefix) return `${label} must start with ${prefixes.join(' or ')}`;
  if (!KEY_BODY.test(key.slice(prefix.length))) {
    return `${label} must be the whole key as Stripe shows it, letters and digits after ${prefix}`;
  }
  return null;
}
