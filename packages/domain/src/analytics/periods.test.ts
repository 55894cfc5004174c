import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_PERIODS,
  DAY_MS,
  periodWindows,
  splitByDay,
  splitByMonth,
  trailingWindows,
} from './periods';

const now = new Date('2026-03-15T14:30:00Z');

describe('periodWindows', () => {
  it('runs today from UTC midnight to now, against yesterday up to the same hour', () => {
    const { current, previous } = periodWindows('today', now);
    expect(current).toEqual({ start: new Date('2026-03-15T00:00:00Z'), end: now });
    expect(previous).toEqual({
      start: new Date('2026-03-14T00:00:00Z'),
      end: new Date('2026-03-14T14:30:00Z'),
    });
  });

  it('takes the last 7, 30 and 365 days for week, month and year', () => {
    expect(periodWindows('week', now).current.start).toEqual(new Date('2026-03-08T14:30:00Z'));
    expect(periodWindows('month', now).current.start).toEqual(new Date('2026-02-13T14:30:00Z'));
    expect(periodWindows('month', now).previous).toEqual({
      start: new Date('2026-01-14T14:30:00Z'),
      end: new Date('2026-02-13T14:30:00Z'),
    });
    expect(periodWindows('year', now).current.start).toEqual(new Date('2025-03-15T14:30:00Z'));
  });

  it('always compares with a previous period of the same length, just before the current one', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ANALYTICS_PERIODS),
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (period, at) => {
          const { current, previous } = periodWindows(period, at);
          const length = current.end.getTime() - current.start.getTime();
          expect(current.end).toEqual(at);
          expect(previous.end.getTime() - previous.start.getTime()).toBe(length);
          // Today is compared with yesterday up to the same hour; the rest with the stretch just before.
          const shift = period === 'today' ? DAY_MS : length;
          expect(previous.start.getTime()).toBe(current.start.getTime() - shift);
        },
      ),
    );
  });
});

describe('trailingWindows', () => {
  it('lists full periods ending now, oldest first and back to back', () => {
    const windows = trailingWindows('week', now, 3);
    expect(windows.map((w) => w.end)).toEqual([
      new Date(now.getTime() - 14 * DAY_MS),
      new Date(now.getTime() - 7 * DAY_MS),
      now,
    ]);
    expect(windows[0]?.start).toEqual(new Date(now.getTime() - 21 * DAY_MS));
  });
});

describe('splitByDay', () => {
  const window = (start: string, end: string) => ({ start: new Date(start), end: new Date(end) });

  it('gives the whole UTC days to the rollups and the two partial days to the rows', () => {
    expect(splitByDay(window('2026-03-01T15:30:00Z', '2026-03-04T09:00:00Z'))).toEqual({
      days: { first: '2026-03-02', end: '2026-03-04' },
      edges: [
        window('2026-03-01T15:30:00Z', '2026-03-02T00:00:00Z'),
        window('2026-03-04T00:00:00Z', '2026-03-04T09:00:00Z'),
      ],
    });
  });

  it('leaves no edge where the window starts or ends at midnight', () => {
    expect(splitByDay(window('2026-03-01T00:00:00Z', '2026-03-03T00:00:00Z'))).toEqual({
      days: { first: '2026-03-01', end: '2026-03-03' },
      edges: [],
    });
  });

  it('reads a window holding no whole day from the rows alone', () => {
    const overMidnight = window('2026-03-01T18:00:00Z', '2026-03-02T06:00:00Z');
    expect(splitByDay(overMidnight)).toEqual({ days: null, edges: [overMidnight] });
    expect(splitByDay(window('2026-03-02T00:00:00Z', '2026-03-02T13:00:00Z')).days).toBeNull();
  });
});

describe('splitByMonth', () => {
  it('gives the whole months to the monthly rollups and the days at the ends to the daily ones', () => {
    expect(splitByMonth({ first: '2025-11-26', end: '2026-11-25' })).toEqual({
      months: { first: '2025-12-01', end: '2026-11-01' },
      days: [
        { first: '2025-11-26', end: '2025-12-01' },
        { first: '2026-11-01', end: '2026-11-25' },
      ],
    });
  });

  it('keeps days within one month, or that end on its first, as days', () => {
    expect(splitByMonth({ first: '2026-03-02', end: '2026-03-30' })).toEqual({
      months: null,
      days: [{ first: '2026-03-02', end: '2026-03-30' }],
    });
    expect(splitByMonth({ first: '2026-02-10', end: '2026-03-01' })).toEqual({
      months: null,
      days: [{ first: '2026-02-10', end: '2026-03-01' }],
    });
    expect(splitByMonth({ first: '2026-03-01', end: '2026-04-01' })).toEqual({
      months: { first: '2026-03-01', end: '2026-04-01' },
      days: [],
    });
  });

  it('covers every day of the range exactly once', () => {
    const day = fc
      .integer({ min: Date.UTC(2000, 0, 1) / DAY_MS, max: Date.UTC(2100, 0, 1) / DAY_MS })
      .map((n) => new Date(n * DAY_MS).toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, (a, b) => {
        const range = a <= b ? { first: a, end: b } : { first: b, end: a };
        const { months, days } = splitByMonth(range);
        const pieces = [...days, ...(months ? [months] : [])].sort((x, y) => (x.first < y.first ? -1 : 1));
        let at = range.first;
        for (const piece of pieces) {
          expect(piece.first).toBe(at);
          expect(piece.first < piece.end).toBe(true);
          at = piece.end;
        }
        expect(at).toBe(range.first === range.end ? range.first : range.end);
        if (months) {
          expect(months.first.endsWith('-01')).toBe(true);
          expect(months.end.endsWith('-01')).toBe(true);
        }
      }),
    );
  });
});
