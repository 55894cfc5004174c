import { ZSaveShowroomTargetRequest } from '@stonetool/contracts/analytics';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/alert';
import { Modal, ModalFormButtons } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { targetValueOf } from '../../../components/back-office/analytics/targets-panel';
import { contractResolver } from '../../../lib/forms/contract-resolver';

/** The value of the showroom target request; the screen adds the showroom and the period. */
const ZTargetValue = ZSaveShowroomTargetRequest.pick({ target_value: true });

/**
 * Set Target of the Showrooms tab: one showroom's revenue target for the period, in dollars,
 * checked by the showroom target request's value rule.
 */
export function ShowroomTargetDialog({
  showroomName,
  currentTarget,
  saving,
  onSave,
  onClose,
}: {
  showroomName: string | null;
  currentTarget: number | undefined;
  saving: boolean;
  onSave: (value: number) => Promise<void>;
  onClose: () => void;
}) {
  const form = useForm<{ value: string }>({
    resolver: contractResolver(ZTargetValue, ({ value }) => ({ target_value: targetValueOf(value) }), {
      fieldOf: { target_value: 'value' },
    }),
    defaultValues: { value: currentTarget === undefined ? '' : String(currentTarget) },
    reValidateMode: 'onSubmit',
  });
  const error = form.formState.errors.value?.message ?? form.formState.errors.root?.message;

  // Not awaited: a refusal is caught here and shown in the dialog, so the promise never rejects.
  const submit = form.handleSubmit(async ({ value }) => {
    try {
      await onSave(targetValueOf(value));
      onClose();
    } catch (failure) {
      form.setError('root', {
        message: failure instanceof Error ? failure.message : 'Failed to save target',
      });
    }
  });

  return (
    <Modal
      open={showroomName !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Revenue target: ${showroomName ?? ''}`}
    >
      <form noValidate className="space-y-4" onSubmit={(event) => void submit(event)}>
        <TextField
          label="Revenue target ($)"
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          {...form.register('value')}
        />
        {error ? <Alert tone="error">{error}</Alert> : null}
        <ModalFormButtons submitLabel="Save" busyLabel="Saving..." busy={saving} onCancel={onClose} />
      </form>
    </Modal>
  );
}
