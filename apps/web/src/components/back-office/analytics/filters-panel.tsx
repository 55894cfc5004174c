import { useId, type ReactNode } from 'react';

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
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1 w-full rounded-md border border-stone-400 bg-white px-3 py-2"
      >
        {allLabel ? <option value="all">{allLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
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
