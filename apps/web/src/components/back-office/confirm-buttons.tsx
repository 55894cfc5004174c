/**
 * The two buttons of a dialog that confirms something that cannot be undone: the red one that does
 * it (`busyLabel` while it runs) and Cancel.
 */
export function ConfirmButtons({
  label,
  busyLabel,
  busy,
  onConfirm,
  onCancel,
}: {
  label: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="mt-4 flex flex-wrap gap-3">
      <button
        type="button"
        className="btn bg-red-700 text-white hover:bg-red-800"
        disabled={busy}
        onClick={onConfirm}
      >
        {busy ? busyLabel : label}
      </button>
      <button type="button" className="btn btn-secondary" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
