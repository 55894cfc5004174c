import { useState } from 'react';
import type { TSaveClientMarkupRequest } from '@stonetool/contracts/admin-client-markup';
import { SHOWROOM_PRICING_BOUNDS } from '@stonetool/domain/pricing/brand-pricing';
import { centsToDollars } from '@stonetool/domain/money';
import { Alert } from '../../../components/alert';
import { SelectField } from '../../../components/select-field';
import { CheckboxField, FigureField } from '../../../components/back-office/pricing-fields';
import { useBrandRowDrafts } from '../../../lib/use-brand-row-drafts';
import { BrandCards } from '../brand-cards';
import { ShowroomSelect } from '../showroom-select';
import { useClientMarkup, useSaveClientMarkupRows } from './api/client-markup';
import {
  clientMarkupDraftError,
  switchDraftMarkupType,
  toClientMarkupDraft,
  toClientMarkupRequest,
  type ClientMarkupDraft,
} from './client-markup-draft';

const markupTypes = [
  { value: 'percentage', label: 'Percentage' },
  { value: 'fixed', label: 'Fixed amount' },
] as const;

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
        <BrandCards
          label="Client markup by brand"
          saving={save.isPending}
          changed={Object.keys(drafts).length > 0}
          message={message}
          onSave={onSave}
        >
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
        </BrandCards>
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
  const { brand } = draft;
  const fixed = draft.markupType === 'fixed';
  const figure = (label: string, max: number, key: 'fixedText' | 'percentText' | 'minimumMarginText') => (
    <FigureField
      label={`${label} for ${brand}`}
      max={max}
      className="w-32"
      value={draft[key]}
      onValue={(text) => onChange({ ...draft, [key]: text })}
    />
  );
  return (
    <li className="card space-y-3">
      <h3 className="text-lg font-semibold break-words text-stone-900">{brand}</h3>
      <SelectField
        label={`Markup type for ${brand}`}
        className="max-w-xs"
        options={markupTypes}
        value={draft.markupType}
        onChange={(event) =>
          onChange(switchDraftMarkupType(draft, event.target.value as ClientMarkupDraft['markupType']))
        }
      />
      <div className="flex flex-wrap gap-4">
        {fixed
          ? figure(
              'Fixed markup ($)',
              centsToDollars(SHOWROOM_PRICING_BOUNDS.fixedMarkupMaxCents),
              'fixedText',
            )
          : figure('Client markup (%)', SHOWROOM_PRICING_BOUNDS.markupPercentMax, 'percentText')}
        {figure('Minimum margin (%)', SHOWROOM_PRICING_BOUNDS.minimumMarginPercentMax, 'minimumMarginText')}
      </div>
      {fixed ? <p className="text-sm text-stone-700">A fixed markup bypasses margin protection.</p> : null}
      <CheckboxField
        label={`Use this markup for ${brand} (off: the defaults apply)`}
        checked={draft.isActive}
        onCheck={(isActive) => onChange({ ...draft, isActive })}
      />
    </li>
  );
}
