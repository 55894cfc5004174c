import type { TPaymentRecord } from '@stonetool/contracts/payments';
import { useState } from 'react';
import { Alert, LoadFailure } from '../../../components/alert';
import { StatCard } from '../../../components/stat-card';
import { usePayments, type PaymentFilter } from '../../../components/back-office/payments/api/get-payments';
import { useSyncPayments, SYNC_FAILED } from './api/sync-payments';
import { ManagePaymentModal } from '../../../components/back-office/payments/manage-payment-modal';
import { HOW_ORDERS_ARRIVE } from '../../../components/back-office/orders/order-format';
import { PaymentFilterButtons } from '../../../components/back-office/payments/payment-filter-buttons';
import { formatDate, formatDollars } from '../../../components/back-office/payments/payment-format';
import { PaymentStatusBadge } from '../../../components/back-office/payments/payment-status-badge';
import { ViewOrderModal } from '../../../components/back-office/payments/view-order-modal';

type Message = { tone: 'error' | 'success'; text: string } | null;

/**
 * Payments (spec 03 section 2 item 5): what the showroom owes the supplier for each order.
 * Summary cards, All/Unpaid/Pending/Paid filters, the records, Sync Orders, View Order and
 * Manage Payment. A load failure is shown with Retry rather than only logged.
 */
export function PaymentsTab() {
  const [filter, setFilter] = useState<PaymentFilter>('all');
  const payments = usePayments(filter);
  const sync = useSyncPayments();
  const [message, setMessage] = useState<Message>(null);
  const [viewing, setViewing] = useState<TPaymentRecord | null>(null);
  const [managing, setManaging] = useState<TPaymentRecord | null>(null);
  const summary = payments.data?.summary;

  return (
    <div className="mt-4 space-y-6">
      <div className="flex flex-wrap items-center justify-end gap-3">
        <button
          type="button"
          className="btn btn-primary"
          disabled={sync.isPending}
          onClick={() => {
            setMessage(null);
            sync.mutate(undefined, {
              onSuccess: (result) => setMessage({ tone: 'success', text: result.message }),
              onError: (error) => setMessage({ tone: 'error', text: error.message || SYNC_FAILED }),
            });
          }}
        >
          {sync.isPending ? 'Syncing...' : 'Sync Orders'}
        </button>
      </div>
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}

      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {(
          [
            ['Total Orders', summary ? String(summary.total_orders) : '—'],
            ['Total Owed', summary ? formatDollars(summary.total_owed) : '—'],
            ['Paid Amount', summary ? formatDollars(summary.paid_amount) : '—'],
            ['Pending Amount', summary ? formatDollars(summary.pending_amount) : '—'],
          ] as const
        ).map(([label, value]) => (
          <StatCard key={label} label={label} value={value} />
        ))}
      </dl>

      <PaymentFilterButtons filter={filter} onChange={setFilter} />

      {payments.isPending ? <p className="text-stone-700">Loading payments...</p> : null}
      {payments.isError ? (
        <LoadFailure message={payments.error.message} onRetry={() => void payments.refetch()} />
      ) : null}
      {payments.data && payments.data.payments.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 p-6 text-center text-stone-700">
          No payments found
          {/* With no filter, nothing has been ordered yet: say where payment records come from. */}
          {filter === 'all' ? (
            <span className="mt-2 block text-sm">
              Each order gets its supplier payment record here. {HOW_ORDERS_ARRIVE}
            </span>
          ) : null}
        </p>
      ) : null}
      {payments.data && payments.data.payments.length > 0 ? (
        <ul aria-label="Payment records" className="space-y-3">
          {payments.data.payments.map((payment) => (
            <li key={payment.id} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <h3 className="font-semibold break-all text-stone-900">Order {payment.order_number}</h3>
                  <p className="text-sm break-all text-stone-700">
                    {payment.customer_name} · {formatDate(payment.order_date)}
                  </p>
                </div>
                <div className="text-right">
                  <p className="font-semibold text-stone-900">{formatDollars(payment.wholesale_amount)}</p>
                  <PaymentStatusBadge status={payment.payment_status} />
                </div>
              </div>
              <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
                <div className="flex gap-1">
                  <dt className="text-stone-700">Method:</dt>
                  <dd className="break-all text-stone-900">{payment.payment_method ?? 'Not specified'}</dd>
                </div>
                <div className="flex gap-1">
                  <dt className="text-stone-700">Reference:</dt>
                  <dd className="break-all text-stone-900">{payment.payment_reference ?? 'N/A'}</dd>
                </div>
                <div className="flex gap-1">
                  <dt className="text-stone-700">Receipts:</dt>
                  <dd className="text-stone-900">{payment.file_count}</dd>
                </div>
                {payment.notes ? (
                  <div className="flex gap-1 sm:col-span-3">
                    <dt className="text-stone-700">Notes:</dt>
                    <dd className="break-all text-stone-900">{payment.notes}</dd>
                  </div>
                ) : null}
              </dl>
              <div className="mt-3 flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn btn-secondary"
                  aria-label={`View order ${payment.order_number}`}
                  onClick={() => setViewing(payment)}
                >
                  View Order
                </button>
                <button
                  type="button"
                  className="btn btn-secondary"
                  aria-label={`Manage payment for order ${payment.order_number}`}
                  onClick={() => {
                    setMessage(null);
                    setManaging(payment);
                  }}
                >
                  Manage Payment
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}

      <ViewOrderModal payment={viewing} onOpenChange={(open) => (open ? null : setViewing(null))} />
      <ManagePaymentModal
        payment={managing}
        onOpenChange={(open) => (open ? null : setManaging(null))}
        onSaved={(text) => setMessage({ tone: 'success', text })}
      />
    </div>
  );
}
