import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testStone } from '../test/test-stone';
import {
  ALL_FILTERS,
  applyFilters,
  cascadeFilters,
  groupStones,
  indexCatalog,
  queryCatalog,
  sortGroups,
} from './catalog-query';

const catalog = [
  testStone({
    Brand: 'Caesarstone',
    Type: 'Quartz',
    Color: 'Calacatta Nuvo',
    Finish: 'Polished',
    Thickness: '3cm',
    client_price: 1400,
  }),
  testStone({
    Brand: 'Caesarstone',
    Type: 'Quartz',
    Color: 'Calacatta Nuvo',
    Finish: 'Polished',
    Thickness: '2cm',
    client_price: 1100,
  }),
  testStone({
    Brand: 'Caesarstone',
    Type: 'Quartz',
    Color: 'Pure White',
    Finish: 'Honed',
    Thickness: '3cm',
    client_price: 900,
  }),
  testStone({
    Brand: 'MSI',
    Type: 'Granite',
    Color: 'Black Pearl',
    Finish: 'Leathered',
    Thickness: '3cm',
    client_price: 700,
  }),
  testStone({
    Brand: 'MSI',
    Type: 'Quartz',
    Color: 'Arctic White',
    Finish: 'Polished',
    Thickness: '2cm',
    client_price: null,
    'Slab Cost': null,
  }),
  testStone({
    Brand: 'Dekton',
    Type: 'Porcelain',
    Color: 'Aura',
    Finish: 'Matte',
    Thickness: '1.2cm',
    client_price: 1900,
  }),
];

describe('filter cascade', () => {
  it('offers every value when nothing is chosen', () => {
    const { choices } = cascadeFilters(catalog, ALL_FILTERS);
    expect(choices.brand).toEqual(['Caesarstone', 'Dekton', 'MSI']);
    expect(choices.thickness).toEqual(['1.2cm', '2cm', '3cm']);
  });

  it('a brand narrows type, then finish, then thickness', () => {
    const { choices } = cascadeFilters(catalog, { ...ALL_FILTERS, brand: 'MSI' });
    expect(choices.type).toEqual(['Granite', 'Quartz']);
    const quartz = cascadeFilters(catalog, { ...ALL_FILTERS, brand: 'MSI', type: 'Quartz' }).choices;
    expect(quartz.finish).toEqual(['Polished']);
    expect(quartz.thickness).toEqual(['2cm']);
  });

  it('a selection no longer valid resets to all', () => {
    const { filters } = cascadeFilters(catalog, {
      brand: 'Dekton',
      type: 'Granite',
      finish: 'Matte',
      thickness: '3cm',
    });
    expect(filters).toEqual({ brand: 'Dekton', type: '', finish: 'Matte', thickness: '' });
  });

  it('matches values loosely in case and spacing', () => {
    expect(applyFilters(catalog, { ...ALL_FILTERS, brand: 'msi', thickness: '3 CM' })).toHaveLength(1);
  });

  it('whatever is chosen, every choice offered leads to at least one stone', () => {
    const pick = fc.constantFrom(
      '',
      'Caesarstone',
      'MSI',
      'Dekton',
      'Quartz',
      'Granite',
      'Polished',
      '2cm',
      '3cm',
      'Honed',
    );
    fc.assert(
      fc.property(pick, pick, pick, pick, (brand, type, finish, thickness) => {
        const { filters, choices } = cascadeFilters(catalog, { brand, type, finish, thickness });
        expect(applyFilters(catalog, filters).length).toBeGreaterThan(0);
        for (const value of choices.thickness) {
          expect(applyFilters(catalog, { ...filters, thickness: value }).length).toBeGreaterThan(0);
        }
      }),
    );
  });
});

