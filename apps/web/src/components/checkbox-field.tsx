import { useId } from 'react';

/** A checkbox with its label beside it and, when given, a hint under the label that describes it. */
export function CheckboxField({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: string | undefined;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-5 shrink-0 accent-[var(--brand-primary)]"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-stone-900">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-stone-600">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
