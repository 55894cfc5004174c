import { describe, expect, it } from 'vitest';
import { looseEquals, looseKey } from './loose-match';

describe('looseKey', () => {
  it('matches names that differ only in case, spacing and punctuation', () => {
    expect(looseKey('Slab Cost')).toBe('slabcost');
    expect(looseKey('slab_cost')).toBe('slabcost');
    expect(looseKey('slabCost')).toBe('slabcost');
    expect(looseKey('3 cm')).toBe(looseKey('3CM'));
    expect(looseKey('1.5 Mitered')).toBe('1.5mitered');
  });

  it('is empty for what is not a name', () => {
    expect(looseKey(undefined)).toBe('');
    expect(looseKey({})).toBe('');
  });
});

describe('looseEquals', () => {
  it('never matches two empty names', () => {
    expect(looseEquals('', null)).toBe(false);
    expect(looseEquals('Calacatta  Gold', 'calacatta gold')).toBe(true);
  });
});
