import { describe, expect, it } from 'vitest';
import { chooseScale, pieceUnits, slabUnits } from './scale';

describe('chooseScale', () => {
  it('uses whole inches when every length is whole', () => {
    expect(chooseScale([126, 63, 96, 25])).toEqual({ factor: 1, exact: true });
  });

  it("represents the spec's kerfs and half inches exactly", () => {
    const scale = chooseScale([126, 63, 25.5, 0.09375, 0.1875]);
    expect(scale.exact).toBe(true);
    expect(scale.factor).toBe(32);
    expect(pieceUnits(25.5, scale)).toBe(816);
  });

  it('represents decimal inches exactly', () => {
    const scale = chooseScale([126, 25.3, 0.125]);
    expect(scale.exact).toBe(true);
    expect(pieceUnits(25.3, scale) / scale.factor).toBeCloseTo(25.3, 12);
  });

  it('rounds pieces up and the slab down when no unit is exact', () => {
    const scale = chooseScale([Math.PI]);
    expect(scale.exact).toBe(false);
    expect(pieceUnits(Math.PI, scale) / scale.factor).toBeGreaterThanOrEqual(Math.PI);
    expect(slabUnits(Math.PI, scale) / scale.factor).toBeLessThanOrEqual(Math.PI);
  });
});
