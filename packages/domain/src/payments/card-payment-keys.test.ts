import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardPaymentKeyProblem } from './card-payment-keys';

const body = fc.stringMatching(/^[A-Za-z0-9]{8,40}$/);

describe('cardPaymentKeyProblem', () => {
  it('accepts each kind of key in the form Stripe gives it for its mode', () => {
    fc.assert(
      fc.property(body, fc.constantFrom('test' as const, 'live' as const), (rest, mode) => {
        expect(cardPaymentKeyProblem('publishable_key', mode, `pk_${mode}_${rest}`)).toBeNull();
        expect(cardPaymentKeyProblem('secret_key', mode, `sk_${mode}_${rest}`)).toBeNull();
        expect(cardPaymentKeyProblem('secret_key', mode, `rk_${mode}_${rest}`)).toBeNull();
        expect(cardPaymentKeyProblem('webhook_secret', mode, `whsec_${rest}`)).toBeNull();
      }),
    );
  });

  it('refuses a key of the other mode, naming the prefix it must have', () => {
    expect(cardPaymentKeyProblem('secret_key', 'test', 'sk_live_abcdefgh1234')).toBe(
      'The test secret key must start with sk_test_ or rk_test_',
    );
    expect(cardPaymentKeyProblem('publishable_key', 'live', 'pk_test_abcdefgh1234')).toBe(
      'The live publishable key must start with pk_live_',
    );
  });

  it('refuses a publishable key where a secret key belongs', () => {
    expect(cardPaymentKeyProblem('secret_key', 'test', 'pk_test_abcdefgh1234')).toBe(
      'The test secret key must start with sk_test_ or rk_test_',
    );
  });

  it('refuses a cut-off key or one with spaces or symbols after the prefix', () => {
    for (const key of ['sk_test_abc', 'sk_test_abcd efgh1234', 'sk_test_abcdefgh1234!']) {
      expect(cardPaymentKeyProblem('secret_key', 'test', key)).toBe(
        'The test secret key must be the whole key as Stripe shows it, letters and digits after sk_test_',
      );
    }
    expect(cardPaymentKeyProblem('webhook_secret', 'live', 'whsec_')).toMatch(/whole key/);
  });
});
