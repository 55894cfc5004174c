import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalFinish, canonicalThickness, findFinish, findThickness } from './thickness-finish';

describe('findThickness', () => {
  it('reads a thickness in centimetres, millimetres or nominal inches, in any case and spacing', () => {
    expect(findThickness('Black Pearl 3cm leathered')?.value).toBe('3cm');
    expect(findThickness('honed 2 cm')?.value).toBe('2cm');
    expect(findThickness('30 mm')?.value).toBe('3cm');
    expect(findThickness('3CM')?.value).toBe('3cm');
    expect(findThickness('12mm porcelain')?.value).toBe('1.2cm');
    expect(findThickness('1 1/4" thick')?.value).toBe('3cm');
    expect(findThickness('3/4 in thick')?.value).toBe('2cm');
  });

  it('takes no size for a thickness', () => {
    expect(findThickness('Island 96 x 42')).toBeNull();
    expect(findThickness('559 mm deep')).toBeNull();
    expect(findThickness('Vanity 36" x 22"')).toBeNull();
  });

  it('reads every centimetre and millimetre thickness from 1 to 6 cm as the same slab', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 60 }), fc.constantFrom('', ' '), (mm, space) => {
        const cm = `${mm / 10}cm`;
        expect(findThickness(`${mm}${space}mm`)?.value).toBe(cm);
        expect(findThickness(`${mm / 10}${space}CM`)?.value).toBe(cm);
      }),
      { numRuns: 200, seed: 20 },
    );
  });

  it('spells a price sheet thickness as the import does', () => {
    expect(canonicalThickness('3 CM')).toBe('3cm');
    expect(canonicalThickness('20mm')).toBe('2cm');
    expect(canonicalThickness('1 1/4"')).toBe('3cm');
    expect(canonicalThickness('3/4 in')).toBe('2cm');
    expect(canonicalThickness('3')).toBe('3cm');
    expect(canonicalThickness('')).toBeNull();
  });
});

describe('findFinish', () => {
  it('reads each finish in the spelling the estimator shows', () => {
    const cases: [string, string][] = [
      ['polished', 'Polished'],
      ['HONED', 'Honed'],
      ['leathered', 'Leathered'],
      ['leather finish', 'Leathered'],
      ['brushed', 'Brushed'],
      ['Suede', 'Suede'],
      ['matte', 'Matte'],
      ['matt', 'Matte'],
    ];
    for (const [text, finish] of cases) expect(findFinish(`Island 96 x 42 ${text}`)?.value).toBe(finish);
  });

  it('does not take a polished edge for a finish, nor a name for one', () => {
    expect(findFinish('Island with polished edges')).toBeNull();
    expect(findFinish('Mattress room counter')).toBeNull();
    expect(findFinish('Island 96 x 42')).toBeNull();
  });

  it('spells a price sheet finish as the import does', () => {
    expect(canonicalFinish('Leather')).toBe('Leathered');
    expect(canonicalFinish('Polished')).toBe('Polished');
    expect(canonicalFinish('Glossy')).toBeNull();
  });
});
