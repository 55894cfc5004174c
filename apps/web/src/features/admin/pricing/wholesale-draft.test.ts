import { describe, expect, it } from 'vitest';
import { toWholesaleDraft, toWholesaleRequest, wholesaleDraftError } from './wholesale-draft';

const showroomId = '11111111-1111-4111-8111-111111111111';

describe('a wholesale pricing row as the Pricing tab edits it', () => {
  it('starts a brand without a row at the default cost + 50 %, shown in the catalog', () => {
    expect(toWholesaleRequest(showroomId, toWholesaleDraft('Dekton', undefined))).toEqual({
      showroom_id: showroomId,
      brand: 'Dekton',
      pricing_type: 'markup_from_cost',
      your_markup_percent: 50,
      your_discount_percent: null,
      is_active: true,
    });
  });

  it('sends only the figure of the chosen type', () => {
    const draft = { ...toWholesaleDraft('Dekton', undefined), discountText: '20' };
    expect(toWholesaleRequest(showroomId, draft)).toMatchObject({
      your_markup_percent: 50,
      your_discount_percent: null,
    });
    expect(toWholesaleRequest(showroomId, { ...draft, pricingType: 'discount_from_msrp' })).toMatchObject({
      pricing_type: 'discount_from_msrp',
      your_markup_percent: null,
      your_discount_percent: 20,
    });
  });

  it('is checked by the spec rules before it is sent', () => {
    const draft = toWholesaleDraft('Dekton', undefined);
    expect(wholesaleDraftError({ ...draft, markupText: '201' }, true)).toBe(
      'Wholesale markup for Dekton must be from 0 to 200%',
    );
    expect(
      wholesaleDraftError({ ...draft, pricingType: 'discount_from_msrp', discountText: '10' }, false),
    ).toBe('Cannot use MSRP discount for Dekton - no MSRP data available');
    expect(wholesaleDraftError(draft, false)).toBeNull();
  });
});
