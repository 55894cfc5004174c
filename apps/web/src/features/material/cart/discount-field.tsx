import { useId, useState } from 'react';
import { useMaterial } from '../state/material-context';
import type { CartItem } from '../state/material-state';
import {
  canRequestOverride,
  discountStatus,
  editDiscount,
  toggleDiscount,
  type DiscountStatus,
} from './discount-check';
import { ManagerOverrideModal } from './manager-override-modal';

const statusText: Record<DiscountStatus, string> = {
  pending: 'Validating discount...',
  valid: 'Discount approved',
  invalid: 'Discount not allowed',
  requires_override: 'Manager approval required',
};

const statusTone: Record<DiscountStatus, string> = {
  pending: 'text-stone-700',
  valid: 'text-emerald-800',
  invalid: 'text-red-800',
  requires_override: 'text-amber-900',
};

/**
 * A cart line's discount (spec 01 sections 4 and 5): an enable checkbox, then a whole percent
 * from 0 to 50 whose validation state is announced as it changes; a discount the server refused
 * can be approved by a manager.
 */
export function DiscountField({ item }: { item: CartItem }) {
  const { dispatch } = useMaterial();
  const id = useId();
  const [draft, setDraft] = useState(String(item.discountPercent));
  const [overrideOpen, setOverrideOpen] = useState(false);
  const status = discountStatus(item.discountValidation);
  const name = `${item.stone.Brand} ${item.stone.Color}`;
  const shown = item.discountEnabled ? draft : '0';

  const setEnabled = (enabled: boolean) => {
    setDraft('0');
    dispatch({ type: 'cart/discount', itemId: item.id, patch: toggleDiscount(enabled) });
  };
  const onInput = (text: string) => {
    setDraft(text);
    dispatch({ type: 'cart/discount', itemId: item.id, patch: editDiscount(text) });
  };

  return (
    <div className="space-y-2">
      <label className="flex min-h-10 items-center gap-2 text-sm font-medium text-stone-800">
        <input
          type="checkbox"
          className="size-5"
          checked={item.discountEnabled}
          onChange={(event) => setEnabled(event.target.checked)}
        />
        Apply discount
      </label>
      {item.discountEnabled ? (
        <div className="flex flex-wrap items-end gap-3">
          <div className="w-28">
            <label htmlFor={id} className="field-label">
              Discount (%)
            </label>
            <input
              id={id}
              inputMode="numeric"
              className="field-input"
              value={shown}
              aria-invalid={status === 'invalid' || status === 'requires_override' ? true : undefined}
              aria-describedby={`${id}-status`}
              onChange={(event) => onInput(event.target.value)}
            />
          </div>
          {canRequestOverride(item) ? (
            <button type="button" className="btn btn-secondary" onClick={() => setOverrideOpen(true)}>
              Manager Override
            </button>
          ) : null}
        </div>
      ) : null}
      <div id={`${id}-status`} aria-live="polite" className="text-sm">
        {item.discountEnabled && item.discountPercent > 0 ? (
          <p className={`font-semibold ${statusTone[status]}`}>{statusText[status]}</p>
        ) : null}
        {item.discountEnabled && item.discountValidation.error ? (
          <p className="text-red-800">{item.discountValidation.error}</p>
        ) : null}
        {item.discountEnabled && item.discountValidation.warning ? (
          <p className="text-amber-900">{item.discountValidation.warning}</p>
        ) : null}
      </div>
      <ManagerOverrideModal open={overrideOpen} onOpenChange={setOverrideOpen} item={item} stoneName={name} />
    </div>
  );
}
