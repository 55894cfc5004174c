import { describe, expect, it } from 'vitest';
import { EMPTY_CLIENT, newCartItem } from '../state/material-state';
import { testStone } from '../../../test/test-stone';
import {
  CART_EMPTY_FOR_SAVE,
  CART_NAME_REQUIRED,
  cartLinesForServer,
  defaultCartName,
  NO_CONSULTATION_DATA,
  saveCartProblem,
} from './save-cart-rules';

const client = { ...EMPTY_CLIENT, firstName: 'Ada', lastName: 'Lovelace', application: 'Countertops' };
const item = newCartItem(testStone(), 'line-1', '2026-01-01T00:00:00.000Z', 2);

describe('saving a cart', () => {
  it('names the cart after the application, else Material Cart', () => {
    expect(defaultCartName(client)).toBe('Countertops');
    expect(defaultCartName({ ...client, application: '' })).toBe('Material Cart');
    expect(defaultCartName(null)).toBe('Material Cart');
  });

  it('needs the consultation client, a cart name and items, in that order', () => {
    expect(saveCartProblem(null, '', [])).toBe(NO_CONSULTATION_DATA);
    expect(saveCartProblem({ ...client, lastName: ' ' }, 'x', [item])).toBe(NO_CONSULTATION_DATA);
    expect(saveCartProblem(client, '  ', [])).toBe(CART_NAME_REQUIRED);
    expect(saveCartProblem(client, 'Kitchen', [])).toBe(CART_EMPTY_FOR_SAVE);
    expect(saveCartProblem(client, 'Kitchen', [item])).toBeNull();
  });

  it('sends ids, quantities and discounts, never prices', () => {
    const [line] = cartLinesForServer([
      {
        ...item,
        discountEnabled: true,
        discountPercent: 30,
        discountValidation: { ...item.discountValidation, overrideId: 'o-1' },
      },
    ]);
    expect(line).toEqual({
      id: 'line-1',
      stone: { id: item.stone.id },
      quantity: 2,
      notes: null,
      discountEnabled: true,
      discountPercent: 30,
      discountValidation: { overrideId: 'o-1' },
    });
    expect(JSON.stringify(line)).not.toContain('price');
  });
});
