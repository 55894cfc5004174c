import { useEffect } from 'react';
import type { Dispatch } from 'react';
import type { CartItem, MaterialAction } from '../state/material-state';
import { checkSpecialPricing } from './api/check-special-pricing';

/**
 * Checks the cart for special prices whenever its stones or quantities change (a rule can depend
 * on either), and writes them onto the lines. A failure keeps the plain cart, silently.
 */
export function useSpecialPricing(items: readonly CartItem[], dispatch: Dispatch<MaterialAction>): void {
  const signature = items.map((item) => `${item.id}:${item.stone.id}:${item.quantity}`).join(',');
  useEffect(() => {
    if (signature === '') return;
    let cancelled = false;
    void checkSpecialPricing(items).then((prices) => {
      if (!cancelled && prices) dispatch({ type: 'cart/special-pricing', prices });
    });
    return () => {
      cancelled = true;
    };
    // The signature stands for the items: the check runs again only when a stone or quantity changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature, dispatch]);
}
