import { useId, useRef, useState } from 'react';
import { MAX_QUANTITY, MIN_QUANTITY } from '@stonetool/domain/limits';
import { formatUsd } from '@stonetool/domain/money';
import { formatPrice } from '../../../lib/format-price';
import { useMaterial } from '../state/material-context';
import type { CartItem } from '../state/material-state';
import { DiscountField } from './discount-field';
import { estimatePriceNote } from './estimate-price-note';
import { quantityEntry, quantityOnBlur, refusedQuantityMessage } from './quantity';
import type { SummaryLine } from '../order/order-summary';

/** One line of the cart: the stone, price per slab (with the Special Price marker), quantity, discount, total. */
export function CartLine({ item, priced }: { item: CartItem; priced: SummaryLine | undefined }) {
  const { dispatch } = useMaterial();
  const quantityId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  // The quantity before this entry: a refused entry puts it back, never a number typed on the way
  // (typing "1000" passes 100, which must not stay in the cart).
  const kept = useRef(item.quantity);
  const { stone } = item;
  const name = `${stone.Brand} ${stone.Color}`;
  const setQuantity = (quantity: number) => dispatch({ type: 'cart/quantity', itemId: item.id, quantity });
  const step = (quantity: number) => {
    setRefused(null);
    setQuantity(quantity);
  };
  const entryError = draft === null ? null : quantityEntry(draft).error;

  return (
    <li className="card space-y-4 p-4" aria-label={name}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words text-stone-900">{name}</h2>
          <p className="text-sm text-stone-700">
            {[stone.Type, stone.Thickness, stone.Finish].filter(Boolean).join(' · ')} · {stone['Slab Width']}"
            × {stone['Slab Height']}"
          </p>
        </div>
        <div className="text-right">
          {priced?.specialUnitPriceCents != null ? (
            <>
              <p className="text-sm text-stone-600 line-through">{formatUsd(priced.unitPriceCents)}</p>
              <p className="font-semibold text-stone-900">
                {formatUsd(priced.specialUnitPriceCents)} / slab{' '}
                <span className="ml-1 rounded bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">
                  Special Price
                </span>
              </p>
            </>
          ) : (
            <p className="font-semibold text-stone-900">
              {formatPrice(stone.client_price)}
              {priced ? ' / slab' : ''}
            </p>
          )}
        </div>
      </div>
      {item.fromEstimate ? (
        <p className="rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-950">{estimatePriceNote(stone)}</p>
      ) : null}

      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <label htmlFor={quantityId} className="field-label">
            Quantity (slabs)
          </label>
          <div className="flex items-center gap-2">
            <button
              type="button"
              className="btn btn-secondary w-10 px-0"
              aria-label={`Decrease quantity of ${name}`}
              disabled={item.quantity <= MIN_QUANTITY}
              onClick={() => step(item.quantity - 1)}
            >
              −
            </button>
            <input
              id={quantityId}
              inputMode="numeric"
              className="field-input w-20 text-center"
              value={draft ?? String(item.quantity)}
              aria-invalid={entryError ? true : undefined}
              aria-describedby={entryError || refused ? `${quantityId}-error` : undefined}
              onFocus={() => {
                kept.current = item.quantity;
              }}
              onChange={(event) => {
                const next = event.target.value;
                setDraft(next);
                setRefused(null);
                const entry = quantityEntry(next);
                if (entry.quantity !== null) setQuantity(entry.quantity);
                else if (entry.error !== null) setQuantity(kept.current);
              }}
              onBlur={() => {
                if (draft !== null) {
                  setQuantity(quantityOnBlur(draft, kept.current));
                  setRefused(refusedQuantityMessage(draft, kept.current));
                }
                setDraft(null);
              }}
            />
            <button
              type="button"
              className="btn btn-secondary w-10 px-0"
              aria-label={`Increase quantity of ${name}`}
              disabled={item.quantity >= MAX_QUANTITY}
              onClick={() => step(item.quantity + 1)}
            >
              +
            </button>
          </div>
          {entryError || refused ? (
            <p id={`${quantityId}-error`} className="field-error max-w-xs" role="alert">
              {entryError ?? refused}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          className="btn btn-ghost text-red-800"
          onClick={() => dispatch({ type: 'cart/remove', itemId: item.id })}
        >
          Remove <span className="sr-only">{name}</span>
        </button>
      </div>

      <DiscountField item={item} />

      {priced ? (
        <dl className="flex flex-wrap justify-end gap-x-6 gap-y-1 border-t border-stone-200 pt-3 text-sm">
          {priced.discountCents > 0 ? (
            <div className="flex gap-2">
              <dt className="text-stone-700">Discount</dt>
              <dd className="font-medium text-stone-900">−{formatUsd(priced.discountCents)}</dd>
            </div>
          ) : null}
          <div className="flex gap-2">
            <dt className="text-stone-700">Line total</dt>
            <dd className="font-semibold text-stone-900">{formatUsd(priced.lineTotalCents)}</dd>
          </div>
        </dl>
      ) : null}
    </li>
  );
}
