import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TFabricationLeadRange } from '@stonetool/contracts/fabrication-lead-pricing';
import { displayRange, NEW_FABRICATION_RANGE } from '@stonetool/domain/pricing/fabrication-lead-ranges';
import { Alert } from '../../../components/alert';
import { csvText } from '@stonetool/domain/csv-text';
import { downloadCsv } from '../../../lib/csv-file';
import {
  fabricationLeadPricingQueryOptions,
  useFabricationLeadPricing,
} from '../../../lib/get-fabrication-lead-pricing';
import { MatrixToolbar } from './matrix-toolbar';
import { saveFabricationLeadPricing } from './api/fabrication-lead-pricing';

type Message = { tone: 'success' | 'error'; text: string } | null;

/** A typed price as a whole number of dollars from 0 (spec 03 section 5); anything else reads 0. */
const wholeDollars = (text: string) => Math.max(0, Math.trunc(Number(text) || 0));

/**
 * The Fabrication Lead Pricing Matrix (spec 03 sections 2, 3, 5 and 8). Unlike the earlier product
 * it is kept on the server, and Material Mode's checkout shows these ranges. Edit Matrix, Add
 * Stone Type ('New Stone', $30 - $40), remove a row, Save Changes, Cancel (back to the saved
 * copy) and Export CSV; the display range is rebuilt on every price change.
 */
export function FabricationLeadMatrix() {
  const matrix = useFabricationLeadPricing();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<TFabricationLeadRange[] | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const [saving, setSaving] = useState(false);

  if (matrix.isPending) return <p className="text-stone-700">Loading the fabrication matrix...</p>;
  if (matrix.isError) return <Alert tone="error">Failed to load data</Alert>;

  const rows = draft ?? matrix.data;
  const editing = draft !== null;
  const change = (index: number, update: Partial<TFabricationLeadRange>) =>
    setDraft((current) =>
      (current ?? []).map((row, i) => {
        if (i !== index) return row;
        const next = { ...row, ...update };
        return { ...next, display: displayRange(next) };
      }),
    );

  async function save(current: TFabricationLeadRange[]) {
    setSaving(true);
    try {
      const saved = await saveFabricationLeadPricing({
        rows: current.map(({ stoneType, minPrice, maxPrice }) => ({ stoneType, minPrice, maxPrice })),
      });
      queryClient.setQueryData(fabricationLeadPricingQueryOptions.queryKey, saved);
      setDraft(null);
      setMessage({ tone: 'success', text: 'Fabrication matrix updated successfully!' });
    } catch {
      setMessage({ tone: 'error', text: 'Failed to save fabrication matrix. Please try again.' });
    } finally {
      setSaving(false);
    }
  }

  function exportCsv() {
    downloadCsv(
      'fabrication_lead_pricing_matrix.csv',
      csvText(
        ['Stone Type', 'Min Price per Sq Ft', 'Max Price per Sq Ft', 'Display Range'],
        rows.map((row) => [row.stoneType, row.minPrice, row.maxPrice, row.display]),
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
          saving={saving}
          editLabel="Edit Matrix"
          addLabel="Add Stone Type"
          onEdit={() => setDraft(matrix.data)}
          onAdd={() =>
            setDraft([...rows, { ...NEW_FABRICATION_RANGE, display: displayRange(NEW_FABRICATION_RANGE) }])
          }
          onSave={() => void save(rows)}
          onCancel={() => setDraft(null)}
          onExport={exportCsv}
        />
      </div>
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <p className="max-w-3xl text-sm text-stone-700">
        How a fabrication lead works: the customer picks stones and adds fabrication, sees these price ranges
        per square foot, and places an order flagged as a fabrication lead. Our fabricator partners are
        notified and contact the customer within 24-48 hours, and the platform receives payment for the lead.
      </p>
      <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">Fabrication price ranges per square foot by stone type</caption>
          <thead className="bg-stone-50 text-stone-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Stone Type
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Min ($/sq ft)
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Max ($/sq ft)
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Display Range
              </th>
              {editing ? (
                <th scope="col" className="px-3 py-2 font-semibold">
                  <span className="sr-only">Actions</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {rows.map((row, index) => (
              <tr key={index}>
                {editing ? (
                  <>
                    <td className="px-3 py-2">
                      <input
                        className="field-input min-w-32"
                        value={row.stoneType}
                        aria-label={`Stone type of row ${index + 1}`}
                        onChange={(event) => change(index, { stoneType: event.target.value })}
                      />
                    </td>
                    <td className="px-3 py-2">
                      <input
                        type="number"
                        min={0}
                        step={1}
                        className="field-input w-24"
                        value={row.minPrice}
                        aria-label={`Minimum price of ${row.stoneType || `row ${index + 1}`}`}
                        onChange={(event) => change(index, { minPrice: wholeDollars(event.target.value) })}
                      />
                    </td>
                    <td className="px-3 py-2">
                      <input
                        type="number"
                        min={0}
                        step={1}
                        className="field-input w-24"
                        value={row.maxPrice}
                        aria-label={`Maximum price of ${row.stoneType || `row ${index + 1}`}`}
                        onChange={(event) => change(index, { maxPrice: wholeDollars(event.target.value) })}
                      />
                    </td>
                  </>
                ) : (
                  <>
                    <th scope="row" className="px-3 py-2 font-medium text-stone-900">
                      {row.stoneType}
                    </th>
                    <td className="px-3 py-2">${row.minPrice}</td>
                    <td className="px-3 py-2">${row.maxPrice}</td>
                  </>
                )}
                <td className="px-3 py-2">{row.display}</td>
                {editing ? (
                  <td className="px-3 py-2">
                    <button
                      type="button"
                      className="btn btn-secondary"
                      onClick={() => setDraft((current) => (current ?? []).filter((_, i) => i !== index))}
                    >
                      Remove {row.stoneType || `row ${index + 1}`}
                    </button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
