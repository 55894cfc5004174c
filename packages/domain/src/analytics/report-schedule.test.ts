import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reportPeriodStart } from './report-schedule';

describe('reportPeriodStart', () => {
  it('starts a week on Monday 00:00 UTC and a month on the 1st', () => {
    expect(reportPeriodStart('weekly', new Date('2026-03-15T23:59:00Z')).toISOString()).toBe(
      '2026-03-09T00:00:00.000Z',
    );
    expect(reportPeriodStart('weekly', new Date('2026-03-16T00:00:00Z')).toISOString()).toBe(
      '2026-03-16T00:00:00.000Z',
    );
    expect(reportPeriodStart('monthly', new Date('2026-03-15T12:00:00Z')).toISOString()).toBe(
      '2026-03-01T00:00:00.000Z',
    );
  });

  it('is never after now, less than a period before it, and the same all period long', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.constantFrom('weekly' as const, 'monthly' as const),
        (now, frequency) => {
          const start = reportPeriodStart(frequency, now);
          expect(start.getTime()).toBeLessThanOrEqual(now.getTime());
          expect(now.getTime() - start.getTime()).toBeLessThan(31 * 86_400_000);
          expect(reportPeriodStart(frequency, start).getTime()).toBe(start.getTime());
        },
      ),
    );
  });
});
