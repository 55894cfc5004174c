import {
  FILTER_CASCADE,
  type CatalogFilters,
  type FilterChoices,
  type FilterField,
} from '../../lib/catalog-query';
import { SelectField } from '../select-field';

const FILTER_LABELS: Record<FilterField, { label: string; all: string }> = {
  brand: { label: 'Brand', all: 'All brands' },
  type: { label: 'Type', all: 'All types' },
  finish: { label: 'Finish', all: 'All finishes' },
  thickness: { label: 'Thickness', all: 'All thicknesses' },
};

/** The brand → type → finish → thickness selects of the catalog's filter bar, each with its choices. */
export function CatalogFilterSelects({
  filters,
  choices,
  onChoose,
}: {
  filters: CatalogFilters;
  choices: FilterChoices;
  onChoose: (field: FilterField, value: string) => void;
}) {
  return FILTER_CASCADE.map((field) => (
    <SelectField
      key={field}
      label={FILTER_LABELS[field].label}
      value={filters[field]}
      onChange={(event) => onChoose(field, event.target.value)}
      options={[
        { value: '', label: FILTER_LABELS[field].all },
        ...choices[field].map((value) => ({ value, label: value })),
      ]}
    />
  ));
}
