import { describe, expect, it } from 'vitest';
import { newCartItem } from '../state/material-state';
import { testStone } from '../../../test/test-stone';
import { invalidCartItems } from './cart-validity';

const at = '2026-01-01T00:00:00.000Z';

describe('invalidCartItems', () => {
  it('flags lines without a name part or without a client price', () => {
    const good = newCartItem(testStone(), 'a', at);
    const noColor = newCartItem(testStone({ Color: ' ' }), 'b', at);
    const noPrice = newCartItem(testStone({ client_price: null }), 'c', at);
    expect(invalidCartItems([good, noColor, noPrice]).map((item) => item.id)).toEqual(['b', 'c']);
  });
});
