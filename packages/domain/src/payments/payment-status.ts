/** Spec 03 section 4 "Payment status": the statuses a supplier payment can have. */
export const PAYMENT_STATUSES = ['unpaid', 'pending', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Spec 03 section 4: an unknown value is shown as unpaid. */
export function displayPaymentStatus(value: string | null | undefined): PaymentStatus {
  return (PAYMENT_STATUSES as readonly string[]).includes(value ?? '') ? (value as PaymentStatus) : 'unpaid';
}

/**
 * The payment date after a status change (the spec only shows the date; the rule is ours, see
 * docs/decisions/056-supplier-payments-and-receipts.md "Supplier payments"): becoming paid stamps `now`; staying paid keeps the
 * date first recorded; a refund keeps the date it was paid; going back to unpaid, pending or
 * failed clears it, since nothing has been paid then.
 */
export function paymentDateAfterChange(
  previous: { status: string; paymentDate: Date | null },
  nextStatus: PaymentStatus,
  now: Date,
): Date | null {
  if (nextStatus === 'paid')
    return previous.status === 'paid' && previous.paymentDate ? previous.paymentDate : now;
  if (nextStatus === 'refunded') return previous.paymentDate;
  return null;
}

/**
 * Which amounts each status counts towards in the payment summary (spec 03 section 3, "Showroom
 * summary"): a refunded payment is owed no longer; paid counts as paid; unpaid, pending and
 * failed are still to pay, so total owed = paid + pending.
 */
export const OUTSTANDING_PAYMENT_STATUSES = [
  'unpaid',
  'pending',
  'failed',
] as const satisfies readonly PaymentStatus[];
