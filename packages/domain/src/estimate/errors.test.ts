import { describe, expect, it } from 'vitest';
import { MISSING_SLAB_COST, PIECE_LARGER_THAN_SLAB, productErrorText } from './errors';

describe('productErrorText', () => {
  it('prints an unpriced stone as "Price on request", never the internal message', () => {
    expect(productErrorText(MISSING_SLAB_COST)).toBe('Price on request');
  });

  it('keeps any other failure as it is', () => {
    expect(productErrorText(PIECE_LARGER_THAN_SLAB)).toBe(PIECE_LARGER_THAN_SLAB);
  });
});
