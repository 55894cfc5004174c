import {
  PAYMENT_STATUSES,
  displayPaymentStatus,
  type PaymentStatus,
} from '@stonetool/domain/payments/payment-status';
import { ZUpdatePaymentRequest, type TPaymentRecord } from '@stonetool/contracts/payments';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { contractField, contractResolver } from '../../../lib/forms/contract-resolver';
import { Alert } from '../../alert';
import { Modal, ModalFormButtons } from '../../modal';
import { FieldError, TextField } from '../../text-field';
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

type PaymentFields = { status: PaymentStatus; method: string; reference: string; notes: string };

/**
 * Manage Payment (spec 03 section 4): any status, with method, reference and notes; the showroom
 * owner uploads receipts here too (`scope` 'own'), the platform admin sees them ('admin').
 * The fields are checked by the update request's contract, one problem at a time beside its
 * field (a method or reference stored longer than the request takes is named before it is sent);
 * on success the dialog closes and the list refreshes.
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
  const request = (values: PaymentFields) => ({ payment_id: payment.id, ...values });
  const form = useForm<PaymentFields>({
    resolver: contractResolver(ZUpdatePaymentRequest, request),
    defaultValues: {
      status: displayPaymentStatus(payment.payment_status),
      method: payment.payment_method ?? '',
      reference: payment.payment_reference ?? '',
      notes: payment.notes ?? '',
    },
    reValidateMode: 'onSubmit',
  });
  const field = contractField(form);
  const notesError = form.formState.errors.notes?.message;

  // The form calls this without awaiting: handleSubmit's promise never rejects here, since the
  // mutation reports a failure through its own state.
  const onSubmit = form.handleSubmit((values) => {
    update.mutate(request(values), {
      onSuccess: (saved) => {
        onSaved(`Payment for order ${saved.order_number} updated`);
        onClose();
      },
      onError: (failure) => form.setError('root', { message: failure.message || UPDATE_PAYMENT_FAILED }),
    });
  });
  const error = form.formState.errors.root?.message;

  return (
    <div className="space-y-6">
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        {error ? <Alert tone="error">{error}</Alert> : null}
        <SelectField label="Payment Status" options={statusOptions} {...field('status')} />
        <TextField
          label="Payment Method"
          list={listId}
          autoComplete="off"
          maxLength={100}
          {...field('method')}
        />
        <datalist id={listId}>
          {methodSuggestions.map((method) => (
            <option key={method} value={method} />
          ))}
        </datalist>
        <TextField label="Payment Reference" autoComplete="off" maxLength={200} {...field('reference')} />
        <div>
          <label htmlFor={notesId} className="field-label">
            Notes
          </label>
          <textarea
            id={notesId}
            rows={3}
            maxLength={2000}
            className="field-input"
            aria-invalid={notesError ? true : undefined}
            aria-describedby={notesError ? `${notesId}-error` : undefined}
            {...form.register('notes')}
          />
          <FieldError id={`${notesId}-error`} error={notesError} announce />
        </div>
        <ModalFormButtons
          submitLabel="Save Payment"
          busyLabel="Saving..."
          busy={update.isPending}
          onCancel={onClose}
        />
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
