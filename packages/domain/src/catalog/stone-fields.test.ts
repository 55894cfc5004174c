import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkStoneValues, readStoneRow, STONE_DEFAULTS, stoneKey } from './stone-fields';

describe('readStoneRow', () => {
  it('reads a full row, matching options whatever their case and money as a price sheet writes it', () => {
    const read = readStoneRow({
      Brand: ' Caesarstone ',
      Type: 'Quartz',
      Color: 'Pure   White',
      Thickness: '2CM',
      Finish: 'honed',
      'Slab Height': '65',
      'Slab Width': '130.5',
      'Slab Cost': '$1,450.00',
      'Fab Cost': '40',
      'Mark Up': '1.25',
    });
    expect(read).toEqual({
      ok: true,
      stone: {
        brand: 'Caesarstone',
        type: 'Quartz',
        color: 'Pure White',
        thickness: '2cm',
        finish: 'Honed',
        slabHeightIn: 65,
        slabWidthIn: 130.5,
        slabCostCents: 145_000,
        fabCostCents: 4_000,
        markUp: 1.25,
      },
    });
  });

  it('gives blank optional cells the stone defaults (3cm, Polished, 63 x 126, mark-up 1.2)', () => {
    const read = readStoneRow({ Brand: 'B', Type: 'Quartz', Color: 'C', 'Slab Cost': '900' });
    expect(read.ok && read.stone).toMatchObject({
      thickness: STONE_DEFAULTS.thickness,
      finish: STONE_DEFAULTS.finish,
      slabHeightIn: 63,
      slabWidthIn: 126,
      fabCostCents: 0,
      markUp: 1.2,
    });
  });

  it('names every broken cell once, by column', () => {
    const read = readStoneRow({
      Brand: '',
      Type: 'Quartz',
      Color: 'C',
      Finish: 'Flamed',
      'Slab Cost': 'call',
    });
    expect(read).toEqual({
      ok: false,
      errors: [
        { column: 'Finish', reason: 'Must be one of Polished, Honed, Leathered' },
        { column: 'Slab Cost', reason: 'Must be an amount in dollars' },
        { column: 'Brand', reason: 'Required' },
      ],
    });
  });

  it('keeps a formula-like text cell as written, never as a number', () => {
    const read = readStoneRow({ Brand: '=HYPERLINK("x")', Type: '+Quartz', Color: '@C', 'Slab Cost': '1' });
    expect(read.ok && read.stone).toMatchObject({ brand: '=HYPERLINK("x")', type: '+Quartz', color: '@C' });
    expect(readStoneRow({ Brand: 'B', Type: 'T', Color: 'C', 'Slab Cost': '=1+2' }).ok).toBe(false);
  });

  it('refuses a missing slab cost as required', () => {
    const read = readStoneRow({ Brand: 'B', Type: 'T', Color: 'C' });
    expect(read).toEqual({ ok: false, errors: [{ column: 'Slab Cost', reason: 'Required' }] });
  });
});

describe('checkStoneValues', () => {
  const stone = {
    brand: 'B',
    type: 'T',
    color: 'C',
    thickness: '3cm',
    finish: 'Polished',
    slabHeightIn: 63,
    slabWidthIn: 126,
    slabCostCents: 100,
    fabCostCents: 0,
    markUp: 1.2,
  } as const;

  it('accepts any slab side from 1 to 400 inches in hundredths and refuses the rest', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 100_000 }), (hundredths) => {
        const inches = hundredths / 100;
        const errors = checkStoneValues({ ...stone, slabWidthIn: inches });
        expect(errors.length === 0).toBe(inches >= 1 && inches <= 400);
      }),
    );
  });
});

describe('stoneKey', () => {
  it('is brand + type + color + thickness + finish, so sizes and prices do not change it', () => {
    const a = { brand: 'B', type: 'T', color: 'C', thickness: '3cm', finish: 'Polished' } as const;
    expect(stoneKey(a)).toBe(stoneKey({ ...a }));
    expect(stoneKey(a)).not.toBe(stoneKey({ ...a, finish: 'Honed' }));
    expect(stoneKey({ ...a, brand: 'B C', type: 'T' })).not.toBe(stoneKey({ ...a, brand: 'B', type: 'C T' }));
  });
});
