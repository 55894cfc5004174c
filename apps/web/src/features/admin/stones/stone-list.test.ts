import type { TStone } from '@stonetool/contracts/stones';
import { describe, expect, it } from 'vitest';
import { countLabel, filterOptions, filterStones, NO_FILTERS, sortStones } from './stone-list';

function stone(
  Brand: string,
  Type: string,
  Color: string,
  Thickness: string,
  Finish: string,
  cost: number | null,
): TStone {
  return {
    id: `${Brand}-${Color}-${Thickness}-${Finish}`,
    stone_id: `${Brand}-${Color}-${Thickness}-${Finish}`,
    Brand,
    Type,
    Color,
    Thickness,
    Finish,
    'Slab Width': 126,
    'Slab Height': 63,
    'Slab Cost': cost,
    'Fab Cost': 0,
    'Mark Up': 1.2,
    client_price: cost,
    image_url: '',
    is_available: true,
  };
}

const catalog = [
  stone('Caesarstone', 'Quartz', 'Pure White', '3cm', 'Polished', 1450),
  stone('Caesarstone', 'Quartz', 'Raven', '2cm', 'Honed', 1200),
  stone('Dekton', 'Porcelain', 'Aura', '2cm', 'Polished', null),
  stone('Silestone', 'Quartz', 'Eternal Marquina', '3cm', 'Leathered', 900),
];

describe('filterStones', () => {
  it('keeps stones holding every search word, whatever the case, within the chosen filters', () => {
    expect(filterStones(catalog, 'caesar WHITE', NO_FILTERS).map((s) => s.Color)).toEqual(['Pure White']);
    expect(filterStones(catalog, '', { ...NO_FILTERS, thickness: '2cm' }).map((s) => s.Color)).toEqual([
      'Raven',
      'Aura',
    ]);
  });
});

describe('filterOptions', () => {
  it('lists for each filter only what the other selections leave, keeping the chosen value', () => {
    const options = filterOptions(catalog, { ...NO_FILTERS, brand: 'Caesarstone' });
    expect(options.brand).toEqual(['Caesarstone', 'Dekton', 'Silestone']);
    expect(options.thickness).toEqual(['2cm', '3cm']);
    expect(options.finish).toEqual(['Honed', 'Polished']);
    expect(options.type).toEqual(['Quartz']);
    expect(filterOptions(catalog, { ...NO_FILTERS, finish: 'Leathered' }).brand).toEqual(['Silestone']);
  });
});

describe('sortStones', () => {
  it('sorts by name A-Z, brand A-Z and price low-high, unpriced stones last', () => {
    expect(sortStones(catalog, { key: 'name', direction: 'asc' }).map((s) => s.Color)).toEqual([
      'Aura',
      'Eternal Marquina',
      'Pure White',
      'Raven',
    ]);
    expect(sortStones(catalog, { key: 'brand', direction: 'asc' }).map((s) => s.Brand)).toEqual([
      'Caesarstone',
      'Caesarstone',
      'Dekton',
      'Silestone',
    ]);
    expect(sortStones(catalog, { key: 'price', direction: 'asc' }).map((s) => s['Slab Cost'])).toEqual([
      900,
      1200,
      1450,
      null,
    ]);
    expect(sortStones(catalog, { key: 'price', direction: 'desc' }).map((s) => s['Slab Cost'])).toEqual([
      1450,
      1200,
      900,
      null,
    ]);
  });
});

describe('countLabel', () => {
  it("reads 'N of M stones'", () => {
    expect(countLabel(3, 120)).toBe('3 of 120 stones');
  });
});
