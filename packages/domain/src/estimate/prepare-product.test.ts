import { describe, expect, it } from 'vitest';
import { MISSING_SLAB_COST } from './errors';
import { normalizeStoneRow } from './normalize-stone';
import { prepareProduct } from './prepare-product';

const catalogue = [
  normalizeStoneRow({
    brand: 'MSI',
    type: 'Quartz',
    color: 'Frost',
    thickness: '3cm',
    slabCost: 1200,
    fabCost: 40,
  }),
  normalizeStoneRow({ brand: 'MSI', type: 'Granite', color: 'Black Pearl', slabCost: 'N/A' }),
];
const table = [{ stoneType: 'Quartz', thickness: '3cm', edgeDetail: 'Eased', pricePerSfCents: 3_500 }];
const frost = { brand: 'MSI', type: 'Quartz', color: 'Frost' };

describe('prepareProduct', () => {
  it('reads the inputs, finds the stone and its fabrication rate', () => {
    const p = prepareProduct(
      { ...frost, width: '96', depth: 25.5, quantity: '2', customName: 'Island' },
      4,
      catalogue,
      table,
    );
    expect(p).toMatchObject({
      index: 4,
      label: 'MSI Quartz Frost',
      width: 96,
      depth: 25.5,
      quantity: 2,
      priority: 'high',
      edgeDetail: 'Eased',
      areaSqIn: 4_896,
      fabricationRateCentsPerSqft: 4_000,
      error: null,
    });
  });

  it('is null without brand, type and colour, a catalogue row, or dimensions above 0', () => {
    expect(
      prepareProduct({ brand: 'MSI', type: 'Quartz', width: 10, depth: 10 }, 0, catalogue, table),
    ).toBeNull();
    expect(prepareProduct({ ...frost, color: 'Onyx', width: 10, depth: 10 }, 0, catalogue, table)).toBeNull();
    expect(prepareProduct({ ...frost, width: 10 }, 0, catalogue, table)).toBeNull();
  });

  it("carries 'Missing slab cost in database' when the stone has none", () => {
    const p = prepareProduct(
      { brand: 'MSI', type: 'Granite', color: 'Black Pearl', width: 10, depth: 10 },
      0,
      catalogue,
      table,
    );
    expect(p?.error).toBe(MISSING_SLAB_COST);
  });
});
