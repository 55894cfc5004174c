import type { NormalizedStone } from '@stonetool/domain/estimate/types';
import { useId, useMemo, useState } from 'react';
import {
  acceptColor,
  cascadeOptions,
  changeStoneField,
  type CascadeField,
  type StoneSelection,
} from './stone-cascade';

/** A select's options with its current value first when the list lacks it (an imported value). */
export const withCurrent = (options: readonly string[], value: string): readonly string[] =>
  value === '' || options.includes(value) ? options : [value, ...options];

export const NO_STONES_MATCH = 'No stones match your current selection. Please adjust your filters.';

const SELECT_LABELS: Record<Exclude<CascadeField, 'color'>, string> = {
  brand: 'Brand',
  type: 'Stone Type',
  finish: 'Finish',
  slabSize: 'Slab Size',
  thickness: 'Thickness',
};

type Props = {
  selection: StoneSelection;
  catalogue: readonly NormalizedStone[];
  onChange: (next: StoneSelection) => void;
  /** Names the fields for assistive technology when several cards are on the page. */
  context: string;
  /** The catalogue is still loading: no count and no "No stones match" yet. */
  loading?: boolean;
};

function CascadeSelect({
  field,
  value,
  options,
  onSelect,
  context,
}: {
  field: Exclude<CascadeField, 'color'>;
  value: string;
  options: string[];
  onSelect: (value: string) => void;
  context: string;
}) {
  const id = useId();
  const label = SELECT_LABELS[field];
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
        <span className="sr-only"> ({context})</span>
      </label>
      <select
        id={id}
        className="field-input"
        value={value}
        onChange={(event) => onSelect(event.target.value)}
      >
        <option value="">Select {label}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {field === 'slabSize' ? `${option}"` : option}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Stone Details: Brand, Stone Type, Color (type-ahead), Finish, Slab Size and Thickness, each
 * narrowed by the fields above it, with the edit cascade and auto-fill of spec 02 section 4.
 */
export function StoneFields({ selection, catalogue, onChange, context, loading = false }: Props) {
  const { options, matches } = useMemo(() => cascadeOptions(catalogue, selection), [catalogue, selection]);
  const change = (field: CascadeField, value: string) =>
    onChange(changeStoneField(catalogue, selection, field, value));
  const colorId = useId();
  const listId = useId();
  // What is being typed; null shows the committed colour.
  const [typedColor, setTypedColor] = useState<string | null>(null);

  const commitColor = (typed: string) => {
    const accepted = acceptColor(typed, options.color, selection.color);
    setTypedColor(null);
    if (accepted !== selection.color) change('color', accepted);
  };

  const select = (field: Exclude<CascadeField, 'color'>) => (
    <CascadeSelect
      field={field}
      value={selection[field]}
      options={options[field]}
      onSelect={(value) => change(field, value)}
      context={context}
    />
  );

  return (
    <fieldset className="min-w-0">
      <legend className="text-base font-semibold text-stone-900">Stone Details</legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {select('brand')}
        {select('type')}
        <div>
          <label htmlFor={colorId} className="field-label">
            Color<span className="sr-only"> ({context})</span>
          </label>
          <input
            id={colorId}
            className="field-input"
            list={listId}
            autoComplete="off"
            placeholder="Type to search colors"
            value={typedColor ?? selection.color}
            onChange={(event) => {
              const value = event.target.value;
              setTypedColor(value);
              // Picking from the list commits at once; free typing is judged when the field is left.
              if (options.color.includes(value)) commitColor(value);
            }}
            onBlur={(event) => commitColor(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                commitColor(event.currentTarget.value);
              }
            }}
          />
          <datalist id={listId}>
            {options.color.map((option) => (
              <option key={option} value={option} />
            ))}
          </datalist>
        </div>
        {select('finish')}
        {select('slabSize')}
        {select('thickness')}
      </div>
      <p className="mt-2 text-sm text-stone-700" aria-live="polite">
        {loading ? (
          'Loading stones...'
        ) : matches.length === 0 ? (
          <span className="text-red-700">{NO_STONES_MATCH}</span>
        ) : (
          `${matches.length} matching ${matches.length === 1 ? 'option' : 'options'}`
        )}
        {selection.stone ? (
          <>
            {' · '}
            <span className="font-medium text-stone-900">{selection.stone}</span>
          </>
        ) : null}
      </p>
    </fieldset>
  );
}
