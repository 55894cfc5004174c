import { useId, type ComponentPropsWithRef } from 'react';
import { FieldError, FieldLabel } from './text-field';

type Props = ComponentPropsWithRef<'select'> & {
  label: string;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
  requiredMark?: boolean;
  /** The error is announced as an alert (see FieldError). */
  announceError?: boolean;
};

/** A labelled select whose error is tied to it for assistive technology (the select twin of TextField). */
export function SelectField({
  label,
  options,
  error,
  requiredMark,
  announceError,
  id,
  className,
  ...select
}: Props) {
  const generated = useId();
  const selectId = id ?? generated;
  const errorId = `${selectId}-error`;
  return (
    <div className={className}>
      <FieldLabel htmlFor={selectId} label={label} requiredMark={requiredMark} />
      <select
        id={selectId}
        className="field-input"
        aria-invalid={error ? true : undefined}
        aria-required={requiredMark || undefined}
        aria-describedby={error ? errorId : undefined}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} error={error} announce={announceError} />
    </div>
  );
}
