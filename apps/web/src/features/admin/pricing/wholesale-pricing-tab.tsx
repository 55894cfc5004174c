import { useId, useState } from 'react';
import type {
  TSaveWholesalePricingRequest,
  TWholesaleReferenceResponse,
} from '@stonetool/contracts/admin-wholesale-pricing';
import { dollarsToCents, formatUsd } from '@stonetool/domain/money';
import { wholesaleUnitCents } from '@stonetool/domain/pricing/stone-price';
import { WHOLESALE_PRICING_BOUNDS } from '@stonetool/domain/pricing/wholesale-pricing';
import { Alert } from '../../../components/alert';
import { PRICING_SAVE_WORDS, useBrandRowDrafts } from '../../../lib/use-brand-row-drafts';
import { ShowroomSelect } from '../showroom-select';
import { useSaveWholesaleRows, useWholesalePricing, useWholesaleReference } from './api/wholesale-pricing';
import {
  draftTerms,
  toWholesaleDraft,
  toWholesaleRequest,
  wholesaleDraftError,
  type WholesaleDraft,
} from './wholesale-draft';

/**
 * Admin Pricing tab (spec 03 sections 2, 3, 4, 5 and 8): pick a showroom, then set per brand what
 * it pays (a markup on the catalog cost or a discount from MSRP) and whether its catalog shows the
 * brand. Save Changes sends one PUT per changed brand; the showroom's Material Mode prices with it
 * at once.
 */
export function WholesalePricingTab() {
  const [showroomId, setShowroomId] = useState('');
  const reference = useWholesaleReference();
  const rows = useWholesalePricing(showroomId);
  const save = useSaveWholesaleRows(showroomId);
  const { drafts, edit, discard, saveRows, message } = useBrandRowDrafts<
    WholesaleDraft,
    TSaveWholesalePricingRequest
  >(save, PRICING_SAVE_WORDS);

  function pickShowroom(id: string) {
    setShowroomId(id);
    discard();
  }

  function onSave(data: TWholesaleReferenceResponse) {
    saveRows(
      Object.values(drafts),
      (draft) => wholesaleDraftError(draft, data.brandMsrpData[draft.brand]?.has_msrp ?? false),
      (draft) => toWholesaleRequest(showroomId, draft),
    );
  }

  return (
    <div className="space-y-4">
      <ShowroomSelect value={showroomId} onChange={pickShowroom} />
      {reference.isError || rows.isError ? <Alert tone="error">Failed to load pricing data</Alert> : null}
      {showroomId === '' ? (
        <p className="text-stone-700">Select a showroom to set its wholesale pricing per brand.</p>
      ) : reference.isPending || rows.isPending ? (
        <p className="text-stone-700">Loading pricing...</p>
      ) : reference.data && rows.data ? (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <button
              type="button"
              className="btn btn-primary"
              disabled={save.isPending || Object.keys(drafts).length === 0}
              onClick={() => onSave(reference.data)}
            >
              {save.isPending ? 'Saving...' : 'Save Changes'}
            </button>
          </div>
          {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
          <ul className="grid gap-4 lg:grid-cols-2" aria-label="Wholesale pricing by brand">
            {reference.data.brands.map((brand) => (
              <WholesaleBrandCard
                key={brand}
                reference={reference.data}
                draft={
                  drafts[brand] ??
                  toWholesaleDraft(
                    brand,
                    rows.data.find((row) => row.brand === brand),
                  )
                }
                onChange={edit}
              />
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

function WholesaleBrandCard({
  reference,
  draft,
  onChange,
}: {
  reference: TWholesaleReferenceResponse;
  draft: WholesaleDraft;
  onChange: (draft: WholesaleDraft) => void;
}) {
  const id = useId();
  const { brand } = draft;
  const msrp = reference.brandMsrpData[brand];
  const hasMsrp = msrp?.has_msrp ?? false;
  const averageCost = reference.brandCostData[brand] ?? 0;
  const markup = draft.pricingType === 'markup_from_cost';
  const terms = draftTerms(draft);
  const sample = wholesaleUnitCents(
    {
      slabCostCents: dollarsToCents(averageCost),
      msrpCents: msrp?.average_msrp ? dollarsToCents(msrp.average_msrp) : null,
    },
    terms,
  );
  return (
    <li className="card space-y-3">
      <h3 className="text-lg font-semibold break-words text-stone-900">{brand}</h3>
      <p className="text-sm text-stone-700">
        Average cost {formatUsd(dollarsToCents(averageCost))} per slab ·{' '}
        {hasMsrp && msrp?.average_msrp
          ? `average MSRP ${formatUsd(dollarsToCents(msrp.average_msrp))}`
          : 'No MSRP data'}
      </p>
      <fieldset>
        <legend className="field-label">Pricing type for {brand}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          <label className="flex min-h-10 items-center gap-2">
            <input
              type="radio"
              name={`${id}-type`}
              checked={markup}
              onChange={() => onChange({ ...draft, pricingType: 'markup_from_cost', discountText: '' })}
            />
            Markup from cost
          </label>
          <label className="flex min-h-10 items-center gap-2">
            <input
              type="radio"
              name={`${id}-type`}
              checked={!markup}
              disabled={!hasMsrp}
              onChange={() => onChange({ ...draft, pricingType: 'discount_from_msrp', markupText: '' })}
            />
            Discount from MSRP{hasMsrp ? '' : ' (No MSRP data)'}
          </label>
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${id}-percent`} className="field-label">
          {markup ? `Wholesale markup (%) for ${brand}` : `MSRP discount (%) for ${brand}`}
        </label>
        <input
          id={`${id}-percent`}
          type="number"
          inputMode="decimal"
          min={0}
          max={
            markup
              ? WHOLESALE_PRICING_BOUNDS.markupPercentMax
              : WHOLESALE_PRICING_BOUNDS.msrpDiscountPercentMax
          }
          step={0.01}
          className="field-input w-32"
          value={markup ? draft.markupText : draft.discountText}
          onChange={(event) =>
            onChange(
              markup
                ? { ...draft, markupText: event.target.value }
                : { ...draft, discountText: event.target.value },
            )
          }
        />
      </div>
      <label className="flex min-h-10 items-center gap-2">
        <input
          type="checkbox"
          className="size-5"
          checked={draft.isActive}
          onChange={(event) => onChange({ ...draft, isActive: event.target.checked })}
        />
        Show {brand} in this showroom&apos;s catalog
      </label>
      <p className="text-sm text-stone-700">
        {sample === null ? 'Price on request' : `The showroom pays about ${formatUsd(sample)} per slab`}
      </p>
    </li>
  );
}
