import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  ZUpdateSpecialPricingRequest,
  type TSpecialPricingRule,
  type TUpdateSpecialPricingRequest,
} from '@stonetool/contracts/admin-special-pricing';
import { Alert } from '../../../components/alert';
import { ColumnHeaders, DataTable, EditDeleteButtons } from '../../../components/data-table';
import { contractField, contractResolver } from '../../../lib/forms/contract-resolver';
import { optionalNumber } from '../../../lib/forms/form-text';
import { useStatusMessage } from '../../../lib/use-status-message';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { useStones } from '../../../lib/get-stones';
import {
  useCreateSpecialPricing,
  useDeleteSpecialPricing,
  useSpecialPricing,
  useUpdateSpecialPricing,
} from './api/special-pricing';
import { DiscountPercentField, MaxUsesField } from './special-pricing-fields';
import { CreateSpecialPricingForm } from './special-pricing-form';

const statusTone = {
  Active: 'bg-emerald-100 text-emerald-900',
  Expired: 'bg-stone-200 text-stone-800',
  'Used Up': 'bg-amber-100 text-amber-900',
} as const;

function narrowing(rule: TSpecialPricingRule): string {
  return [rule.color ?? 'All colors', rule.thickness, rule.finish].filter(Boolean).join(' · ');
}

/**
 * Admin Special Pricing tab (spec 03 sections 2, 4, 5 and 8): the table of rules with their
 * status, a create dialog, an edit dialog (showroom, brand, color, thickness and finish locked) and
 * delete behind a confirmation.
 */
export function SpecialPricingTab() {
  const rules = useSpecialPricing();
  const stones = useStones(true);
  const create = useCreateSpecialPricing();
  const remove = useDeleteSpecialPricing();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<TSpecialPricingRule | null>(null);
  const [deleting, setDeleting] = useState<TSpecialPricingRule | null>(null);
  const [createError, setCreateError] = useState<string | null>(null);
  const [message, setMessage] = useStatusMessage();

  return (
    <div className="space-y-4">
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => {
          setCreateError(null);
          setCreating(true);
        }}
      >
        Create Special Pricing
      </button>
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      {rules.isPending ? (
        <p className="text-stone-700">Loading special pricing...</p>
      ) : rules.isError ? (
        <Alert tone="error">Failed to load special pricing</Alert>
      ) : rules.data.length === 0 ? (
        <p className="text-stone-700">No special pricing yet.</p>
      ) : (
        <DataTable
          label="Special pricing"
          caption="Special pricing rules"
          head={
            <ColumnHeaders
              labels={[
                'Showroom',
                'Stone',
                'Discount',
                'Uses',
                'Valid Until',
                'Promo Code',
                'Status',
                'Actions',
              ]}
            />
          }
        >
          {rules.data.map((rule) => (
            <tr key={rule.id}>
              <td className="px-3 py-3 break-words">{rule.showroom_name}</td>
              <td className="px-3 py-3">
                <div className="font-medium text-stone-900">{rule.brand}</div>
                <div className="text-stone-600">{narrowing(rule)}</div>
              </td>
              <td className="px-3 py-3">{rule.special_discount_percent}%</td>
              <td className="px-3 py-3 whitespace-nowrap">
                {rule.current_uses} / {rule.max_uses ?? 'Unlimited'}
              </td>
              <td className="px-3 py-3 whitespace-nowrap">
                {new Date(rule.valid_until).toLocaleDateString()}
              </td>
              <td className="px-3 py-3">{rule.promo_code ?? '—'}</td>
              <td className="px-3 py-3">
                <span className={`rounded-full px-2 py-1 text-xs font-semibold ${statusTone[rule.status]}`}>
                  {rule.status}
                </span>
              </td>
              <td className="px-3 py-3">
                <EditDeleteButtons
                  name={`special pricing ${rule.brand} for ${rule.showroom_name}`}
                  onEdit={() => setEditing(rule)}
                  onDelete={() => setDeleting(rule)}
                />
              </td>
            </tr>
          ))}
        </DataTable>
      )}

      <Modal open={creating} onOpenChange={setCreating} title="Create Special Pricing" size="wide">
        {createError ? <Alert tone="error">{createError}</Alert> : null}
        <CreateSpecialPricingForm
          stones={stones.data ?? []}
          pending={create.isPending}
          onSubmit={(body) =>
            create.mutate(body, {
              onSuccess: () => {
                setCreating(false);
                setMessage({ tone: 'success', text: 'Special pricing created successfully' });
              },
              onError: (error) => setCreateError(error.message),
            })
          }
        />
      </Modal>

      {editing ? (
        <EditSpecialPricingModal
          rule={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setMessage({ tone: 'success', text: 'Special pricing updated successfully' });
          }}
        />
      ) : null}

      <Modal
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete Special Pricing"
        description={
          deleting
            ? `Delete the ${deleting.special_discount_percent}% ${deleting.brand} special pricing for ${deleting.showroom_name}? Carts and orders stop getting it at once.`
            : undefined
        }
      >
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-primary"
            disabled={remove.isPending}
            onClick={() => {
              if (!deleting) return;
              remove.mutate(deleting.id, {
                onSuccess: () =>
                  setMessage({ tone: 'success', text: 'Special pricing deleted successfully' }),
                onError: (error) => setMessage({ tone: 'error', text: error.message }),
                onSettled: () => setDeleting(null),
              });
            }}
          >
            Delete
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => setDeleting(null)}>
            Cancel
          </button>
        </div>
      </Modal>
    </div>
  );
}

