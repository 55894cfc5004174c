import { useId } from 'react';
import { FieldError } from '../../components/text-field';
import { useAdminShowrooms } from './api/get-admin-showrooms';

/** The admin's choice of the showroom a pricing tab works on; empty until one is picked. */
export function ShowroomSelect({
  value,
  onChange,
  label = 'Showroom',
  error,
}: {
  value: string;
  onChange: (showroomId: string) => void;
  label?: string;
  error?: string | undefined;
}) {
  const showrooms = useAdminShowrooms();
  const id = useId();
  return (
    <div className="max-w-md">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select
        id={id}
        className="field-input w-full"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        disabled={!showrooms.data}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{showrooms.isError ? 'Failed to load data' : 'Select a showroom'}</option>
        {(showrooms.data ?? []).map((showroom) => (
          <option key={showroom.id} value={showroom.id}>
            {showroom.name}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} announce />
    </div>
  );
}
