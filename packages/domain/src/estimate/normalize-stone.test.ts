import { describe, expect, it } from 'vitest';
import {
  findStone,
  formatSlabSize,
  normalizeStoneRow,
  parseMarkUp,
  parseSlabSize,
  stoneKey,
  stoneLabel,
} from './normalize-stone';

describe('normalizeStoneRow', () => {
  it('matches field names loosely and parses currency strings', () => {
    const stone = normalizeStoneRow({
      Brand: 'Caesarstone',
      'Stone Type': 'Quartz',
      Colour: 'Calacatta Nuvo',
      FINISH: 'Polished',
      thickness: '3cm',
      'Slab Width': '130"',
      slab_height: 65,
      'Slab Cost': '$1,234.50',
      fab_cost: '45',
      Availability: 'In stock',
      'Mark Up': '1.2',
    });
    expect(stone).toEqual({
      brand: 'Caesarstone',
      type: 'Quartz',
      color: 'Calacatta Nuvo',
      finish: 'Polished',
      thickness: '3cm',
      slabWidth: 130,
      slabHeight: 65,
      slabCostCents: 123_450,
      fabCostCentsPerSqft: 4_500,
      availability: 'In stock',
      markUp: 1.2,
    });
  });

  it('reads slabCost, slab_cost and Slab Cost alike', () => {
    for (const name of ['slabCost', 'slab_cost', 'Slab Cost', 'SLAB COST']) {
      expect(normalizeStoneRow({ [name]: 900 }).slabCostCents).toBe(90_000);
    }
  });

  it('defaults the slab to 126 by 63 and the mark-up to 1', () => {
    const stone = normalizeStoneRow({ brand: 'MSI', type: 'Granite', color: 'Black', slabCost: 800 });
    expect(stone.slabWidth).toBe(126);
    expect(stone.slabHeight).toBe(63);
    expect(stone.markUp).toBe(1);
  });

  it('reads a slab size written height by width', () => {
    const stone = normalizeStoneRow({ 'Slab Size': '64 x 128' });
    expect([stone.slabWidth, stone.slabHeight]).toEqual([128, 64]);
  });

  it('has no slab cost when it is missing, unreadable or zero', () => {
    expect(normalizeStoneRow({}).slabCostCents).toBeNull();
    expect(normalizeStoneRow({ slab_cost: 'N/A' }).slabCostCents).toBeNull();
    expect(normalizeStoneRow({ slab_cost: '$0.00' }).slabCostCents).toBeNull();
    expect(normalizeStoneRow({ slab_cost: '' }).slabCostCents).toBeNull();
  });

  it('reads a database row, whose money is already in cents', () => {
    const stone = normalizeStoneRow({
      brand: 'MSI',
      type: 'Quartz',
      color: 'Frost',
      slabWidthIn: 130,
      slabHeightIn: 65,
      slabCostCents: 123_450,
      fabCostCents: 0,
      markUp: 1.2,
      isAvailable: true,
    });
    expect(stone).toMatchObject({
      slabWidth: 130,
      slabHeight: 65,
      slabCostCents: 123_450,
      fabCostCentsPerSqft: null,
      markUp: 1.2,
      availability: 'Available',
    });
  });

  it('prefers the specific slab cost name over a generic price', () => {
    expect(normalizeStoneRow({ price: 5, 'Slab Cost': 1000 }).slabCostCents).toBe(100_000);
  });
});

describe('parseMarkUp', () => {
  it('reads a multiplier, and a percentage when written with %', () => {
    expect(parseMarkUp(1.35)).toBe(1.35);
    expect(parseMarkUp('1.5x')).toBe(1.5);
    expect(parseMarkUp('20%')).toBe(1.2);
  });

  it('falls back to 1 for missing, zero or unreadable mark-ups', () => {
    expect(parseMarkUp(undefined)).toBe(1);
    expect(parseMarkUp(0)).toBe(1);
    expect(parseMarkUp('-2')).toBe(1);
    expect(parseMarkUp('lots')).toBe(1);
  });
});

describe('formatSlabSize', () => {
  it('shows height by width, and reads back as the same slab', () => {
    const stone = normalizeStoneRow({});
    expect(formatSlabSize(stone)).toBe('63 x 126');
    expect(parseSlabSize(formatSlabSize(stone))).toEqual({ width: 126, height: 63 });
  });
});

describe('parseSlabSize', () => {
  it('reads "63 x 126" and "126×63" as a 126 wide, 63 tall slab', () => {
    expect(parseSlabSize('63 x 126')).toEqual({ width: 126, height: 63 });
    expect(parseSlabSize('126×63')).toEqual({ width: 126, height: 63 });
    expect(parseSlabSize('big')).toBeNull();
  });
});

describe('findStone', () => {
  const stones = [
    normalizeStoneRow({
      brand: 'MSI',
      type: 'Quartz',
      color: 'Frost',
      finish: 'Polished',
      thickness: '2cm',
      slabCost: 700,
    }),
    normalizeStoneRow({
      brand: 'MSI',
      type: 'Quartz',
      color: 'Frost',
      finish: 'Polished',
      thickness: '3cm',
      slabCost: 900,
    }),
    normalizeStoneRow({
      brand: 'MSI',
      type: 'Quartz',
      color: 'Frost',
      finish: 'Honed',
      thickness: '3cm',
      slabSize: '65x130',
    }),
  ];

  it('takes the first row matching brand, type and colour loosely', () => {
    expect(findStone(stones, { brand: 'msi', type: 'QUARTZ', color: 'frost' })).toBe(stones[0]);
  });

  it('narrows by finish, thickness and slab size when the product sets them', () => {
    expect(findStone(stones, { brand: 'MSI', type: 'Quartz', color: 'Frost', thickness: '3 cm' })).toBe(
      stones[1],
    );
    expect(findStone(stones, { brand: 'MSI', type: 'Quartz', color: 'Frost', slabSize: '65 x 130' })).toBe(
      stones[2],
    );
  });

  it('finds nothing without brand, type and colour', () => {
    expect(findStone(stones, { brand: 'MSI', type: 'Quartz' })).toBeNull();
    expect(findStone(stones, { brand: 'MSI', type: 'Quartz', color: 'Onyx' })).toBeNull();
  });
});

describe('stoneLabel', () => {
  it('joins brand, type and colour', () => {
    expect(stoneLabel({ brand: 'MSI', type: 'Quartz', color: 'Frost' })).toBe('MSI Quartz Frost');
  });
});

describe('stoneKey', () => {
  it('is the same for the same stone written differently and differs by slab size', () => {
    const a = normalizeStoneRow({ brand: 'MSI', type: 'Quartz', color: 'Frost', slabCost: 900 });
    const b = normalizeStoneRow({ Brand: 'msi', Type: 'quartz', Colour: 'FROST', 'Slab Cost': '$900.00' });
    const c = normalizeStoneRow({
      brand: 'MSI',
      type: 'Quartz',
      color: 'Frost',
      slabCost: 900,
      slabSize: '65x130',
    });
    expect(stoneKey(a)).toBe(stoneKey(b));
    expect(stoneKey(a)).not.toBe(stoneKey(c));
  });
});
