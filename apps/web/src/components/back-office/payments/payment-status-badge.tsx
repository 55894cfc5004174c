import { displayPaymentStatus, type PaymentStatus } from '@stonetool/domain/payments/payment-status';
import { PAYMENT_STATUS_LABELS } from './payment-format';

const tones: Record<PaymentStatus, string> = {
  unpaid: 'bg-stone-100 text-stone-800 border-stone-300',
  pending: 'bg-amber-50 text-amber-900 border-amber-300',
  paid: 'bg-emerald-50 text-emerald-900 border-emerald-300',
  failed: 'bg-red-50 text-red-800 border-red-300',
  refunded: 'bg-sky-50 text-sky-900 border-sky-300',
};

/** A payment's status as a badge; an unknown value reads Unpaid (spec 03 section 4). */
export function PaymentStatusBadge({ status }: { status: string }) {
  const known = displayPaymentStatus(status);
  return (
    <span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold ${tones[known]}`}>
      {PAYMENT_STATUS_LABELS[known]}
    </span>
  );
}
