import Stripe from 'stripe';
import { AppError } from '../../errors/app-error';
import { stripeClient } from './stripe-client';

/**
 * Asks the provider (through the official SDK, at `apiBaseUrl`) whether `secretKey` opens an
 * account, by reading that account's balance: the one read every secret or restricted key with
 * balance access may make, and one that changes nothing. A refused key is a 400 naming the mode;
 * a provider that cannot be reached or answers with a server error is a 502, so the admin knows
 * the key was not judged. The provider's own message is never passed on (it echoes part of the key).
 */
export async function checkStripeSecretKey(
  apiBaseUrl: string,
  mode: 'test' | 'live',
  secretKey: string,
): Promise<void> {
  const client = stripeClient(apiBaseUrl, secretKey);
  try {
    await client.balance.retrieve();
  } catch (error) {
    if (
      error instanceof Stripe.errors.StripeAuthenticationError ||
      error instanceof Stripe.errors.StripePermissionError
    ) {
      throw new AppError(
        'VALIDATION_FAILED',
        `Stripe refused the ${mode} secret key. Please copy it again from the Stripe dashboard.`,
      );
    }
    throw new AppError(
      'PROVIDER_UNAVAILABLE',
      `Could not reach Stripe to check the ${mode} secret key. Please try again in a few minutes.`,
    );
  }
}
