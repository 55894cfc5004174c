import {
  CUTOUT_LABELS,
  CUTOUT_TYPES,
  cutoutNames,
  type Cutout,
  type CutoutType,
} from '@stonetool/domain/shapes/cutouts';
import { useState } from 'react';
import { SelectField } from '../../components/select-field';
import { LengthField } from './length-field';

const cutoutTypeOptions = CUTOUT_TYPES.map((type) => ({ value: type, label: CUTOUT_LABELS[type] }));

type Props = {
  cutouts: readonly Cutout[];
  /** Why the cutouts cannot be cut, each naming the piece and the cutout. */
  problems: readonly string[];
  onAdd: (type: CutoutType) => void;
  onChange: (index: number, patch: Partial<Cutout>) => void;
  onRemove: (index: number) => void;
};

const SIZE_FIELDS = [
  ['width', 'Width (in)'],
  ['depth', 'Depth (in)'],
  ['x', 'From left (in)'],
  ['y', 'From front (in)'],
] as const;

/**
 * A type card's cutouts (issue 24): each with its type, size and position from the piece's
 * lower-left corner as drawn (left end, front edge), and the reasons any cannot be cut.
 */
export function CutoutsEditor({ cutouts, problems, onAdd, onChange, onRemove }: Props) {
  const [next, setNext] = useState<CutoutType>('undermount_sink');
  const names = cutoutNames(cutouts);
  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="text-base font-semibold text-stone-900">Cutouts</legend>
      {cutouts.map((cutout, index) => (
        <fieldset key={index} className="rounded-md border border-stone-200 p-3">
          <legend className="px-1 text-sm font-semibold text-stone-900">{names[index]}</legend>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-6">
            <CutoutTypeField value={cutout.type} onChange={(type) => onChange(index, { type })} />
            {SIZE_FIELDS.map(([field, label]) => (
              <LengthField
                key={field}
                label={label}
                value={cutout[field]}
                onChange={(value) => onChange(index, { [field]: value })}
              />
            ))}
            <div className="flex items-end">
              <button
                type="button"
                className="btn btn-ghost"
                aria-label={`Remove ${names[index]}`}
                onClick={() => onRemove(index)}
              >
                Remove
              </button>
            </div>
          </div>
        </fieldset>
      ))}
      {problems.length > 0 ? (
        <ul role="alert" className="list-disc pl-5 text-sm text-red-700">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-end gap-2">
        <SelectField
          label="New cutout"
          options={cutoutTypeOptions}
          value={next}
          onChange={(event) => setNext(event.target.value as CutoutType)}
        />
        <button type="button" className="btn btn-secondary" onClick={() => onAdd(next)}>
          Add Cutout
        </button>
      </div>
    </fieldset>
  );
}

function CutoutTypeField({ value, onChange }: { value: CutoutType; onChange: (type: CutoutType) => void }) {
  return (
    <SelectField
      label="Type"
      options={cutoutTypeOptions}
      value={value}
      onChange={(event) => onChange(event.target.value as CutoutType)}
    />
  );
}
