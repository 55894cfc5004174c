import { describe, expect, it } from 'vitest';
import {
  edgeProfileText,
  edgeUpchargeCentsPerSqft,
  fabricationCostCents,
  fabricationRateCentsPerSqft,
  fabricationTablePriceCents,
  normalizeEdgeDetail,
  normalizeFabricationRow,
} from './fabrication';
import type { FabricationRate } from './types';

const table = [
  { stone_type: 'Quartz', thickness: '3cm', edge_detail: 'Eased', price_per_sf: 35 },
  { stone_type: 'Quartz', thickness: '3cm', edge_detail: 'Ogee', price_per_sf: '$50.00' },
  { stone_type: 'Quartz', thickness: '3cm', edge_detail: 'Beveled', price_per_sf: 30 },
  { stoneType: 'Granite', thickness: '2cm', edgeDetail: 'bullnose', pricePerSfCents: 4_250 },
]
  .map(normalizeFabricationRow)
  .filter((row): row is FabricationRate => row !== null);

describe('normalizeFabricationRow', () => {
  it('reads the API row in dollars and the database row in cents', () => {
    expect(
      normalizeFabricationRow({
        stone_type: 'Quartz',
        thickness: '3cm',
        edge_detail: 'Ogee',
        price_per_sf: '$50.00',
      }),
    ).toEqual({
      stoneType: 'Quartz',
      thickness: '3cm',
      edgeDetail: 'Ogee',
      pricePerSfCents: 5_000,
    });
    expect(table[3]).toEqual({
      stoneType: 'Granite',
      thickness: '2cm',
      edgeDetail: 'Bullnose',
      pricePerSfCents: 4_250,
    });
  });

  it('drops a row without a stone type, an edge or a price', () => {
    expect(normalizeFabricationRow({ thickness: '3cm', edge_detail: 'Ogee', price_per_sf: 50 })).toBeNull();
    expect(
      normalizeFabricationRow({ stone_type: 'Quartz', edge_detail: 'Ogee', price_per_sf: 'TBD' }),
    ).toBeNull();
    expect(normalizeFabricationRow({ stone_type: 'Quartz', price_per_sf: 50 })).toBeNull();
  });
});

describe('normalizeEdgeDetail', () => {
  it('defaults to Eased and spells the options as the spec does', () => {
    expect(normalizeEdgeDetail(undefined)).toBe('Eased');
    expect(normalizeEdgeDetail('')).toBe('Eased');
    expect(normalizeEdgeDetail('1.5 MITERED')).toBe('1.5 mitered');
    expect(normalizeEdgeDetail('bullnose')).toBe('Bullnose');
    expect(normalizeEdgeDetail('Waterfall')).toBe('Waterfall');
  });
});

describe('fabricationTablePriceCents', () => {
  it('finds the row by stone type, thickness and edge, loosely', () => {
    expect(fabricationTablePriceCents(table, 'quartz', '3 CM', 'ogee')).toBe(5_000);
    expect(fabricationTablePriceCents(table, 'Granite', '2cm', 'Bullnose')).toBe(4_250);
  });

  it('is null when the table has no such row', () => {
    expect(fabricationTablePriceCents(table, 'Quartz', '2cm', 'Ogee')).toBeNull();
    expect(fabricationTablePriceCents([], 'Quartz', '3cm', 'Eased')).toBeNull();
  });
});

describe('fabricationRateCentsPerSqft', () => {
  const quartz = { stoneType: 'Quartz', thickness: '3cm' };

  it("uses the stone's Fab Cost with an Eased edge", () => {
    expect(
      fabricationRateCentsPerSqft({ ...quartz, fabCostCentsPerSqft: 4_000, edgeDetail: 'Eased' }, table),
    ).toBe(4_000);
  });

  it("adds the edge's upcharge over Eased to the stone's Fab Cost", () => {
    // Fab Cost $40 + (Ogee $50 − Eased $35) = $55 per sq ft
    expect(
      fabricationRateCentsPerSqft({ ...quartz, fabCostCentsPerSqft: 4_000, edgeDetail: 'Ogee' }, table),
    ).toBe(5_500);
  });

  it('never lowers the Fab Cost for an edge cheaper than Eased', () => {
    expect(
      fabricationRateCentsPerSqft({ ...quartz, fabCostCentsPerSqft: 4_000, edgeDetail: 'Beveled' }, table),
    ).toBe(4_000);
  });

  it('uses the table row for the edge when the stone has no Fab Cost', () => {
    expect(
      fabricationRateCentsPerSqft({ ...quartz, fabCostCentsPerSqft: null, edgeDetail: 'Ogee' }, table),
    ).toBe(5_000);
  });

  it("falls back to the table's Eased row, then to 0", () => {
    expect(
      fabricationRateCentsPerSqft({ ...quartz, fabCostCentsPerSqft: null, edgeDetail: 'Bullnose' }, table),
    ).toBe(3_500);
    expect(
      fabricationRateCentsPerSqft(
        { stoneType: 'Marble', thickness: '2cm', fabCostCentsPerSqft: null, edgeDetail: 'Eased' },
        table,
      ),
    ).toBe(0);
  });
});

describe('fabricationCostCents', () => {
  it('is rate × area × mark-up: 17 sq ft at $45 with mark-up 1.2 is $918.00', () => {
    expect(fabricationCostCents(4_500, { width: 96, depth: 25.5, quantity: 1 }, 1.2, true)).toBe(91_800);
  });

  it('rounds the exact area once: 2 × 30 × 30 in at $37.50 is 12.5 sq ft, $468.75', () => {
    expect(fabricationCostCents(3_750, { width: 30, depth: 30, quantity: 2 }, 1, true)).toBe(46_875);
  });

  it('is 0 when fabrication is not included', () => {
    expect(fabricationCostCents(4_500, { width: 96, depth: 25.5, quantity: 1 }, 1.2, false)).toBe(0);
  });
});

describe('the edge profile on its own line', () => {
  const rates: FabricationRate[] = [
    { stoneType: 'Quartz', thickness: '3cm', edgeDetail: 'Eased', pricePerSfCents: 3000 },
    { stoneType: 'Quartz', thickness: '3cm', edgeDetail: 'Ogee', pricePerSfCents: 4200 },
    { stoneType: 'Quartz', thickness: '3cm', edgeDetail: 'Bevel', pricePerSfCents: 2500 },
  ];
  const row = (edgeDetail: string) => ({ stoneType: 'Quartz', thickness: '3cm', edgeDetail });

  it('is what the profile adds over Eased, never below nothing', () => {
    expect(edgeUpchargeCentsPerSqft(row('Ogee'), rates)).toBe(1200);
    expect(edgeUpchargeCentsPerSqft(row('Bevel'), rates)).toBe(0);
    expect(edgeUpchargeCentsPerSqft(row('Eased'), rates)).toBe(0);
    expect(edgeUpchargeCentsPerSqft(row('Bullnose'), rates)).toBe(0);
  });

  it('reads as a rate over the standard edge', () => {
    expect(edgeProfileText('Ogee', 1200)).toBe('Ogee, +$12.00/ft² over Eased');
    expect(edgeProfileText('Eased', 0)).toBe('Eased (standard)');
    expect(edgeProfileText('Bevel', 0)).toBe('Bevel, no charge over Eased');
  });
});
