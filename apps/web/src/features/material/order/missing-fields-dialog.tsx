import { Modal } from '../../../components/modal';

type Props = { missing: readonly string[]; open: boolean; onOpenChange: (open: boolean) => void };

/** 'Required Fields Missing' (spec 01 section 5): every field still to fill, by its label. */
export function MissingFieldsDialog({ missing, open, onOpenChange }: Props) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={() => firstMissingControl(missing)}
      title="Required Fields Missing"
      description="Please complete the following before submitting the order:"
    >
      <ul className="list-inside list-disc space-y-1 text-stone-900" aria-label="Missing fields">
        {missing.map((entry) => (
          <li key={entry}>{entry}</li>
        ))}
      </ul>
      <div className="mt-6 flex justify-end">
        <button type="button" className="btn btn-primary" onClick={() => onOpenChange(false)}>
          OK
        </button>
      </div>
    </Modal>
  );
}

/** The control of the first missing field, so the keyboard continues where the form needs it. */
function firstMissingControl(missing: readonly string[]): HTMLElement | null {
  const first = missing[0];
  if (!first) return null;
  if (first === 'Delivery Method')
    return document.querySelector<HTMLElement>('input[name="details.deliveryMethod"]');
  const label = Array.from(document.querySelectorAll('label')).find((entry) => entry.textContent === first);
  return label?.control ?? null;
}
