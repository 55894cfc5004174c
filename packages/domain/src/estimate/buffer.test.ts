import { describe, expect, it } from 'vitest';
import { BREAKAGE_BUFFER_OPTIONS, resolveBreakageBuffer } from './buffer';

describe('resolveBreakageBuffer', () => {
  it('uses the buffer the settings chose, 0 included', () => {
    for (const option of BREAKAGE_BUFFER_OPTIONS) expect(resolveBreakageBuffer(option)).toBe(option);
  });

  it('uses 10 % when no buffer is set at all', () => {
    expect(resolveBreakageBuffer(undefined)).toBe(10);
    expect(resolveBreakageBuffer(null)).toBe(10);
    expect(resolveBreakageBuffer(Number.NaN)).toBe(10);
  });

  it('keeps a buffer between 0 and 100 percent', () => {
    expect(resolveBreakageBuffer(-5)).toBe(0);
    expect(resolveBreakageBuffer(250)).toBe(100);
  });
});
