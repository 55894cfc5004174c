import { useId, useState } from 'react';
import { formatUsd } from '@stonetool/domain/money';
import { formatPrice } from '../format-price';
import { useMaterial } from '../state/material-context';
import { MAX_QUANTITY, MIN_QUANTITY, type CartItem } from '../state/material-state';
import { DiscountField } from './discount-field';
import { quantityDraft, quantityOnBlur } from './quantity';
import type { SummaryLine } from '../order/order-summary';

/** One line of the cart: the stone, price per slab (with the Special Price marker), quantity, discount, total. */
export function CartLine({ item, priced }: { item: CartItem; priced: SummaryLine | undefined }) {
  const { dispatch } = useMaterial();
  const quantityId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const { stone } = item;
  const name = `${stone.Brand} ${stone.Color}`;
  const setQuantity = (quantity: number) => dispatch({ type: 'cart/quantity', itemId: item.id, quantity });

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
              onClick={() => setQuantity(item.quantity - 1)}
            >
              −
            </button>
            <input
              id={quantityId}
              inputMode="numeric"
              className="field-input w-20 text-center"
              value={draft ?? String(item.quantity)}
              onChange={(event) => {
                const next = quantityDraft(event.target.value);
                setDraft(next);
                if (next !== '' && Number(next) >= MIN_QUANTITY) setQuantity(Number(next));
              }}
              onBlur={() => {
                if (draft !== null) setQuantity(quantityOnBlur(draft));
                setDraft(null);
              }}
            />
            <button
              type="button"
              className="btn btn-secondary w-10 px-0"
              aria-label={`Increase quantity of ${name}`}
              disabled={item.quantity >= MAX_QUANTITY}
              onClick={() => setQuantity(item.quantity + 1)}
            >
              +
            </button>
          </div>
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
