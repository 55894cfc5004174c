import type { TBrandPricingEntry } from '@stonetool/contracts/showroom-pricing';
import { dollarsToCents, formatUsd } from '@stonetool/domain/money';
import { SHOWROOM_PRICING_BOUNDS } from '@stonetool/domain/pricing/brand-pricing';
import type { ClientMarkupType, ClientPricingStrategy } from '@stonetool/domain/pricing/stone-price';
import { useId } from 'react';
import { FigureField, RadioChoice } from '../../../components/back-office/pricing-fields';
import { draftPreview, withMarkupType, type PricingDraft } from './pricing-draft';

const strategyLabels: Record<ClientPricingStrategy, string> = {
  markup_from_cost: 'Markup from cost',
  discount_from_msrp: 'Discount from MSRP',
};

interface Props {
  entry: TBrandPricingEntry;
  draft: PricingDraft;
  editing: boolean;
  onChange: (draft: PricingDraft) => void;
}

/**
 * One brand of Pricing & Margins (spec 03 section 2): strategy, markup type, the inputs and a
 * preview of sample customer price, profit and floor price. The MSRP option is disabled with
 * '(No MSRP data)' for a brand without MSRP data; both options are disabled when the strategy is
 * locked to match wholesale pricing. In the discount strategy the percentage option reads
 * 'MSRP Discount'. Preview mode hides the inputs.
 */
export function BrandPricingCard({ entry, draft, editing, onChange }: Props) {
  const id = useId();
  const headingId = `${id}-heading`;
  const strategy = entry.is_strategy_locked ? entry.wholesale_pricing_type : draft.strategy;
  const preview = draftPreview(draft, entry);
  const percentLabel = strategy === 'discount_from_msrp' ? 'MSRP Discount' : 'Percentage';
  const set = (patch: Partial<PricingDraft>) => onChange({ ...draft, ...patch });

  return (
    <section className="card" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-stone-900">
          {entry.brand}
        </h3>
        {entry.is_new_brand ? (
          <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900">New</span>
        ) : null}
      </div>

      {editing ? (
        <div className="mt-4 space-y-4">
          <fieldset>
            <legend className="field-label">Pricing strategy</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {(['markup_from_cost', 'discount_from_msrp'] as const).map((value) => (
                <RadioChoice
                  key={value}
                  name={`${id}-strategy`}
                  checked={strategy === value}
                  disabled={entry.is_strategy_locked || (value === 'discount_from_msrp' && !entry.has_msrp)}
                  label={strategyLabels[value]}
                  hint={value === 'discount_from_msrp' && !entry.has_msrp ? '(No MSRP data)' : undefined}
                  onSelect={() => set({ strategy: value })}
                />
              ))}
            </div>
            {entry.is_strategy_locked ? (
              <p className="mt-1 text-sm text-stone-600">Locked to match your wholesale pricing.</p>
            ) : null}
          </fieldset>

          <fieldset>
            <legend className="field-label">Markup type</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {(['percentage', 'fixed'] as const satisfies readonly ClientMarkupType[]).map((value) => (
                <RadioChoice
                  key={value}
                  name={`${id}-markup-type`}
                  checked={draft.markupType === value}
                  label={value === 'fixed' ? 'Fixed amount' : percentLabel}
                  onSelect={() => onChange(withMarkupType(draft, value))}
                />
              ))}
            </div>
          </fieldset>

          <div className="grid gap-4 sm:grid-cols-2">
            {draft.markupType === 'fixed' ? (
              <FigureField
                label="Fixed markup ($ per slab)"
                max={SHOWROOM_PRICING_BOUNDS.fixedMarkupMaxCents / 100}
                value={draft.fixedAmount}
                onValue={(fixedAmount) => set({ fixedAmount })}
              />
            ) : strategy === 'discount_from_msrp' ? (
              <FigureField
                label="MSRP discount (%)"
                max={SHOWROOM_PRICING_BOUNDS.msrpDiscountPercentMax}
                value={draft.msrpDiscountPercent}
                onValue={(msrpDiscountPercent) => set({ msrpDiscountPercent })}
              />
            ) : (
              <FigureField
                label="Markup (%)"
                max={SHOWROOM_PRICING_BOUNDS.markupPercentMax}
                hint="Example: a 30% markup turns a $450 cost into $585."
                value={draft.markupPercent}
                onValue={(markupPercent) => set({ markupPercent })}
              />
            )}
            <FigureField
              label="Minimum profit (%)"
              max={SHOWROOM_PRICING_BOUNDS.minimumMarginPercentMax}
              hint={draft.markupType === 'fixed' ? 'A fixed markup bypasses margin protection.' : undefined}
              value={draft.minimumMarginPercent}
              onValue={(minimumMarginPercent) => set({ minimumMarginPercent })}
            />
          </div>
        </div>
      ) : (
        <p className="mt-2 text-sm text-stone-700">
          {strategyLabels[strategy]},{' '}
          {draft.markupType === 'fixed'
            ? `fixed ${draft.fixedAmount ? formatUsd(dollarsToCents(Number(draft.fixedAmount))) : '—'} per slab`
            : strategy === 'discount_from_msrp'
              ? `${draft.msrpDiscountPercent || '0'}% off MSRP`
              : `${draft.markupPercent || '—'}% markup`}
          , minimum profit {draft.minimumMarginPercent || '—'}%
        </p>
      )}

      <dl
        className="mt-4 grid grid-cols-3 gap-3 rounded-lg bg-stone-50 p-3 text-sm"
        aria-label={`${entry.brand} preview`}
      >
        <div>
          <dt className="text-stone-600">Sample customer price</dt>
          <dd className="font-semibold text-stone-900">{preview ? formatUsd(preview.clientCents) : '—'}</dd>
        </div>
        <div>
          <dt className="text-stone-600">Profit</dt>
          <dd className="font-semibold text-stone-900">{preview ? formatUsd(preview.profitCents) : '—'}</dd>
        </div>
        <div>
          <dt className="text-stone-600">Floor price</dt>
          <dd className="font-semibold text-stone-900">{preview ? formatUsd(preview.floorCents) : '—'}</dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-stone-600">
        Based on a sample wholesale cost of {formatUsd(dollarsToCents(entry.sample_wholesale_price))}
        {entry.brand_msrp !== null
          ? ` and an average MSRP of ${formatUsd(dollarsToCents(entry.brand_msrp))}`
          : ''}
        .
      </p>
    </section>
  );
}
