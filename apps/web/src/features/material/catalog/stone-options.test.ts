import { describe, expect, it } from 'vitest';
import { testStone } from '../../../test/test-stone';
import { choiceOf, matchVariant, variantChoices } from './stone-options';

const variants = [
  testStone({ Thickness: '3cm', Finish: 'Polished' }),
  testStone({ Thickness: '2cm', Finish: 'Polished' }),
  testStone({ Thickness: '3cm', Finish: 'Honed', 'Slab Width': 130, 'Slab Height': 65 }),
];

describe('option modal choices', () => {
  it('offers each distinct thickness, finish and slab size', () => {
    expect(variantChoices(variants)).toEqual({
      thickness: ['2cm', '3cm'],
      finish: ['Honed', 'Polished'],
      slabSize: ['126 × 63 in', '130 × 65 in'],
    });
  });

  it('finds the variant matching every choice', () => {
    expect(matchVariant(variants, { thickness: '2cm', finish: 'Polished', slabSize: '126 × 63 in' })).toBe(
      variants[1],
    );
    expect(matchVariant(variants, choiceOf(variants[2]!))).toBe(variants[2]);
  });

  it('finds none for a combination that does not exist', () => {
    expect(matchVariant(variants, { thickness: '2cm', finish: 'Honed', slabSize: '126 × 63 in' })).toBeNull();
    expect(matchVariant(variants, { thickness: '', finish: 'Polished', slabSize: '126 × 63 in' })).toBeNull();
  });
});