type EditValues = Record<'special_discount_percent' | 'max_uses' | 'notes', string>;

function toUpdateRequest(values: EditValues): TUpdateSpecialPricingRequest {
  return {
    special_discount_percent: optionalNumber(values.special_discount_percent) ?? Number.NaN,
    max_uses: optionalNumber(values.max_uses),
    notes: values.notes.trim() || null,
  };
}

function EditSpecialPricingModal({
  rule,
  onClose,
  onSaved,
}: {
  rule: TSpecialPricingRule;
  onClose: () => void;
  onSaved: () => void;
}) {
  const update = useUpdateSpecialPricing();
  const form = useForm<EditValues>({
    resolver: contractResolver(ZUpdateSpecialPricingRequest, toUpdateRequest),
    defaultValues: {
      special_discount_percent: String(rule.special_discount_percent),
      max_uses: rule.max_uses === null ? '' : String(rule.max_uses),
      notes: rule.notes ?? '',
    },
  });
  const errors = form.formState.errors;
  const field = contractField(form);
  // Not awaited: the mutation reports its own failure, so handleSubmit's promise never rejects.
  const submit = form.handleSubmit((values) =>
    update.mutate(
      { id: rule.id, body: toUpdateRequest(values) },
      { onSuccess: onSaved, onError: (saveError) => form.setError('root', { message: saveError.message }) },
    ),
  );

  return (
    <Modal open onOpenChange={(open) => (open ? undefined : onClose())} title="Edit Special Pricing">
      <form className="space-y-3" onSubmit={(event) => void submit(event)} noValidate>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="font-semibold text-stone-700">Showroom</dt>
          <dd className="break-words">{rule.showroom_name}</dd>
          <dt className="font-semibold text-stone-700">Brand</dt>
          <dd>{rule.brand}</dd>
          <dt className="font-semibold text-stone-700">Stone</dt>
          <dd>{narrowing(rule)}</dd>
        </dl>
        <p className="text-sm text-stone-700">
          Showroom, brand, color, thickness and finish cannot be changed.
        </p>
        <DiscountPercentField {...field('special_discount_percent')} />
        <MaxUsesField
          hint={`Used ${rule.current_uses} times so far; empty means unlimited`}
          {...field('max_uses')}
        />
        <TextField label="Notes (optional)" {...field('notes')} />
        {errors.root ? <Alert tone="error">{errors.root.message}</Alert> : null}
        <button type="submit" className="btn btn-primary" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </button>
      </form>
    </Modal>
  );
}
