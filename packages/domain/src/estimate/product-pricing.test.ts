import { describe, expect, it } from 'vitest';
import { priceProduct } from './product-pricing';

describe('priceProduct', () => {
  const piece = { width: 96, depth: 25.5, quantity: 2 }; // 34 sq ft

  it('multiplies material, fabrication and installation by the mark-up and sums them', () => {
    const costs = priceProduct({
      materialCost: 316_800, // 2 slabs at $1,200, 10 %, × 1.2
      rawMaterialCost: 264_000,
      piece,
      fabricationRateCentsPerSqft: 4_500,
      markUp: 1.2,
      includeFabrication: true,
      includeInstallation: true,
      cutoutCost: 0,
    });
    expect(costs).toEqual({
      materialCost: 316_800,
      fabricationCost: 183_600, // 34 × $45 × 1.2
      installationCost: 61_200, // 34 × $15 × 1.2
      cutoutCost: 0,
      rawCost: 264_000 + 153_000 + 51_000,
      finalPrice: 316_800 + 183_600 + 61_200,
    });
  });

  it('leaves fabrication and installation out when the settings do', () => {
    const costs = priceProduct({
      materialCost: 100_000,
      rawMaterialCost: 100_000,
      piece,
      fabricationRateCentsPerSqft: 4_500,
      markUp: 1,
      includeFabrication: false,
      includeInstallation: false,
      cutoutCost: 0,
    });
    expect(costs).toEqual({
      materialCost: 100_000,
      fabricationCost: 0,
      installationCost: 0,
      cutoutCost: 0,
      rawCost: 100_000,
      finalPrice: 100_000,
    });
  });

  it("adds the cutouts at the fabricator's prices, never marked up, to the price and the raw cost", () => {
    const costs = priceProduct({
      materialCost: 120_000,
      rawMaterialCost: 100_000,
      piece,
      fabricationRateCentsPerSqft: 4_500,
      markUp: 1.2,
      includeFabrication: false,
      includeInstallation: false,
      cutoutCost: 32_000, // an undermount sink ($250) and two faucet holes ($35)
    });
    expect(costs.cutoutCost).toBe(32_000);
    expect(costs.finalPrice).toBe(120_000 + 32_000);
    expect(costs.rawCost).toBe(100_000 + 32_000);
  });
});
