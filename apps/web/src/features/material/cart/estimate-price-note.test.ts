import { describe, expect, it } from 'vitest';
import { testStone } from '../../../test/test-stone';
import { estimatePriceNote } from './estimate-price-note';

describe('the price note of a line from the estimate', () => {
  it("names the estimate's cost per slab and why the cart's price differs", () => {
    const note = estimatePriceNote(testStone({ wholesale_price_to_showroom: 9207, client_price: 12889.8 }));
    expect(note).toContain('priced this slab at $9,207.00, what it costs you');
    expect(note).toContain('client price: your cost plus your client mark-up');
    expect(note).toContain('Delivery and sales tax are added at checkout');
  });

  it('falls back to the showroom price, and names no figure when the server sent no cost', () => {
    expect(
      estimatePriceNote(testStone({ wholesale_price_to_showroom: null, showroom_price: 900 })),
    ).toContain('$900.00');
    const hidden = estimatePriceNote(testStone({ wholesale_price_to_showroom: null, showroom_price: null }));
    expect(hidden).toContain('priced this slab at what it costs you');
    expect(hidden).not.toMatch(/\$\d/);
  });
});
