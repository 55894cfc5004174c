import type { TBrandPricingEntry, TSaveBrandPricingRequest } from '@stonetool/contracts/showroom-pricing';
import { useState } from 'react';
import { Alert } from '../../../components/alert';
import { PRICING_SAVE_WORDS, useBrandRowDrafts } from '../../../lib/use-brand-row-drafts';
import { useShowroomPricing } from './api/get-showroom-pricing';
import { useSaveShowroomPricing } from './api/save-showroom-pricing';
import { BrandPricingCard } from './brand-pricing-card';
import { draftError, toDraft, toRequest, type PricingDraft } from './pricing-draft';
import { PromotionsCard } from './promotions-card';

/**
 * Pricing & Margins (spec 03 sections 2, 4, 5 and 8): a card per brand, an Edit/Preview toggle
 * (Preview hides the inputs), Save Changes sending one PUT per brand after the section 5 rules
 * pass in the browser as on the server, the 'Stone Catalog Loaded' banner counting new brands and
 * the 'No Stone Catalog' empty state. A save reloads the catalog, so Material Mode prices with it.
 * Above the brands, the promotions the platform runs for the showroom now (decision 086).
 */
export function PricingTab() {
  const pricing = useShowroomPricing();
  const save = useSaveShowroomPricing();
  const { drafts, edit, saveRows, message, setMessage } = useBrandRowDrafts<
    PricingDraft,
    TSaveBrandPricingRequest
  >(save, PRICING_SAVE_WORDS);
  const [editing, setEditing] = useState(true);

  if (pricing.isPending) return <p className="mt-4 text-stone-700">Loading pricing…</p>;
  if (pricing.isError) {
    return (
      <div className="mt-4">
        <Alert tone="error">{pricing.error.message || 'Failed to load pricing data'}</Alert>
      </div>
    );
  }

  const entries = pricing.data;
  if (entries.length === 0) {
    return (
      <div className="card mt-4 text-center">
        <h3 className="text-lg font-semibold text-stone-900">No Stone Catalog</h3>
        <p className="mt-2 text-stone-700">
          Stone catalogs are managed in the Admin Panel. Once the platform adds brands to your catalog, you
          can set their pricing here.
        </p>
      </div>
    );
  }

  const newBrands = entries.filter((entry) => entry.is_new_brand);
  const draftOf = (entry: TBrandPricingEntry) => drafts[entry.brand] ?? toDraft(entry);

  /** Every brand is saved, edited or not; the message of an earlier save goes while this one runs. */
  function onSave() {
    setMessage(null);
    saveRows(
      entries,
      (entry) => draftError(draftOf(entry), entry),
      (entry) => toRequest(draftOf(entry)),
    );
  }

  return (
    <div className="mt-4 space-y-4">
      {newBrands.length > 0 ? (
        <div role="status" className="rounded-md border border-sky-300 bg-sky-50 px-4 py-3 text-sky-900">
          <p className="font-semibold">Stone Catalog Loaded</p>
          <p className="text-sm">
            {newBrands.length === 1 ? '1 new brand is' : `${newBrands.length} new brands are`} ready to price:{' '}
            {newBrands.map((entry) => entry.brand).join(', ')}. Review the pricing below and Save Changes.
          </p>
        </div>
      ) : null}
      <PromotionsCard />
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className="btn btn-secondary"
          aria-pressed={!editing}
          onClick={() => setEditing((current) => !current)}
        >
          {editing ? 'Preview' : 'Edit'}
        </button>
        <button type="button" className="btn btn-primary" disabled={save.isPending} onClick={onSave}>
          {save.isPending ? 'Saving…' : 'Save Changes'}
        </button>
      </div>
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <div className="grid gap-4 lg:grid-cols-2">
        {entries.map((entry) => (
          <BrandPricingCard
            key={entry.brand}
            entry={entry}
            draft={draftOf(entry)}
            editing={editing}
            onChange={edit}
          />
        ))}
      </div>
    </div>
  );
}
