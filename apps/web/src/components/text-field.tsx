import { useId, type ComponentPropsWithRef } from 'react';

type Props = ComponentPropsWithRef<'input'> & {
  label: string;
  error?: string | undefined;
  hint?: string;
  /** Marks the label 'required' visibly; the input gets aria-required. */
  requiredMark?: boolean;
  /** The error is announced as an alert (see FieldError). */
  announceError?: boolean;
};

/** A field's label, with the visible 'required' asterisk beside it. */
export function FieldLabel({
  htmlFor,
  label,
  requiredMark,
}: {
  htmlFor: string;
  label: string;
  requiredMark: boolean | undefined;
}) {
  return (
    // The asterisk sits outside the label so the field's accessible name is exactly `label`.
    <div className="flex gap-1">
      <label htmlFor={htmlFor} className="field-label">
        {label}
      </label>
      {requiredMark ? (
        <span className="text-sm text-red-700" aria-hidden="true">
          *
        </span>
      ) : null}
    </div>
  );
}

/**
 * A field's error line; its `id` is what the field's aria-describedby names. `announce` makes it an
 * alert, for a form that shows one problem at a time (two alerts at once would talk over each other).
 */
export function FieldError({
  id,
  error,
  announce,
}: {
  id: string;
  error: string | undefined;
  announce?: boolean;
}) {
  return error ? (
    <p id={id} className="field-error" role={announce ? 'alert' : undefined}>
      {error}
    </p>
  ) : null;
}

/** A labelled input whose error and hint are tied to it for assistive technology. */
export function TextField({
  label,
  error,
  hint,
  requiredMark,
  announceError,
  id,
  className,
  ...input
}: Props) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <FieldLabel htmlFor={inputId} label={label} requiredMark={requiredMark} />
      <input
        id={inputId}
        className="field-input"
        aria-invalid={error ? true : undefined}
        aria-required={requiredMark || undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} announce={announceError} />
    </div>
  );
}
