import { describe, expect, it } from 'vitest';
import { installationCostCents } from './installation';

describe('installationCostCents', () => {
  it('charges $15 per square foot: 17 sq ft is $255.00', () => {
    expect(installationCostCents({ width: 96, depth: 25.5, quantity: 1 }, 1, true)).toBe(25_500);
  });

  it('multiplies installation by the stone mark-up', () => {
    expect(installationCostCents({ width: 96, depth: 25.5, quantity: 2 }, 1.2, true)).toBe(61_200);
  });

  it('rounds the exact area once: 10 × 10 in is 0.6944 sq ft, $10.42', () => {
    expect(installationCostCents({ width: 10, depth: 10, quantity: 1 }, 1, true)).toBe(1_042);
  });

  it('is 0 when installation is not included in the settings', () => {
    expect(installationCostCents({ width: 96, depth: 25.5, quantity: 1 }, 1.2, false)).toBe(0);
  });
});
