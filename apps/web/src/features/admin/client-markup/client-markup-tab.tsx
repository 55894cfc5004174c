import { useId, useState } from 'react';
import type { TSaveClientMarkupRequest } from '@stonetool/contracts/admin-client-markup';
import { SHOWROOM_PRICING_BOUNDS } from '@stonetool/domain/pricing/brand-pricing';
import { centsToDollars } from '@stonetool/domain/money';
import { Alert } from '../../../components/alert';
import { useBrandRowDrafts } from '../../../lib/use-brand-row-drafts';
import { ShowroomSelect } from '../showroom-select';
import { useClientMarkup, useSaveClientMarkupRows } from './api/client-markup';
import {
  clientMarkupDraftError,
  switchDraftMarkupType,
  toClientMarkupDraft,
  toClientMarkupRequest,
  type ClientMarkupDraft,
} from './client-markup-draft';

/**
 * Admin Client Markup tab (spec 03 sections 2, 3, 5 and 8): pick a showroom, then set per brand
 * its markup to clients (a percentage or a fixed amount per slab) and the minimum margin that
 * protects discounts. Save Changes sends the whole row of each changed brand.
 */
export function ClientMarkupTab() {
  const [showroomId, setShowroomId] = useState('');
  const markups = useClientMarkup(showroomId);
  const save = useSaveClientMarkupRows(showroomId);
  const { drafts, edit, discard, saveRows, message } = useBrandRowDrafts<
    ClientMarkupDraft,
    TSaveClientMarkupRequest
  >(save, {
    saved: 'All client markup settings updated successfully',
    entries: 'markup entries',
    failed: 'Failed to save markup settings',
  });

  function pickShowroom(id: string) {
    setShowroomId(id);
    discard();
  }

  function onSave() {
    saveRows(
      Object.values(drafts),
      (draft) => clientMarkupDraftError(showroomId, draft),
      (draft) => toClientMarkupRequest(showroomId, draft),
    );
  }

  return (
    <div className="space-y-4">
      <ShowroomSelect value={showroomId} onChange={pickShowroom} />
      {showroomId === '' ? (
        <p className="text-stone-700">Select a showroom to set its client markup per brand.</p>
      ) : markups.isPending ? (
        <p className="text-stone-700">Loading markup...</p>
      ) : markups.isError ? (
        <Alert tone="error">Failed to load markup data</Alert>
      ) : (
        <>
          <button
            type="button"
            className="btn btn-primary"
            disabled={save.isPending || Object.keys(drafts).length === 0}
            onClick={onSave}
          >
            {save.isPending ? 'Saving...' : 'Save Changes'}
          </button>
          {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
          <ul className="grid gap-4 lg:grid-cols-2" aria-label="Client markup by brand">
            {markups.data.brands.map((brand) => (
              <ClientMarkupCard
                key={brand}
                draft={
                  drafts[brand] ??
                  toClientMarkupDraft(
                    brand,
                    markups.data.data.find((row) => row.brand === brand),
                  )
                }
                onChange={edit}
              />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function ClientMarkupCard({
  draft,
  onChange,
}: {
  draft: ClientMarkupDraft;
  onChange: (draft: ClientMarkupDraft) => void;
}) {
  const id = useId();
  const { brand } = draft;
  const fixed = draft.markupType === 'fixed';
  return (
    <li className="card space-y-3">
      <h3 className="text-lg font-semibold break-words text-stone-900">{brand}</h3>
      <div>
        <label htmlFor={`${id}-type`} className="field-label">
          Markup type for {brand}
        </label>
        <select
          id={`${id}-type`}
          className="field-input w-full max-w-xs"
          value={draft.markupType}
          onChange={(event) =>
            onChange(switchDraftMarkupType(draft, event.target.value as ClientMarkupDraft['markupType']))
          }
        >
          <option value="percentage">Percentage</option>
          <option value="fixed">Fixed amount</option>
        </select>
      </div>
      <div className="flex flex-wrap gap-4">
        {fixed ? (
          <div>
            <label htmlFor={`${id}-fixed`} className="field-label">
              Fixed markup ($) for {brand}
            </label>
            <input
              id={`${id}-fixed`}
              type="number"
              inputMode="decimal"
              min={0}
              max={centsToDollars(SHOWROOM_PRICING_BOUNDS.fixedMarkupMaxCents)}
              step={0.01}
              className="field-input w-32"
              value={draft.fixedText}
              onChange={(event) => onChange({ ...draft, fixedText: event.target.value })}
            />
          </div>
        ) : (
          <div>
            <label htmlFor={`${id}-percent`} className="field-label">
              Client markup (%) for {brand}
            </label>
            <input
              id={`${id}-percent`}
              type="number"
              inputMode="decimal"
              min={0}
              max={SHOWROOM_PRICING_BOUNDS.markupPercentMax}
              step={0.01}
              className="field-input w-32"
              value={draft.percentText}
              onChange={(event) => onChange({ ...draft, percentText: event.target.value })}
            />
          </div>
        )}
        <div>
          <label htmlFor={`${id}-margin`} className="field-label">
            Minimum margin (%) for {brand}
          </label>
          <input
            id={`${id}-margin`}
            type="number"
            inputMode="decimal"
            min={0}
            max={SHOWROOM_PRICING_BOUNDS.minimumMarginPercentMax}
            step={0.01}
            className="field-input w-32"
            value={draft.minimumMarginText}
            onChange={(event) => onChange({ ...draft, minimumMarginText: event.target.value })}
          />
        </div>
      </div>
      {fixed ? <p className="text-sm text-stone-700">A fixed markup bypasses margin protection.</p> : null}
      <label className="flex min-h-10 items-center gap-2">
        <input
          type="checkbox"
          className="size-5"
          checked={draft.isActive}
          onChange={(event) => onChange({ ...draft, isActive: event.target.checked })}
        />
        Use this markup for {brand} (off: the defaults apply)
      </label>
    </li>
  );
}
