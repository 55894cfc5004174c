import type { AnalyticsPeriod } from './periods';

/** Beyond spec 03: how often an owner or the admin has the analytics report e-mailed. */
export const REPORT_FREQUENCIES = ['weekly', 'monthly'] as const;
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];

/** A weekly report covers the last 7 days (the dashboard's week), a monthly one the last 30. */
export const REPORT_FREQUENCY_PERIOD: Record<ReportFrequency, AnalyticsPeriod> = {
  weekly: 'week',
  monthly: 'month',
};

/**
 * The start of the schedule period `now` falls in (UTC, like the dashboard's days): Monday 00:00 for
 * weekly, the 1st 00:00 for monthly. A schedule sends once per period, keyed by this instant.
 */
export function reportPeriodStart(frequency: ReportFrequency, now: Date): Date {
  if (frequency === 'monthly') return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const daysSinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysSinceMonday));
}