describe('groups and sorting', () => {
  it('groups brand plus color with the price range in cents', () => {
    const groups = groupStones(catalog);
    expect(groups).toHaveLength(5);
    const nuvo = groups.find((group) => group.color === 'Calacatta Nuvo');
    expect(nuvo?.variants).toHaveLength(2);
    expect(nuvo?.price).toEqual({ min: 110_000, max: 140_000 });
    expect(groups.find((group) => group.color === 'Arctic White')?.price).toBeNull();
  });

  it('gives the special price range of the variants a promotion covers, with its earliest end', () => {
    const [group] = groupStones([
      testStone({
        Thickness: '3cm',
        client_price: 3045,
        special_pricing: {
          special_price: 2588.25,
          discount_percent: 15,
          valid_until: '2026-12-20T00:00:00.000Z',
        },
      }),
      testStone({
        Thickness: '2cm',
        client_price: 2800,
        special_pricing: {
          special_price: 2660,
          discount_percent: 5,
          valid_until: '2026-12-10T00:00:00.000Z',
        },
      }),
      testStone({ Thickness: '1cm', client_price: 1000 }),
    ]);
    expect(group?.price).toEqual({ min: 100_000, max: 304_500 });
    expect(group?.special).toEqual({
      price: { min: 258_825, max: 266_000 },
      regular: { min: 280_000, max: 304_500 },
      endsAt: '2026-12-10T00:00:00.000Z',
    });
    expect(groupStones([testStone()])[0]?.special).toBeNull();
  });

  it('averages the MSRP of the variants that have one', () => {
    const [group] = groupStones([
      testStone({ msrp: 100 }),
      testStone({ msrp: 200.01 }),
      testStone({ msrp: null }),
    ]);
    expect(group?.averageMsrpCents).toBe(15_001);
  });

  it('sorts by name, by brand, and by lowest price with price on request last', () => {
    const groups = groupStones(catalog);
    expect(sortGroups(groups, 'name').map((group) => group.color)).toEqual([
      'Arctic White',
      'Aura',
      'Black Pearl',
      'Calacatta Nuvo',
      'Pure White',
    ]);
    expect(sortGroups(groups, 'brand').map((group) => group.brand)).toEqual([
      'Caesarstone',
      'Caesarstone',
      'Dekton',
      'MSI',
      'MSI',
    ]);
    expect(sortGroups(groups, 'price').map((group) => group.color)).toEqual([
      'Black Pearl',
      'Pure White',
      'Calacatta Nuvo',
      'Aura',
      'Arctic White',
    ]);
  });

  it('search, filters and sort together give the groups and the stone count', () => {
    const result = queryCatalog(indexCatalog(catalog), {
      search: 'quartz',
      filters: { ...ALL_FILTERS, brand: 'Caesarstone' },
      sort: 'price',
    });
    expect(result.stoneCount).toBe(3);
    expect(result.groups.map((group) => group.color)).toEqual(['Pure White', 'Calacatta Nuvo']);
  });

  it('a group shows only its variants that match, with their own price range', () => {
    const [nuvo] = queryCatalog(indexCatalog(catalog), {
      search: 'nuvo',
      filters: { ...ALL_FILTERS, thickness: '2cm' },
      sort: 'name',
    }).groups;
    expect(nuvo?.variants).toHaveLength(1);
    expect(nuvo?.price).toEqual({ min: 110_000, max: 110_000 });
  });

  it('sorting the query agrees with sorting the groups', () => {
    const index = indexCatalog(catalog);
    for (const sort of ['name', 'brand', 'price'] as const) {
      expect(
        queryCatalog(index, { search: '', filters: ALL_FILTERS, sort }).groups.map((group) => group.key),
      ).toEqual(sortGroups(groupStones(catalog), sort).map((group) => group.key));
    }
  });
});

describe('search', () => {
  const index = indexCatalog(catalog);
  const colors = (search: string) =>
    queryCatalog(index, { search, filters: ALL_FILTERS, sort: 'name' }).groups.map((group) => group.color);

  it('matches brand, type or color case-insensitively, anywhere in the field', () => {
    expect(colors('DEKTON')).toEqual(['Aura']);
    expect(colors('granite')).toEqual(['Black Pearl']);
    expect(colors('pearl')).toEqual(['Black Pearl']);
    expect(colors('white')).toEqual(['Arctic White', 'Pure White']);
  });

  it('a blank search keeps every stone, and no match spans two fields', () => {
    expect(colors('  ')).toHaveLength(5);
    expect(colors('msigranite')).toEqual([]);
    expect(colors('onyx')).toEqual([]);
  });
});
