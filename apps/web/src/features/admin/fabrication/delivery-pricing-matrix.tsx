import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TDeliveryRule } from '@stonetool/contracts/admin-delivery-pricing';
import type { DeliveryPricingType } from '@stonetool/domain/pricing/delivery';
import { brandsWithoutDeliveryRule, deliveryBrandChoices } from '@stonetool/domain/pricing/delivery-coverage';
import { Alert } from '../../../components/alert';
import { CheckboxField, FigureField } from '../../../components/back-office/pricing-fields';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useStatusMessage } from '../../../lib/use-status-message';
import { csvText } from '@stonetool/domain/csv-text';
import { downloadCsv } from '../../../lib/csv-file';
import {
  deleteDeliveryRule,
  deliveryRulesQueryOptions,
  saveDeliveryRule,
  useDeliveryRules,
} from './api/delivery-rules';
import { useWholesaleReference } from '../pricing/api/wholesale-pricing';
import { MatrixToolbar } from './matrix-toolbar';
import { changeType, describeRule, matrixProblem, newRule } from './delivery-rule-draft';

const typeLabels: Record<DeliveryPricingType, string> = {
  flat_rate: 'Flat rate',
  per_slab: 'Per slab',
  tiered: 'Tiered',
  free: 'Free',
};

const typeOptions = Object.entries(typeLabels).map(([value, label]) => ({ value, label }));

const numberOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/**
 * The Delivery Pricing Matrix (spec 03 sections 2, 4, 5 and 8): brand rules in view mode, and in
 * edit mode inputs per row with Add Brand, remove and Save Changes. Save checks the rows in order
 * and stops at the first failure, then saves every row at once (new rows created, others
 * replaced); Cancel brings back the last saved rules. A rule's brand is picked from the catalog's
 * brands (a typed one that matched no stone never applied), and catalog brands without a rule are
 * named, since their slabs are delivered free.
 */
