import { useEffect, useRef } from 'react';
import { navigate, urlWithout } from '../../../lib/navigation';
import { useStones } from '../../../lib/get-stones';
import { showMaterialToast } from '../../../components/material-toasts';
import { useMaterial } from '../state/material-context';
import { parseClaimedCart, SHARED_CART_SESSION_KEY } from '../../../lib/hand-offs/claimed-shared-cart';
import { claimedCartToItems, SHARED_CART_LOAD_FAILED } from './claimed-cart';

/**
 * The hand-off after a claim (spec 01 sections 2, 4 and 8): with shared_cart=true in the URL,
 * Material Mode loads the claimed cart from session storage into the cart (with the showroom's
 * catalog stones, so prices are its own), shows the cart, and removes the parameter from the URL.
 */
export function useSharedCartHandOff(): void {
  const { dispatch } = useMaterial();
  const requested = new URL(window.location.href).searchParams.get('shared_cart') === 'true';
  const stones = useStones(true);
  const done = useRef(false);

  useEffect(() => {
    if (!requested || done.current || stones.isPending) return;
    done.current = true;
    const claimed = parseClaimedCart(window.sessionStorage.getItem(SHARED_CART_SESSION_KEY));
    navigate(urlWithout(window.location.href, 'shared_cart'), { replace: true });
    if (!claimed) {
      showMaterialToast('error', SHARED_CART_LOAD_FAILED);
      return;
    }
    window.sessionStorage.removeItem(SHARED_CART_SESSION_KEY);
    const { items, dropped } = claimedCartToItems(
      claimed,
      stones.data ?? [],
      () => crypto.randomUUID(),
      new Date().toISOString(),
    );
    dispatch({ type: 'cart/replace', items, quote: null });
    dispatch({ type: 'view/set', view: 'cart' });
    showMaterialToast('success', `Claimed cart loaded with ${items.length} items`);
    if (dropped > 0) {
      showMaterialToast(
        'warning',
        `${dropped} ${dropped === 1 ? 'item was' : 'items were'} left out: the stone is incomplete or no longer in the catalog.`,
      );
    }
  }, [requested, stones.isPending, stones.data, dispatch]);
}
