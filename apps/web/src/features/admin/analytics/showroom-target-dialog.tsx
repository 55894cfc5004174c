import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/alert';
import { Modal } from '../../../components/modal';

/** Set Target of the Showrooms tab: one showroom's revenue target for the period, in dollars. */
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
  const inputId = useId();
  const [value, setValue] = useState(currentTarget === undefined ? '' : String(currentTarget));
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const number = Number(value);
    if (value.trim() === '' || !Number.isFinite(number)) {
      setError('Target value must be a number');
      return;
    }
    try {
      await onSave(number);
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Failed to save target');
    }
  };

  return (
    <Modal
      open={showroomName !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Revenue target: ${showroomName ?? ''}`}
    >
      <form className="space-y-4" onSubmit={(event) => void submit(event)}>
        <div>
          <label htmlFor={inputId} className="block text-sm font-medium text-stone-800">
            Revenue target ($)
          </label>
          <input
            id={inputId}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            className="mt-1 w-full rounded-md border border-stone-400 px-3 py-2"
          />
        </div>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {saving ? 'Saving...' : 'Save'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
