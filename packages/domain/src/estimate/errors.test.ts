import { describe, expect, it } from 'vitest';
import { MISSING_SLAB_COST, MISSING_STONE_OR_DIMENSIONS, notPricedReasons, productErrorText } from './errors';

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

describe('notPricedReasons', () => {
  it('names each product priced at nothing with its reason, and no priced one', () => {
    const legs = "Kitchen L: leg B (20) must be longer than leg A's depth (25.5)";
    const reasons = notPricedReasons(
      [{ error: null }, null, { error: MISSING_SLAB_COST }, { error: legs }],
      ['Type 1', 'Island', 'Vanity', 'Kitchen L'],
    );
    expect(reasons).toEqual([`Island: ${MISSING_STONE_OR_DIMENSIONS}`, 'Vanity: Price on request', legs]);
  });

  it('is empty when every product is priced', () => {
    expect(notPricedReasons([{ error: null }], ['Type 1'])).toEqual([]);
  });
});
