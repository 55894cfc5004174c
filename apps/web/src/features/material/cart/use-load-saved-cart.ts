import { useMutation } from '@tanstack/react-query';
import { mayReplaceUnsavedWork } from '../../../lib/confirm-replace';
import { useMaterial } from '../state/material-context';
import { cartKey, hasUnsavedCart, REPLACE_UNSAVED_CART } from '../state/material-state';
import { getSavedCart, LOAD_CART_FAILED } from './api/load-carts';
import { savedCartClient, savedCartToItems } from './saved-cart-items';

/**
 * Loads a saved cart into the cart (Load Cart and Load Quote): its lines replace the cart, its
 * quote number becomes the cart's reference so the next save updates it, and when the
 * consultation has no client yet the cart's customer becomes the client. Shows the cart.
 */
export function useLoadSavedCart(onLoaded: () => void) {
  const { state, dispatch, showroomId } = useMaterial();
  const mutation = useMutation({
    mutationFn: async (cartId: string) => {
      try {
        return await getSavedCart(showroomId, cartId);
      } catch {
        throw new Error(LOAD_CART_FAILED);
      }
    },
    onSuccess: (cart) => {
      const session = state.session;
      if (!session?.client) {
        dispatch({
          type: 'consultation/start',
          session: {
            sessionId: session?.sessionId ?? crypto.randomUUID(),
            showroomId: session?.showroomId ?? showroomId,
            client: savedCartClient(cart),
            salesperson_id: session?.salesperson_id ?? null,
            stonesViewed: session?.stonesViewed ?? [],
            stonesCompared: session?.stonesCompared ?? [],
            interactions: session?.interactions ?? [],
            createdAt: session?.createdAt ?? new Date().toISOString(),
            status: 'active',
            source: 'in_person_consultation',
            orderPlaced: false,
            orderData: null,
            sessionEnd: null,
          },
        });
      }
      const items = savedCartToItems(cart);
      dispatch({
        type: 'cart/replace',
        items,
        quote: { quoteId: cart.id, quoteNumber: cart.quote_number, savedCart: cartKey(items) },
      });
      dispatch({ type: 'view/set', view: 'cart' });
      onLoaded();
    },
  });
  return {
    ...mutation,
    /** Loads the cart; over a cart with unsaved changes only after the person agrees. */
    mutate: (cartId: string) => {
      if (mayReplaceUnsavedWork(hasUnsavedCart(state), REPLACE_UNSAVED_CART)) mutation.mutate(cartId);
    },
  };
}
