import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../test/memory-storage';
import { testStone, testUnpricedStone } from '../../../test/test-stone';
import { storageOwner } from '../../../lib/storage-owner';
import { loadMaterialState } from './material-storage';
import { addSlabsToMaterialCart } from './receive-slabs';

const quartz = testStone({ Color: 'Pure White' });
const unpriced = testUnpricedStone();

describe('Order Material', () => {
  it('puts the slabs in the Material Mode cart the same user restores, opening on the cart', () => {
    const storage = memoryStorage();
    const owner = { showroomId: 'showroom-1', userEmail: 'fab@example.com' };
    const now = new Date('2026-11-22T10:00:00.000Z');
    let id = 0;
    const added = addSlabsToMaterialCart(
      storage,
      owner,
      [
        { stone: quartz, slabs: 3 },
        { stone: unpriced, slabs: 1 },
      ],
      now,
      () => `line-${++id}`,
    );
    expect(added).toBe(1);
    const state = loadMaterialState(storage, storageOwner(owner.showroomId, owner.userEmail), now.getTime());
    expect(state.cart.map((item) => [item.stone.id, item.quantity])).toEqual([[quartz.id, 3]]);
    // The line says its price is the client price, not the estimate's cost per slab.
    expect(state.cart[0]?.fromEstimate).toBe(true);
    expect(state.view).toBe('cart');
    // Ordering again adds to the same line.
    addSlabsToMaterialCart(storage, owner, [{ stone: quartz, slabs: 2 }], now, () => `line-${++id}`);
    expect(
      loadMaterialState(storage, storageOwner(owner.showroomId, owner.userEmail), now.getTime()).cart[0]
        ?.quantity,
    ).toBe(5);
  });
});
