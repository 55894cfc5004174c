import { describe, expect, it } from 'vitest';
import { looseRow, looseText, pickCents, pickLoose } from './loose-row';

describe('looseRow', () => {
  it('finds a field under any spelling, skipping empty values', () => {
    const row = looseRow({ 'Slab Cost': '', slab_cost: '$900', Brand: 'MSI' });
    expect(pickLoose(row, ['slabcost'])).toBe('$900');
    expect(pickLoose(row, ['manufacturer', 'brand'])).toBe('MSI');
    expect(pickLoose(row, ['color'])).toBeUndefined();
  });
});

describe('pickCents', () => {
  it('reads cents when the field is named in cents, else dollars', () => {
    expect(pickCents(looseRow({ slabCostCents: 90_000 }), ['slabcostcents'], ['slabcost'])).toBe(90_000);
    expect(pickCents(looseRow({ slabCost: '$900.50' }), ['slabcostcents'], ['slabcost'])).toBe(90_050);
    expect(pickCents(looseRow({}), ['slabcostcents'], ['slabcost'])).toBeNull();
  });
});

describe('looseText', () => {
  it('trims text, writes numbers and reads a flag as availability', () => {
    expect(looseText('  Frost ')).toBe('Frost');
    expect(looseText(3)).toBe('3');
    expect(looseText(false)).toBe('Unavailable');
    expect(looseText({})).toBe('');
  });
});
