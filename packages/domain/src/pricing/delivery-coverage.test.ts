import { describe, expect, it } from 'vitest';
import { brandsWithoutDeliveryRule, deliveryBrandChoices } from './delivery-coverage';

describe('delivery rule coverage of the catalog', () => {
  it('names the catalog brands no active rule prices, whatever the spelling of the rule', () => {
    const rules = [
      { brand: 'cambria ', isActive: true },
      { brand: 'Silestone', isActive: false },
    ];
    expect(brandsWithoutDeliveryRule(['Cambria', 'Silestone', 'Dekton'], rules)).toEqual([
      'Silestone',
      'Dekton',
    ]);
  });

  it("offers the catalog's brands no other row prices, and the row's own brand", () => {
    expect(deliveryBrandChoices(['Cambria', 'Dekton', 'Neolith'], ['Cambria'], '')).toEqual([
      'Dekton',
      'Neolith',
    ]);
    expect(deliveryBrandChoices(['Cambria', 'Dekton'], ['Cambria'], 'Dekton')).toEqual(['Dekton']);
    expect(deliveryBrandChoices(['Cambria'], [], 'Old Brand')).toEqual(['Old Brand', 'Cambria']);
  });
});
