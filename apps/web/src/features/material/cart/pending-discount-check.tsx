import { useEffect, type Dispatch } from 'react';
import { useMaterial } from '../state/material-context';
import type { CartItem, MaterialAction } from '../state/material-state';
import { validateDiscount } from './api/validate-discount';
import {
  answeredDiscount,
  DISCOUNT_DEBOUNCE_MS,
  DISCOUNT_VALIDATION_FAILED,
  failedDiscount,
} from './discount-check';
import { linePriceDollars } from './line-price';

/**
 * Validates a line's pending discount once typing has paused for 1.5 s (spec 01 sections 4 and 9).
 * A new entry restarts the wait and drops the answer to the old one. Rendered by both the cart and
 * the order screen, so a check cut short by a change of view runs again on the next.
 */
export function PendingDiscountCheck({ item }: { item: CartItem }) {
  const { dispatch } = useMaterial();
  const pending = item.discountEnabled && item.discountValidation.pending === true;
  const percent = item.discountPercent;
  const price = linePriceDollars(item);
  useEffect(() => {
    if (!pending) return;
    return scheduleCheck(
      item.id,
      { stoneId: item.stone.id, brand: item.stone.Brand, price, percent },
      dispatch,
    );
  }, [pending, percent, price, item.id, item.stone.id, item.stone.Brand, dispatch]);
  return null;
}

function scheduleCheck(
  itemId: string,
  line: { stoneId: string; brand: string; price: number; percent: number },
  dispatch: Dispatch<MaterialAction>,
): () => void {
  let cancelled = false;
  const timer = window.setTimeout(() => {
    validateDiscount({
      stone_id: line.stoneId,
      brand: line.brand,
      catalog_price: line.price,
      discount_amount: line.percent,
    })
      .then((answer) => {
        if (!cancelled)
          dispatch({
            type: 'cart/discount',
            itemId,
            patch: { discountValidation: answeredDiscount(answer) },
          });
      })
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : DISCOUNT_VALIDATION_FAILED;
        if (!cancelled)
          dispatch({ type: 'cart/discount', itemId, patch: { discountValidation: failedDiscount(message) } });
      });
  }, DISCOUNT_DEBOUNCE_MS);
  return () => {
    cancelled = true;
    window.clearTimeout(timer);
  };
}
