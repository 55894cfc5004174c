import { normalizeStoneRow } from '@stonetool/domain/estimate/normalize-stone';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_STONE_SELECTION,
  acceptColor,
  availableStoneLabels,
  cascadeOptions,
  changeStoneField,
  selectImportedStone,
} from './stone-cascade';

const row = (
  Brand: string,
  Type: string,
  Color: string,
  Finish: string,
  Thickness: string,
  width = 126,
  height = 63,
) =>
  normalizeStoneRow({
    Brand,
    Type,
    Color,
    Finish,
    Thickness,
    'Slab Width': width,
    'Slab Height': height,
    'Slab Cost': 1000,
  });

const catalogue = [
  row('Caesarstone', 'Quartz', 'Calacatta Nuvo', 'Polished', '3cm'),
  row('Caesarstone', 'Quartz', 'Calacatta Nuvo', 'Honed', '3cm'),
  row('Caesarstone', 'Quartz', 'Pure White', 'Polished', '2cm'),
  row('Caesarstone', 'Quartz', 'Pure White', 'Polished', '3cm'),
  row('MSI', 'Granite', 'Black Pearl', 'Polished', '3cm', 130, 76),
  row('MSI', 'Quartz', 'Calacatta Laza', 'Polished', '3cm'),
];

describe('the stone cascade', () => {
  it('offers each field the values of the rows matching the fields above it', () => {
    const withBrand = changeStoneField(catalogue, EMPTY_STONE_SELECTION, 'brand', 'MSI');
    const { options, matches } = cascadeOptions(catalogue, withBrand);
    expect(options.brand).toEqual(['Caesarstone', 'MSI']);
    expect(options.type).toEqual(['Granite', 'Quartz']);
    expect(options.color).toEqual(['Black Pearl', 'Calacatta Laza']);
    expect(matches).toHaveLength(2);
  });

  it('fills every field and the stone label when exactly one row still matches', () => {
    const selection = changeStoneField(catalogue, EMPTY_STONE_SELECTION, 'color', 'Black Pearl');
    expect(selection).toEqual({
      brand: 'MSI',
      type: 'Granite',
      color: 'Black Pearl',
      finish: 'Polished',
      slabSize: '76 x 130',
      thickness: '3cm',
      stone: 'MSI Granite Black Pearl',
    });
  });

  it('sets the stone label from the first match once brand, type and color are set', () => {
    let selection = changeStoneField(catalogue, EMPTY_STONE_SELECTION, 'brand', 'Caesarstone');
    selection = changeStoneField(catalogue, selection, 'type', 'Quartz');
    selection = changeStoneField(catalogue, selection, 'color', 'Pure White');
    expect(selection.stone).toBe('Caesarstone Quartz Pure White');
    // Two rows still match (2cm and 3cm): nothing below color is filled.
    expect(selection.finish).toBe('');
    expect(selection.thickness).toBe('');
    expect(cascadeOptions(catalogue, selection).options.thickness).toEqual(['2cm', '3cm']);
  });

  it('changing brand clears type, color, finish, slab size, thickness and the stone', () => {
    const full = changeStoneField(catalogue, EMPTY_STONE_SELECTION, 'color', 'Black Pearl');
    const changed = changeStoneField(catalogue, full, 'brand', 'Caesarstone');
    expect(changed).toEqual({ ...EMPTY_STONE_SELECTION, brand: 'Caesarstone' });
  });

  it('changing finish clears slab size and thickness but keeps the stone', () => {
    let selection = changeStoneField(catalogue, EMPTY_STONE_SELECTION, 'brand', 'Caesarstone');
    selection = changeStoneField(catalogue, selection, 'color', 'Calacatta Nuvo');
    selection = { ...selection, slabSize: '63 x 126', thickness: '3cm' };
    const changed = changeStoneField(catalogue, selection, 'finish', 'Honed');
    // One row left: it fills the rest again.
    expect(changed).toMatchObject({ finish: 'Honed', slabSize: '63 x 126', thickness: '3cm' });
    expect(changed.stone).toBe('Caesarstone Quartz Calacatta Nuvo');
  });

  it('clears a selected value the narrowed options no longer offer', () => {
    const selection = { ...EMPTY_STONE_SELECTION, type: 'Granite' };
    const changed = changeStoneField(catalogue, selection, 'finish', 'Polished');
    expect(changed.type).toBe('Granite');
    const brandChange = changeStoneField(catalogue, { ...selection, brand: 'MSI' }, 'slabSize', '63 x 126');
    // MSI Granite comes only in 76 x 130: the 63 x 126 choice is not offered and is cleared.
    expect(brandChange.slabSize).toBe('76 x 130');
  });

  it('reports no match for a selection the catalogue lacks', () => {
    expect(cascadeOptions(catalogue, { ...EMPTY_STONE_SELECTION, brand: 'Nobody' }).matches).toHaveLength(0);
  });

  it('the color type-ahead accepts only listed values and otherwise reverts', () => {
    const options = ['Black Pearl', 'Calacatta Laza'];
    expect(acceptColor('black pearl', options, '')).toBe('Black Pearl');
    expect(acceptColor('Blue Bahia', options, 'Calacatta Laza')).toBe('Calacatta Laza');
    expect(acceptColor('  ', options, 'Calacatta Laza')).toBe('');
  });

  it('selects the row of the stone, thickness and finish the import names, without asking', () => {
    const { selection, assumption } = selectImportedStone(catalogue, 'Caesarstone Quartz Calacatta Nuvo', {
      thickness: '3cm',
      finish: 'Honed',
    });
    expect([selection.stone, selection.finish, selection.thickness, selection.slabSize]).toEqual([
      'Caesarstone Quartz Calacatta Nuvo',
      'Honed',
      '3cm',
      '63 x 126',
    ]);
    expect(assumption).toBeNull();
    expect(availableStoneLabels(catalogue)).toHaveLength(4);
  });

  it('matches the price sheet spelling of a thickness and finish loosely', () => {
    const sheet = [
      row('MSI', 'Granite', 'Black Pearl', 'Polished', '2 CM'),
      row('MSI', 'Granite', 'Black Pearl', 'Leather', '30mm'),
    ];
    const { selection, assumption } = selectImportedStone(sheet, 'msi granite black pearl', {
      thickness: '3cm',
      finish: 'Leathered',
    });
    expect([selection.finish, selection.thickness, assumption]).toEqual(['Leather', '30mm', null]);
  });

  it('says which row it assumed when the import names no thickness, and asks to confirm', () => {
    const { selection, assumption } = selectImportedStone(catalogue, 'Caesarstone Quartz Pure White', {
      thickness: null,
      finish: null,
    });
    expect([selection.thickness, selection.finish]).toEqual(['2cm', 'Polished']);
    expect(assumption).toBe(
      'The list names no thickness: priced on 2cm, Polished, 63 x 126. Please confirm.',
    );
  });

  it('says so when the stone does not come in the slab the import names', () => {
    const { selection, assumption } = selectImportedStone(catalogue, 'MSI Granite Black Pearl', {
      thickness: '2cm',
      finish: 'Leathered',
    });
    expect(selection.thickness).toBe('3cm');
    expect(assumption).toMatch(/asks for 2cm Leathered, which MSI Granite Black Pearl does not come in/);
  });

  it('selects nothing for a stone the catalogue lacks', () => {
    expect(selectImportedStone(catalogue, 'Unknown Stone', { thickness: '3cm', finish: null })).toEqual({
      selection: EMPTY_STONE_SELECTION,
      assumption: null,
    });
  });
});
