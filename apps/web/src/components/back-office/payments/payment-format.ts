import { displayPaymentStatus, type PaymentStatus } from '@stonetool/domain/payments/payment-status';
import { dollarsToCents, formatUsd } from '@stonetool/domain/money';

/** A dollar amount of the payments API as US dollars with two decimals ($0.00 included). */
export function formatDollars(dollars: number): string {
  return formatUsd(dollarsToCents(dollars));
}

export { formatDate } from '../../../lib/format-date';

/** Spec 03 section 3 "Payment file": size shown in KB. */
export function formatFileSize(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: 'Unpaid',
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
};

/** Spec 03 section 4: an unknown status is shown as unpaid. */
export function paymentStatusLabel(status: string): string {
  return PAYMENT_STATUS_LABELS[displayPaymentStatus(status)];
}
