import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayPaymentStatus, paymentDateAfterChange, PAYMENT_STATUSES } from './payment-status';

const now = new Date('2026-03-10T12:00:00Z');
const earlier = new Date('2026-02-01T09:30:00Z');

describe('displayPaymentStatus', () => {
  it('shows every known status as itself', () => {
    for (const status of PAYMENT_STATUSES) expect(displayPaymentStatus(status)).toBe(status);
  });

  it('shows an unknown value as unpaid', () => {
    expect(displayPaymentStatus('overdue')).toBe('unpaid');
    expect(displayPaymentStatus(null)).toBe('unpaid');
    expect(displayPaymentStatus(undefined)).toBe('unpaid');
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(PAYMENT_STATUSES).toContain(displayPaymentStatus(value));
      }),
    );
  });
});

describe('paymentDateAfterChange', () => {
  it('stamps the payment date when a payment becomes paid', () => {
    expect(paymentDateAfterChange({ status: 'pending', paymentDate: null }, 'paid', now)).toEqual(now);
  });

  it('keeps the first payment date while a payment stays paid', () => {
    expect(paymentDateAfterChange({ status: 'paid', paymentDate: earlier }, 'paid', now)).toEqual(earlier);
  });

  it('keeps the date it was paid when a payment is refunded', () => {
    expect(paymentDateAfterChange({ status: 'paid', paymentDate: earlier }, 'refunded', now)).toEqual(
      earlier,
    );
  });

  it('clears the date when a payment goes back to unpaid, pending or failed', () => {
    for (const next of ['unpaid', 'pending', 'failed'] as const) {
      expect(paymentDateAfterChange({ status: 'paid', paymentDate: earlier }, next, now)).toBeNull();
    }
  });

  it('never leaves a paid payment without a date', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PAYMENT_STATUSES),
        fc.option(fc.date({ noInvalidDate: true }), { nil: null }),
        (status, paymentDate) => {
          expect(paymentDateAfterChange({ status, paymentDate }, 'paid', now)).toBeInstanceOf(Date);
        },
      ),
    );
  });
});
