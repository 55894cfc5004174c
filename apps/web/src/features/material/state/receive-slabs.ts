import type {
  HandSlabsToMaterialCart,
  MaterialCartOwner,
  SlabOrder,
} from '../../../lib/hand-offs/material-cart';
import type { KeyValueStorage } from '../../../lib/session';
import { materialReducer } from './material-state';
import { storageOwner } from '../../../lib/storage-owner';
import { loadMaterialState, saveMaterialState } from './material-storage';

/**
 * Takes the slabs Expert Mode hands over into the same business's cart: through Material Mode's
 * own reducer (so its rules for an incomplete stone hold) into the stored state its screen
 * restores, which then opens on the cart. Returns how many stones were added.
 */
export function addSlabsToMaterialCart(
  storage: KeyValueStorage,
  owner: MaterialCartOwner,
  orders: readonly SlabOrder[],
  now: Date,
  newId: () => string,
): number {
  const key = storageOwner(owner.showroomId, owner.userEmail);
  const at = now.toISOString();
  let state = loadMaterialState(storage, key, now.getTime());
  let added = 0;
  for (const order of orders) {
    const next = materialReducer(state, {
      type: 'cart/add',
      stone: order.stone,
      quantity: order.slabs,
      fromEstimate: true,
      id: newId(),
      now: at,
    });
    if (next.notice === null) added += 1;
    state = { ...next, notice: null };
  }
  state = materialReducer(state, { type: 'view/set', view: 'cart' });
  saveMaterialState(storage, key, state, now.getTime());
  return added;
}

/** The browser's receiver of the hand-off, which the app gives Expert Mode. */
export const receiveSlabsInMaterialCart: HandSlabsToMaterialCart = (owner, orders) =>
  addSlabsToMaterialCart(window.localStorage, owner, orders, new Date(), () => crypto.randomUUID());
