import { useId, useState } from 'react';
import type {
  TSaveWholesalePricingRequest,
  TWholesaleReferenceResponse,
} from '@stonetool/contracts/admin-wholesale-pricing';
import { dollarsToCents, formatUsd } from '@stonetool/domain/money';
import { wholesaleUnitCents } from '@stonetool/domain/pricing/stone-price';
import { WHOLESALE_PRICING_BOUNDS } from '@stonetool/domain/pricing/wholesale-pricing';
import { Alert } from '../../../components/alert';
import { CheckboxField, FigureField, RadioChoice } from '../../../components/back-office/pricing-fields';
import { PRICING_SAVE_WORDS, useBrandRowDrafts } from '../../../lib/use-brand-row-drafts';
import { BrandCards } from '../brand-cards';
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
        <BrandCards
          label="Wholesale pricing by brand"
          saving={save.isPending}
          changed={Object.keys(drafts).length > 0}
          message={message}
          onSave={() => onSave(reference.data)}
        >
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
        </BrandCards>
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
          <RadioChoice
            name={`${id}-type`}
            checked={markup}
            label="Markup from cost"
            onSelect={() => onChange({ ...draft, pricingType: 'markup_from_cost', discountText: '' })}
          />
          <RadioChoice
            name={`${id}-type`}
            checked={!markup}
            disabled={!hasMsrp}
            label="Discount from MSRP"
            hint={hasMsrp ? undefined : '(No MSRP data)'}
            onSelect={() => onChange({ ...draft, pricingType: 'discount_from_msrp', markupText: '' })}
          />
        </div>
      </fieldset>
      <FigureField
        label={markup ? `Wholesale markup (%) for ${brand}` : `MSRP discount (%) for ${brand}`}
        max={
          markup ? WHOLESALE_PRICING_BOUNDS.markupPercentMax : WHOLESALE_PRICING_BOUNDS.msrpDiscountPercentMax
        }
        className="w-32"
        value={markup ? draft.markupText : draft.discountText}
        onValue={(text) =>
          onChange(markup ? { ...draft, markupText: text } : { ...draft, discountText: text })
        }
      />
      <CheckboxField
        label={`Show ${brand} in this showroom's catalog`}
        checked={draft.isActive}
        onCheck={(isActive) => onChange({ ...draft, isActive })}
      />
      <p className="text-sm text-stone-700">
        {sample === null ? 'Price on request' : `The showroom pays about ${formatUsd(sample)} per slab`}
      </p>
    </li>
  );
}