export function DeliveryPricingMatrix() {
  const rules = useDeliveryRules();
  const catalogBrands = useWholesaleReference().data?.brands ?? [];
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<TDeliveryRule[] | null>(null);
  const [message, setMessage] = useStatusMessage();
  const [saving, setSaving] = useState(false);

  if (rules.isPending) return <p className="text-stone-700">Loading delivery pricing...</p>;
  if (rules.isError) return <Alert tone="error">Failed to load delivery pricing</Alert>;

  const rows = draft ?? rules.data;
  const editing = draft !== null;
  const update = (id: string, change: (rule: TDeliveryRule) => TDeliveryRule) =>
    setDraft((current) => current?.map((rule) => (rule.id === id ? change(rule) : rule)) ?? null);

  async function save(current: TDeliveryRule[]) {
    const problem = matrixProblem(current);
    if (problem) {
      setMessage({ tone: 'error', text: problem });
      return;
    }
    setSaving(true);
    try {
      const results = await Promise.allSettled(current.map((rule) => saveDeliveryRule(rule)));
      const failed = results.filter((result) => result.status === 'rejected').length;
      await queryClient.invalidateQueries({ queryKey: deliveryRulesQueryOptions.queryKey });
      if (failed > 0) {
        setMessage({ tone: 'error', text: `Failed to save ${failed} pricing rules` });
        return;
      }
      setDraft(null);
      setMessage({ tone: 'success', text: 'All delivery pricing rules saved successfully!' });
    } catch {
      setMessage({ tone: 'error', text: 'Failed to save delivery pricing' });
    } finally {
      setSaving(false);
    }
  }

  async function remove(rule: TDeliveryRule) {
    if (rule.id.startsWith('new-')) {
      setDraft((current) => current?.filter((row) => row.id !== rule.id) ?? null);
      return;
    }
    if (!window.confirm(`Remove the delivery pricing for ${rule.brand}?`)) return;
    try {
      await deleteDeliveryRule(rule.id);
      setDraft((current) => current?.filter((row) => row.id !== rule.id) ?? null);
      await queryClient.invalidateQueries({ queryKey: deliveryRulesQueryOptions.queryKey });
      setMessage({ tone: 'success', text: `${rule.brand} delivery pricing removed` });
    } catch {
      setMessage({ tone: 'error', text: 'Failed to remove pricing rule' });
    }
  }

  function exportCsv() {
    const text = csvText(
      [
        'Brand',
        'Pricing Type',
        'Flat Rate',
        'Per Slab',
        'Tier 1 Max Slabs',
        'Tier 1 Amount',
        'Tier 2 Min Slabs',
        'Tier 2 Amount',
        'Active',
        'Notes',
      ],
      rows.map((rule) => [
        rule.brand,
        rule.pricing_type,
        rule.flat_rate_amount,
        rule.per_slab_amount,
        rule.tier_1_max_slabs,
        rule.tier_1_amount,
        rule.tier_2_min_slabs,
        rule.tier_2_amount,
        rule.is_active ? 'yes' : 'no',
        rule.notes,
      ]),
    );
    downloadCsv('delivery_pricing_matrix.csv', text);
  }

  return (
    <section aria-labelledby="delivery-matrix-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="delivery-matrix-heading" className="text-lg font-semibold text-stone-900">
          Delivery Pricing Matrix
        </h3>
        <MatrixToolbar
          editing={editing}
          saving={saving}
          editLabel="Edit Pricing"
          addLabel="Add Brand"
          onEdit={() => setDraft(rules.data)}
          onAdd={() => setDraft([...rows, newRule()])}
          onSave={() => void save(rows)}
          onCancel={() => setDraft(null)}
          onExport={exportCsv}
        />
      </div>
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <ul className="list-disc space-y-1 pl-5 text-sm text-stone-700">
        <li>Flat rate: one price per shipment of the brand, whatever the number of slabs.</li>
        <li>Per slab: the amount times the number of slabs of the brand.</li>
        <li>
          Tiered: one price up to the tier 1 maximum, another from the tier 2 minimum (for example $200 for
          1–4 slabs and free for 5 or more).
        </li>
        <li>Free: no delivery charge for the brand.</li>
      </ul>
      {rows.length === 0 ? <p className="text-stone-700">No delivery pricing rules yet.</p> : null}
      <UnpricedBrands
        brands={brandsWithoutDeliveryRule(
          catalogBrands,
          rows.map((rule) => ({ brand: rule.brand, isActive: rule.is_active })),
        )}
      />
      <ul className="grid gap-3 md:grid-cols-2">
        {rows.map((rule) => (
          <li key={rule.id} className="card p-4">
            {editing ? (
              <RuleEditor
                rule={rule}
                brands={deliveryBrandChoices(
                  catalogBrands,
                  rows.filter((other) => other.id !== rule.id).map((other) => other.brand),
                  rule.brand,
                )}
                onChange={(change) => update(rule.id, change)}
                onRemove={() => void remove(rule)}
              />
            ) : (
              <>
                <div className="flex items-start justify-between gap-2">
                  <h4 className="font-semibold break-words text-stone-900">{rule.brand}</h4>
                  <span className="text-sm text-stone-700">{rule.is_active ? 'Active' : 'Inactive'}</span>
                </div>
                <p className="mt-1 text-sm text-stone-800">
                  {typeLabels[rule.pricing_type]}: {describeRule(rule)}
                </p>
                {rule.notes ? <p className="mt-1 text-sm break-words text-stone-600">{rule.notes}</p> : null}
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The catalog brands no active rule prices. Plain text, not a live region: it changes with every
 * row added or removed, and the save messages are the ones to announce.
 */
function UnpricedBrands({ brands }: { brands: string[] }) {
  if (brands.length === 0) return null;
  return (
    <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      No delivery rule for {brands.join(', ')}: {brands.length === 1 ? 'its' : 'their'} slabs are delivered
      free of charge. Use Add Brand to price {brands.length === 1 ? 'it' : 'them'}.
    </p>
  );
}

function RuleEditor({
  rule,
  brands,
  onChange,
  onRemove,
}: {
  rule: TDeliveryRule;
  /** The brands this row may name: the catalog's, less those other rows price. */
  brands: string[];
  onChange: (change: (rule: TDeliveryRule) => TDeliveryRule) => void;
  onRemove: () => void;
}) {
  const name = rule.brand || 'new brand';
  const set = (patch: Partial<TDeliveryRule>) => onChange((current) => ({ ...current, ...patch }));
  const figureField = (
    label: string,
    key:
      | 'flat_rate_amount'
      | 'per_slab_amount'
      | 'tier_1_amount'
      | 'tier_2_amount'
      | 'tier_1_max_slabs'
      | 'tier_2_min_slabs',
  ) => {
    const slabs = key === 'tier_1_max_slabs' || key === 'tier_2_min_slabs';
    return (
      <FigureField
        label={label}
        min={slabs ? 1 : 0}
        step={slabs ? 1 : 0.01}
        value={rule[key] ?? ''}
        onValue={(text) => set({ [key]: numberOrNull(text) })}
      />
    );
  };
  return (
    <fieldset className="space-y-3">
      <legend className="sr-only">Delivery pricing for {name}</legend>
      <SelectField
        label="Brand"
        options={[
          { value: '', label: 'Choose a brand' },
          ...brands.map((brand) => ({ value: brand, label: brand })),
        ]}
        value={rule.brand}
        onChange={(event) => set({ brand: event.target.value })}
      />
      <SelectField
        label="Pricing Type"
        options={typeOptions}
        value={rule.pricing_type}
        onChange={(event) =>
          onChange((current) => changeType(current, event.target.value as DeliveryPricingType))
        }
      />
      {rule.pricing_type === 'flat_rate' ? figureField('Flat Rate Amount ($)', 'flat_rate_amount') : null}
      {rule.pricing_type === 'per_slab' ? figureField('Per-Slab Amount ($)', 'per_slab_amount') : null}
      {rule.pricing_type === 'tiered' ? (
        <div className="grid grid-cols-2 gap-3">
          {figureField('Tier 1 Max Slabs', 'tier_1_max_slabs')}
          {figureField('Tier 1 Amount ($)', 'tier_1_amount')}
          {figureField('Tier 2 Min Slabs', 'tier_2_min_slabs')}
          {figureField('Tier 2 Amount ($)', 'tier_2_amount')}
        </div>
      ) : null}
      <CheckboxField
        label="Active"
        className="text-sm text-stone-800"
        checked={rule.is_active}
        onCheck={(is_active) => set({ is_active })}
      />
      <TextField
        label="Notes"
        value={rule.notes ?? ''}
        onChange={(event) => set({ notes: event.target.value || null })}
      />
      <button type="button" className="btn btn-secondary" onClick={onRemove}>
        Remove {name}
      </button>
    </fieldset>
  );
}
