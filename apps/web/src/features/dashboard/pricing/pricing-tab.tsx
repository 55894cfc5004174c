import type { TBrandPricingEntry } from '@stonetool/contracts/showroom-pricing';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/alert';
import { useShowroomPricing } from './api/get-showroom-pricing';
import { useSaveShowroomPricing } from './api/save-showroom-pricing';
import { BrandPricingCard } from './brand-pricing-card';
import { draftError, toDraft, toRequest, type PricingDraft } from './pricing-draft';

type Message = { tone: 'error' | 'success'; text: string } | null;

/** Spec 03 section 9: status messages clear after 3 seconds. */
const MESSAGE_CLEAR_MS = 3000;

/**
 * Pricing & Margins (spec 03 sections 2, 4, 5 and 8): a card per brand, an Edit/Preview toggle
 * (Preview hides the inputs), Save Changes sending one PUT per brand after the section 5 rules
 * pass in the browser as on the server, the 'Stone Catalog Loaded' banner counting new brands and
 * the 'No Stone Catalog' empty state. A save reloads the catalog, so Material Mode prices with it.
 */
export function PricingTab() {
  const pricing = useShowroomPricing();
  const save = useSaveShowroomPricing();
  /** The owner's edits by brand; a brand not edited shows what the server has. */
  const [drafts, setDrafts] = useState<Record<string, PricingDraft>>({});
  const [editing, setEditing] = useState(true);
  const [message, setMessage] = useState<Message>(null);

  useEffect(() => {
    if (message?.tone !== 'success') return undefined;
    const timer = setTimeout(() => setMessage(null), MESSAGE_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [message]);

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

  function onSave() {
    const all = entries.map((entry) => ({ entry, draft: draftOf(entry) }));
    const problem = all.map(({ entry, draft }) => draftError(draft, entry)).find((error) => error !== null);
    if (problem) {
      setMessage({ tone: 'error', text: problem });
      return;
    }
    setMessage(null);
    save.mutate(
      all.map(({ draft }) => toRequest(draft)),
      {
        onSuccess: (failures) => {
          if (failures.length === 0) {
            setDrafts({});
            setMessage({ tone: 'success', text: 'All pricing updated successfully' });
          } else {
            setMessage({
              tone: 'error',
              text: `Failed to save ${failures.length} pricing entries: ${failures.join('; ')}`,
            });
          }
        },
        onError: () => setMessage({ tone: 'error', text: 'Failed to save pricing' }),
      },
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
            onChange={(draft) => setDrafts((current) => ({ ...current, [entry.brand]: draft }))}
          />
        ))}
      </div>
    </div>
  );
}
