import Stripe from 'stripe';

/** How long a call to the provider may take before the caller says it cannot be reached. */
const STRIPE_TIMEOUT_MS = 10_000;

/**
 * The official Stripe SDK for `secretKey`, talking to `apiBaseUrl` (Stripe itself in production,
 * a local fake in tests, testing/fake-stripe.ts). No retries: every caller answers a person who
 * is waiting, and says so when the provider cannot be reached.
 */
export function stripeClient(apiBaseUrl: string, secretKey: string): Stripe {
  const base = new URL(apiBaseUrl);
  return new Stripe(secretKey, {
    host: base.hostname,
    port: base.port || (base.protocol === 'http:' ? 80 : 443),
    protocol: base.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 0,
    timeout: STRIPE_TIMEOUT_MS,
    telemetry: false,
  });
}
