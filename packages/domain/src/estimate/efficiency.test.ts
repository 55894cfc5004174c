import { describe, expect, it } from 'vitest';
import { EFFICIENCY_BADGE_COLORS, efficiencyBadge, efficiencyPercent } from './efficiency';

describe('efficiencyPercent', () => {
  it('is the piece area over the slab area in percent, one decimal', () => {
    // two 96 × 25.5 tops on one 126 × 63 slab: 4896 / 7938
    expect(efficiencyPercent(4_896, 7_938)).toBe(61.7);
    expect(efficiencyPercent(7_938, 7_938)).toBe(100);
  });

  it('is 0 with no slabs or no pieces', () => {
    expect(efficiencyPercent(100, 0)).toBe(0);
    expect(efficiencyPercent(0, 7_938)).toBe(0);
  });
});

describe('efficiencyBadge', () => {
  it('is high above 80, medium above 60, otherwise low', () => {
    expect(efficiencyBadge(80.1)).toBe('high');
    expect(efficiencyBadge(80)).toBe('medium');
    expect(efficiencyBadge(60.1)).toBe('medium');
    expect(efficiencyBadge(60)).toBe('low');
    expect(efficiencyBadge(0)).toBe('low');
  });

  it('shows high green, medium yellow and low red', () => {
    expect(EFFICIENCY_BADGE_COLORS).toEqual({ high: 'green', medium: 'yellow', low: 'red' });
  });
});
