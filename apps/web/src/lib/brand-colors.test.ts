import { describe, expect, it } from 'vitest';
import { contrastRatio, DEFAULT_BRAND_COLORS, textColorOn } from './brand-colors';

describe('brand colours', () => {
  it('white on the default teal reaches 4.5:1', () => {
    expect(contrastRatio(DEFAULT_BRAND_COLORS.primary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(textColorOn(DEFAULT_BRAND_COLORS.primary)).toBe('#ffffff');
  });

  it('a light brand colour gets dark text', () => {
    expect(textColorOn('#fde047')).toBe('#1c1917');
    expect(textColorOn(DEFAULT_BRAND_COLORS.secondary)).toBe('#1c1917');
  });

  it('contrast is symmetric and 21:1 for black on white', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
  });
});
