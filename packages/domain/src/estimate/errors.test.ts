import { describe, expect, it } from 'vitest';
import { MISSING_SLAB_COST, productErrorText } from './errors';

describe('productErrorText', () => {
  it('prints an unpriced stone as "Price on request", never the internal message', () => {
    expect(productErrorText(MISSING_SLAB_COST)).toBe('Price on request');
  });

  it('keeps any other failure as it is', () => {
    const tooDeep =
      'Piece 2 (140 × 130) is too deep for the 126 × 63 slab: no slab holds its 130 in depth, even turned.';
    expect(productErrorText(tooDeep)).toBe(tooDeep);
  });
});
