import type { ReactNode } from 'react';
import { TextField } from '../text-field';

/**
 * A figure of a pricing form (a percentage, a dollar amount, a number of slabs) from `min` to its
 * bound, in hundredths unless `step` says otherwise; its text is the draft's, as typed.
 */
export function FigureField({
  label,
  max,
  min = 0,
  step = 0.01,
  hint,
  className,
  value,
  onValue,
}: {
  label: string;
  max?: number;
  min?: number;
  step?: number;
  hint?: string | undefined;
  className?: string;
  /** A number as it is held (a number field keeps a typed '62.' that equals it), or the text typed. */
  value: string | number;
  onValue: (value: string) => void;
}) {
  return (
    <TextField
      label={label}
      type="number"
      inputMode="decimal"
      min={min}
      max={max}
      step={step}
      {...(hint ? { hint } : {})}
      className={className}
      value={value}
      onChange={(event) => onValue(event.target.value)}
    />
  );
}

/** One option of a pricing choice (a strategy, a markup type), with a greyed `hint` beside it. */
export function RadioChoice({
  name,
  checked,
  disabled = false,
  label,
  hint,
  onSelect,
}: {
  name: string;
  checked: boolean;
  disabled?: boolean;
  label: string;
  hint?: string | undefined;
  onSelect: () => void;
}) {
  return (
    <label
      className={`flex min-h-10 items-center gap-2 text-sm ${disabled ? 'text-stone-500' : 'text-stone-800'}`}
    >
      <input type="radio" name={name} checked={checked} disabled={disabled} onChange={onSelect} />
      {label}
      {hint ? <span className="text-stone-600">{hint}</span> : null}
    </label>
  );
}

/** A switch of a pricing row (its brand shown, its markup used, its rule active), labelled beside its box. */
export function CheckboxField({
  label,
  checked,
  className = '',
  onCheck,
}: {
  label: ReactNode;
  checked: boolean;
  className?: string;
  onCheck: (checked: boolean) => void;
}) {
  return (
    <label className={`flex min-h-10 items-center gap-2 ${className}`}>
      <input
        type="checkbox"
        className="size-5"
        checked={checked}
        onChange={(event) => onCheck(event.target.checked)}
      />
      {label}
    </label>
  );
}
