import { describe, expect, it } from 'vitest';
import { formatDollars, formatFileSize, paymentStatusLabel } from './payment-format';

describe('payment formatting', () => {
  it('shows sizes in KB with one decimal', () => {
    expect(formatFileSize(2048)).toBe('2.0 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(100)).toBe('0.1 KB');
  });

  it('shows amounts as dollars to the cent, zero included', () => {
    expect(formatDollars(1234.57)).toBe('$1,234.57');
    expect(formatDollars(0)).toBe('$0.00');
  });

  it('shows an unknown status as Unpaid', () => {
    expect(paymentStatusLabel('paid')).toBe('Paid');
    expect(paymentStatusLabel('overdue')).toBe('Unpaid');
  });
});
