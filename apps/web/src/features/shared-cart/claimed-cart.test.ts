import { describe, expect, it } from 'vitest';
import type { TClaimedSharedCart } from '@stonetool/contracts/shared-carts';
import { testStone } from '../../test/test-stone';
import { claimedCartToItems, parseClaimedCart, slabsForSquareFeet } from './claimed-cart';

const quartz = testStone({ Brand: 'Caesarstone', Color: 'Calacatta Nuvo' });
const granite = testStone({ Brand: 'MSI', Type: 'Granite', Color: 'Black Pearl', Thickness: '2cm' });
const unpriced = testStone({ Brand: 'Dekton', Color: 'Aura', 'Slab Cost': null, client_price: null });

const line = (overrides: Partial<TClaimedSharedCart['cart_items'][number]>) => ({
  stone_id: 'unknown',
  brand: '',
  type: '',
  color: '',
  thickness: '',
  finish: '',
  quantity: 40,
  notes: null,
  image_url: '',
  current_pricing: { client_price: 25, available: true },
  ...overrides,
});

const claimed: TClaimedSharedCart = {
  cart_items: [
    line({ stone_id: quartz.id, quantity: 120, notes: 'Island' }),
    line({ brand: 'msi', type: 'granite', color: 'black pearl', thickness: '2cm', finish: 'Polished' }),
    line({ stone_id: unpriced.id }),
    line({ stone_id: 'gone', brand: 'Nobody', color: 'Nothing' }),
  ],
  customer_reference: 'REF-1',
  admin_name: 'Platform Admin',
  admin_notes: 'For the Smith kitchen',
  source: 'admin_shared',
};

describe('slabsForSquareFeet', () => {
  it('is the fewest whole slabs that cover the area', () => {
    // A 126 x 63 in slab is 55.125 sq ft.
    expect(slabsForSquareFeet(55.125, quartz)).toBe(1);
    expect(slabsForSquareFeet(55.2, quartz)).toBe(2);
    expect(slabsForSquareFeet(120, quartz)).toBe(3);
  });

  it('is at least 1 and at most 999', () => {
    expect(slabsForSquareFeet(0, quartz)).toBe(1);
    expect(slabsForSquareFeet(1_000_000, quartz)).toBe(999);
  });
});

describe('claimedCartToItems', () => {
  it('finds the catalog stone by id, else by its names, and drops lines it cannot price', () => {
    let n = 0;
    const { items, dropped } = claimedCartToItems(
      claimed,
      [quartz, granite, unpriced],
      () => `id-${(n += 1)}`,
      '2026-01-01T00:00:00.000Z',
    );
    expect(items.map((item) => item.stone.id)).toEqual([quartz.id, granite.id]);
    expect(items[0]).toMatchObject({ id: 'id-1', quantity: 3, notes: 'Island · Shared cart: 120 sq ft' });
    expect(items[1]?.quantity).toBe(1);
    expect(dropped).toBe(2);
  });
});

describe('parseClaimedCart', () => {
  it('reads what the shared-cart page stored and refuses anything else', () => {
    expect(parseClaimedCart(JSON.stringify(claimed))?.admin_name).toBe('Platform Admin');
    expect(parseClaimedCart(null)).toBeNull();
    expect(parseClaimedCart('{not json')).toBeNull();
    expect(parseClaimedCart(JSON.stringify({ cart_items: 'x' }))).toBeNull();
  });
});
