import type { ReactNode } from 'react';
import { SelectField } from '../../select-field';

/** A labelled select of an analytics screen; `allLabel` adds the first option, 'all', that filters nothing. */
export function FilterSelect({
  label,
  value,
  allLabel,
  options,
  onChange,
}: {
  label: string;
  value: string;
  allLabel?: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <SelectField
      label={label}
      options={allLabel ? [{ value: 'all', label: allLabel }, ...options] : options}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/**
 * The Filters panel that the Filters button of an analytics screen opens (spec 03 section 2): its three
 * selects over Clear Filters. `id` is what the button's aria-controls names.
 */
export function FiltersPanel({
  id,
  onClear,
  children,
}: {
  id: string;
  onClear: () => void;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-label="Filters"
      className="grid grid-cols-1 gap-3 rounded-lg border border-stone-200 bg-white p-4 sm:grid-cols-3"
    >
      {children}
      <div className="sm:col-span-3">
        <button type="button" className="btn btn-secondary" onClick={onClear}>
          Clear Filters
        </button>
      </div>
    </section>
  );
}
