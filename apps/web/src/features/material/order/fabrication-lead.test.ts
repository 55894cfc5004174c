import { describe, expect, it } from 'vitest';
import { fabricationCategory, fabricationRangesFor } from './fabrication-lead';

describe('fabricationCategory', () => {
  it('maps granite, marble and stone to Natural', () => {
    expect(fabricationCategory('Granite')).toBe('Natural');
    expect(fabricationCategory('marble')).toBe('Natural');
    expect(fabricationCategory('Natural Stone')).toBe('Natural');
  });

  it('tells quartz from quartzite, and knows porcelain', () => {
    expect(fabricationCategory('Quartz')).toBe('Quartz');
    expect(fabricationCategory('Quartzite')).toBe('Natural');
    expect(fabricationCategory('Porcelain')).toBe('Porcelain');
  });

  it('gives no range for a type it does not know', () => {
    expect(fabricationCategory('Laminate')).toBeNull();
  });
});

describe('fabricationRangesFor', () => {
  it('lists each category of the cart once with the spec ranges', () => {
    expect(fabricationRangesFor(['Granite', 'Quartz', 'Marble', 'Laminate']).map((r) => r.label)).toEqual([
      'Quartz: $30 - $45 per sq ft',
      'Natural: $35 - $50 per sq ft',
    ]);
    expect(fabricationRangesFor(['Porcelain'])[0]?.label).toBe('Porcelain: $35 - $45 per sq ft');
  });
});
