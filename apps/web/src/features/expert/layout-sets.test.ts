import { estimateQuote } from '@stonetool/domain/estimate/estimate-quote';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, estimateProducts, newProduct, toEngineSettings } from './estimator-model';
import { layoutSets } from './layout-sets';

const stones = [
  { Brand: 'MSI', Type: 'Granite', Color: 'Black Pearl', Finish: 'Polished', 'Slab Cost': 900 },
  {
    Brand: 'Caesarstone',
    Type: 'Quartz',
    Color: 'Calacatta Nuvo',
    Finish: 'Polished',
    'Slab Width': 120,
    'Slab Height': 60,
    'Slab Cost': 1450,
  },
];
const blackPearl = { brand: 'MSI', type: 'Granite', color: 'Black Pearl' };
const calacatta = { brand: 'Caesarstone', type: 'Quartz', color: 'Calacatta Nuvo' };

/** Two islands that need a slab each, a vanity that fits beside one, a backsplash of another stone, a product without a stone. */
const products = [
  newProduct({ ...blackPearl, width: '96', depth: '42', quantity: '2' }),
  newProduct({ ...blackPearl, width: '60', depth: '22' }),
  newProduct({ ...calacatta, width: '100', depth: '4' }),
  newProduct({ width: '30', depth: '20' }),
];
const names = ['Island', 'Vanity', 'Backsplash', 'Desk'];

const estimateWith = (multiProductOptimization: boolean) =>
  estimateQuote({
    products: estimateProducts('standard', products, []),
    stones,
    settings: toEngineSettings({ ...DEFAULT_SETTINGS, multiProductOptimization }),
  });

describe('layoutSets', () => {
  it('pages per stone with multi-product optimisation: each stone’s shared slabs at its slab size', () => {
    const sets = layoutSets(estimateWith(true), names, () => ({ width: 0, height: 0 }));
    expect(sets.map((set) => [set.title, set.slabWidth, set.slabHeight, set.slabs.length])).toEqual([
      ['MSI Granite Black Pearl', 126, 63, 2],
      ['Caesarstone Quartz Calacatta Nuvo', 120, 60, 1],
    ]);
    const [pearl] = sets;
    expect(pearl?.slabs.flatMap((slab) => slab.pieces.map((piece) => piece.productIndex)).sort()).toEqual([
      0, 0, 1,
    ]);
  });

  it('pages per type without it: each calculable type’s own slabs, named by type and stone', () => {
    const sizes = [
      { width: 126, height: 63 },
      { width: 126, height: 63 },
      { width: 120, height: 60 },
    ];
    const sets = layoutSets(estimateWith(false), names, (index) => sizes[index] ?? { width: 0, height: 0 });
    expect(sets.map((set) => [set.title, set.slabWidth, set.slabHeight, set.slabs.length])).toEqual([
      ['Island – MSI Granite Black Pearl', 126, 63, 2],
      ['Vanity – MSI Granite Black Pearl', 126, 63, 1],
      ['Backsplash – Caesarstone Quartz Calacatta Nuvo', 120, 60, 1],
    ]);
  });
});
