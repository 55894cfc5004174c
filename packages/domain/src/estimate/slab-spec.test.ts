import { describe, expect, it } from 'vitest';
import { slabSpecText } from './slab-spec';

describe('slabSpecText', () => {
  it('prints the thickness and finish of the row priced', () => {
    expect(slabSpecText({ thickness: '3cm', finish: 'Leathered' })).toBe('3cm, Leathered');
  });

  it('says when the price sheet leaves one out', () => {
    expect(slabSpecText({ thickness: '', finish: 'Honed' })).toBe('thickness not on the price sheet, Honed');
    expect(slabSpecText({ thickness: '2cm', finish: ' ' })).toBe('2cm, finish not on the price sheet');
  });
});
