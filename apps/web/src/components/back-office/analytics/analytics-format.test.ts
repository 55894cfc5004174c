import { describe, expect, it } from 'vitest';
import { lastUpdatedLabel } from './analytics-format';

describe('lastUpdatedLabel', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('says the spec words for minutes and hours', () => {
    expect(lastUpdatedLabel(ago(30_000), now)).toBe('Just now');
    expect(lastUpdatedLabel(ago(60_000), now)).toBe('1 minute ago');
    expect(lastUpdatedLabel(ago(59 * 60_000), now)).toBe('59 minutes ago');
    expect(lastUpdatedLabel(ago(60 * 60_000), now)).toBe('1 hour ago');
    expect(lastUpdatedLabel(ago(5 * 60 * 60_000), now)).toBe('5 hours ago');
  });

  it('treats a time ahead of the clock as just now', () => {
    expect(lastUpdatedLabel(new Date(now.getTime() + 5000), now)).toBe('Just now');
  });
});
