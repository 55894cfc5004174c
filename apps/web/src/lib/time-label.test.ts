import { describe, expect, it } from 'vitest';
import { timeLabel } from './time-label';

const now = new Date(2026, 4, 20, 9, 30);

describe('timeLabel', () => {
  it('says Today, Yesterday and N days ago under 7, by calendar day', () => {
    expect(timeLabel(new Date(2026, 4, 20, 0, 5).toISOString(), now)).toBe('Today');
    expect(timeLabel(new Date(2026, 4, 19, 23, 59).toISOString(), now)).toBe('Yesterday');
    expect(timeLabel(new Date(2026, 4, 14, 12).toISOString(), now)).toBe('6 days ago');
  });

  it('shows the date from 7 days on, and nothing for an unreadable one', () => {
    expect(timeLabel(new Date(2026, 4, 13, 12).toISOString(), now)).toBe('May 13, 2026');
    expect(timeLabel('not a date', now)).toBe('');
  });
});
