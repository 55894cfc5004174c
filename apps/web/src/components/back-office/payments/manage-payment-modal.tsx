import { PAYMENT_STATUSES, displayPaymentStatus } from '@stonetool/domain/payments/payment-status';
import type { TPaymentRecord } from '@stonetool/contracts/payments';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../alert';
import { Modal } from '../../modal';
import { TextField } from '../../text-field';
import { SelectField } from '../../select-field';
import type { PaymentFilesScope } from './api/get-payment-files';
import { useUpdatePayment, UPDATE_PAYMENT_FAILED } from './api/update-payment';
import { PaymentFilesList } from './payment-files-list';
import { formatDollars, PAYMENT_STATUS_LABELS } from './payment-format';
import { ReceiptUpload } from './receipt-upload';

const statusOptions = PAYMENT_STATUSES.map((status) => ({
  value: status,
  label: PAYMENT_STATUS_LABELS[status],
}));
/** Suggestions only: the method is free text (spec 03 section 3 gives no list). */
const methodSuggestions = ['ACH', 'Check', 'Wire transfer', 'Credit card'];

/**
 * Manage Payment (spec 03 section 4): any status, with method, reference and notes; the showroom
 * owner uploads receipts here too (`scope` 'own'), the platform admin sees them ('admin').
 * On success the dialog closes and the list refreshes.
 */
export function ManagePaymentModal({
  payment,
  scope = 'own',
  onOpenChange,
  onSaved,
}: {
  payment: TPaymentRecord | null;
  scope?: PaymentFilesScope;
  onOpenChange: (open: boolean) => void;
  onSaved: (message: string) => void;
}) {
  return (
    <Modal
      open={payment !== null}
      onOpenChange={onOpenChange}
      title="Manage Payment"
      description={
        payment
          ? `Order ${payment.order_number} · ${payment.customer_name} · ${formatDollars(payment.wholesale_amount)}`
          : undefined
      }
    >
      {payment ? (
        <ManagePaymentForm
          key={payment.id}
          payment={payment}
          scope={scope}
          onClose={() => onOpenChange(false)}
          onSaved={onSaved}
        />
      ) : null}
    </Modal>
  );
}

function ManagePaymentForm({
  payment,
  scope,
  onClose,
  onSaved,
}: {
  payment: TPaymentRecord;
  scope: PaymentFilesScope;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const listId = useId();
  const notesId = useId();
  const update = useUpdatePayment(scope);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    defaultValues: {
      status: displayPaymentStatus(payment.payment_status),
      method: payment.payment_method ?? '',
      reference: payment.payment_reference ?? '',
      notes: payment.notes ?? '',
    },
  });

  // The form calls this without awaiting: handleSubmit's promise never rejects here, since the
  // mutation reports a failure through its own state.
  const onSubmit = form.handleSubmit((values) => {
    setError(null);
    update.mutate(
      { payment_id: payment.id, ...values },
      {
        onSuccess: (saved) => {
          onSaved(`Payment for order ${saved.order_number} updated`);
          onClose();
        },
        onError: (failure) => setError(failure.message || UPDATE_PAYMENT_FAILED),
      },
    );
  });

  return (
    <div className="space-y-6">
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        {error ? <Alert tone="error">{error}</Alert> : null}
        <SelectField label="Payment Status" options={statusOptions} {...form.register('status')} />
        <TextField
          label="Payment Method"
          list={listId}
          autoComplete="off"
          maxLength={100}
          {...form.register('method')}
        />
        <datalist id={listId}>
          {methodSuggestions.map((method) => (
            <option key={method} value={method} />
          ))}
        </datalist>
        <TextField
          label="Payment Reference"
          autoComplete="off"
          maxLength={200}
          {...form.register('reference')}
        />
        <div>
          <label htmlFor={notesId} className="field-label">
            Notes
          </label>
          <textarea
            id={notesId}
            rows={3}
            maxLength={2000}
            className="field-input"
            {...form.register('notes')}
          />
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save Payment'}
          </button>
        </div>
      </form>
      <section aria-labelledby={`${listId}-receipts`} className="space-y-3 border-t border-stone-200 pt-4">
        <h3 id={`${listId}-receipts`} className="font-semibold text-stone-900">
          Receipts
        </h3>
        {scope === 'own' ? <ReceiptUpload paymentId={payment.id} orderNumber={payment.order_number} /> : null}
        <PaymentFilesList paymentId={payment.id} scope={scope} />
      </section>
    </div>
  );
}
