import { describe, expect, it } from 'vitest';
import { TOAST_DURATION_MS, toastTone } from './toast-rules';

describe('status toasts', () => {
  it('are green with a check mark, red with a cross, else blue', () => {
    expect(toastTone('✓ PDF downloaded')).toBe('green');
    expect(toastTone('✅ Saved')).toBe('green');
    expect(toastTone('❌ Failed to save quote')).toBe('red');
    expect(toastTone('Generating PDF...')).toBe('blue');
  });

  it('last 4 s on success and info, 6 s on error', () => {
    expect(TOAST_DURATION_MS).toEqual({ success: 4000, error: 6000, info: 4000, loading: null });
  });
});
