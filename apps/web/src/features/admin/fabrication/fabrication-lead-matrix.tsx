import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import {
  ZSaveFabricationLeadPricingRequest,
  type TFabricationLeadRange,
  type TSaveFabricationLeadPricingRequest,
} from '@stonetool/contracts/fabrication-lead-pricing';
import { displayRange, NEW_FABRICATION_RANGE } from '@stonetool/domain/pricing/fabrication-lead-ranges';
import { Alert } from '../../../components/alert';
import { ActionsHeader, ColumnHeaders, DataTable } from '../../../components/data-table';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { csvText } from '@stonetool/domain/csv-text';
import { downloadCsv } from '../../../lib/csv-file';
import {
  fabricationLeadPricingQueryOptions,
  useFabricationLeadPricing,
} from '../../../lib/get-fabrication-lead-pricing';
import { MatrixToolbar } from './matrix-toolbar';
import { saveFabricationLeadPricing } from './api/fabrication-lead-pricing';

type Message = { tone: 'success' | 'error'; text: string } | null;
type MatrixFields = TSaveFabricationLeadPricingRequest;

/** A typed price as a whole number of dollars from 0 (spec 03 section 5); anything else reads 0. */
const wholeDollars = (text: string) => Math.max(0, Math.trunc(Number(text) || 0));

/** The two prices of a row, as their inputs are named. */
const prices = [
  ['minPrice', 'Minimum'],
  ['maxPrice', 'Maximum'],
] as const;

const fieldsOf = (rows: readonly TFabricationLeadRange[]): MatrixFields => ({
  rows: rows.map(({ stoneType, minPrice, maxPrice }) => ({ stoneType, minPrice, maxPrice })),
});

/**
 * The Fabrication Lead Pricing Matrix (spec 03 sections 2, 3, 5 and 8). Unlike the earlier product
 * it is kept on the server, and Material Mode's checkout shows these ranges. Edit Matrix, Add
 * Stone Type ('New Stone', $30 - $40), remove a row, Save Changes, Cancel (back to the saved
 * copy) and Export CSV; the display range is rebuilt on every price change. The rows being edited
 * are a form checked by the save request's contract, whose first problem (a row without a stone
 * type, a maximum below its minimum, a stone type twice) is the matrix's alert.
 */
export function FabricationLeadMatrix() {
  const matrix = useFabricationLeadPricing();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const form = useForm<MatrixFields>({
    resolver: contractResolver(ZSaveFabricationLeadPricingRequest, (values: MatrixFields) => values),
    defaultValues: { rows: [] },
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'rows' });
  const edited = useWatch({ control: form.control, name: 'rows' });

  if (matrix.isPending) return <p className="text-stone-700">Loading the fabrication matrix...</p>;
  if (matrix.isError) return <Alert tone="error">Failed to load data</Alert>;

  const rows = editing ? edited : matrix.data;
  const errors = form.formState.errors;
  const problem = errors.rows?.message ?? errors.root?.message;
  const setPrice = (index: number, key: 'minPrice' | 'maxPrice', text: string) =>
    form.setValue(`rows.${index}.${key}`, wholeDollars(text));

  // Not awaited by the button: a failure is shown as the matrix's message, so it never rejects.
  const save = form.handleSubmit(async (values) => {
    try {
      const saved = await saveFabricationLeadPricing(values);
      queryClient.setQueryData(fabricationLeadPricingQueryOptions.queryKey, saved);
      setEditing(false);
      setMessage({ tone: 'success', text: 'Fabrication matrix updated successfully!' });
    } catch {
      setMessage({ tone: 'error', text: 'Failed to save fabrication matrix. Please try again.' });
    }
  });

  function exportCsv() {
    downloadCsv(
      'fabrication_lead_pricing_matrix.csv',
      csvText(
        ['Stone Type', 'Min Price per Sq Ft', 'Max Price per Sq Ft', 'Display Range'],
        rows.map((row) => [row.stoneType, row.minPrice, row.maxPrice, displayRange(row)]),
      ),
    );
  }

  return (
    <section aria-labelledby="fabrication-matrix-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="fabrication-matrix-heading" className="text-lg font-semibold text-stone-900">
          Fabrication Lead Pricing Matrix
        </h3>
        <MatrixToolbar
          editing={editing}
          saving={form.formState.isSubmitting}
          editLabel="Edit Matrix"
          addLabel="Add Stone Type"
          onEdit={() => {
            form.reset(fieldsOf(matrix.data));
            setEditing(true);
          }}
          onAdd={() => append({ ...NEW_FABRICATION_RANGE })}
          onSave={() => {
            setMessage(null);
            void save();
          }}
          onCancel={() => setEditing(false)}
          onExport={exportCsv}
        />
      </div>
      {editing && problem ? <Alert tone="error">{problem}</Alert> : null}
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <p className="max-w-3xl text-sm text-stone-700">
        How a fabrication lead works: the customer picks stones and adds fabrication, sees these price ranges
        per square foot, and places an order flagged as a fabrication lead. Our fabricator partners are
        notified and contact the customer within 24-48 hours, and the platform receives payment for the lead.
      </p>
      <DataTable
        label="Fabrication price ranges"
        caption="Fabrication price ranges per square foot by stone type"
        head={
          <>
            <ColumnHeaders labels={['Stone Type', 'Min ($/sq ft)', 'Max ($/sq ft)', 'Display Range']} />
            {editing ? <ActionsHeader /> : null}
          </>
        }
      >
        {editing
          ? fields.map((field, index) => {
              const row = edited[index] ?? field;
              const name = row.stoneType || `row ${index + 1}`;
              return (
                <tr key={field.id}>
                  <td className="px-3 py-2">
                    <input
                      className="field-input min-w-32"
                      aria-label={`Stone type of row ${index + 1}`}
                      {...form.register(`rows.${index}.stoneType`)}
                    />
                  </td>
                  {prices.map(([key, word]) => (
                    <td key={key} className="px-3 py-2">
                      <PriceInput
                        label={`${word} price of ${name}`}
                        value={row[key]}
                        onPrice={(text) => setPrice(index, key, text)}
                      />
                    </td>
                  ))}
                  <td className="px-3 py-2">{displayRange(row)}</td>
                  <td className="px-3 py-2">
                    <button type="button" className="btn btn-secondary" onClick={() => remove(index)}>
                      Remove {name}
                    </button>
                  </td>
                </tr>
              );
            })
          : matrix.data.map((row) => (
              <tr key={row.stoneType}>
                <th scope="row" className="px-3 py-2 font-medium text-stone-900">
                  {row.stoneType}
                </th>
                <td className="px-3 py-2">${row.minPrice}</td>
                <td className="px-3 py-2">${row.maxPrice}</td>
                <td className="px-3 py-2">{row.display}</td>
              </tr>
            ))}
      </DataTable>
    </section>
  );
}

/** A price of a row being edited: whole dollars per sq ft. */
function PriceInput({
  label,
  value,
  onPrice,
}: {
  label: string;
  value: number;
  onPrice: (text: string) => void;
}) {
  return (
    <input
      type="number"
      min={0}
      step={1}
      className="field-input w-24"
      value={value}
      aria-label={label}
      onChange={(event) => onPrice(event.target.value)}
    />
  );
}
