/** Spec 03 section 9: the analytics periods; month is the default. */
export const ANALYTICS_PERIODS = ['today', 'week', 'month', 'year'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = 'month';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Spec 03 section 9: week is 7 days, month 30 days; a year is 365 days ("Last Year"). */
const ROLLING_DAYS: Record<Exclude<AnalyticsPeriod, 'today'>, number> = { week: 7, month: 30, year: 365 };

/** A half-open stretch of time [start, end). */
export interface TimeWindow {
  start: Date;
  end: Date;
}

export interface PeriodWindows {
  current: TimeWindow;
  /** The stretch of the same length just before `current`, for "change vs last period". */
  previous: TimeWindow;
}

/**
 * The current period and the previous period of the same length, both ending at `now`'s side:
 * today runs from midnight UTC to now and is compared with yesterday up to the same hour; week,
 * month and year are the last 7, 30 and 365 days up to now, compared with the 7, 30 or 365 days
 * before them. Showrooms keep no time zone, so days are UTC days, as on the Orders tab.
 */
export function periodWindows(period: AnalyticsPeriod, now: Date): PeriodWindows {
  const end = now.getTime();
  const start =
    period === 'today'
      ? Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
      : end - ROLLING_DAYS[period] * DAY_MS;
  // Today so far is compared with yesterday up to the same hour; the others with the stretch
  // just before them. Either way both windows have the same length.
  const shift = period === 'today' ? DAY_MS : end - start;
  return {
    current: { start: new Date(start), end: new Date(end) },
    previous: { start: new Date(start - shift), end: new Date(end - shift) },
  };
}

/**
 * The length of one full period, for the series a prediction is fitted on: a day for today, 7,
 * 30 or 365 days otherwise.
 */
export function periodLengthMs(period: AnalyticsPeriod): number {
  return period === 'today' ? DAY_MS : ROLLING_DAYS[period] * DAY_MS;
}

/**
 * The `count` full-length periods ending at `now`, oldest first: the series predictions are fitted
 * on, whose last window is the most recent full period.
 */
export function trailingWindows(period: AnalyticsPeriod, now: Date, count: number): TimeWindow[] {
  const length = periodLengthMs(period);
  return Array.from({ length: count }, (_, index) => {
    const end = now.getTime() - (count - 1 - index) * length;
    return { start: new Date(end - length), end: new Date(end) };
  });
}

/** A window as the whole UTC days it holds and the parts of days left at its two ends. */
export interface DaySplit {
  /** The whole days; null when the window holds none. */
  days: DayRange | null;
  /** What the whole days leave of the window: none, one or two stretches shorter than a day. */
  edges: TimeWindow[];
}

const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * Splits a window at UTC midnights, so that daily rollups answer the whole days and the rows
 * themselves the two partial days at the ends (a window within one day is all edge).
 */
export function splitByDay(window: TimeWindow): DaySplit {
  const start = window.start.getTime();
  const end = window.end.getTime();
  const firstMidnight = Math.ceil(start / DAY_MS) * DAY_MS;
  const lastMidnight = Math.floor(end / DAY_MS) * DAY_MS;
  if (firstMidnight >= lastMidnight) return { days: null, edges: end > start ? [window] : [] };
  const edges: TimeWindow[] = [];
  if (start < firstMidnight) edges.push({ start: window.start, end: new Date(firstMidnight) });
  if (lastMidnight < end) edges.push({ start: new Date(lastMidnight), end: window.end });
  return { days: { first: isoDay(firstMidnight), end: isoDay(lastMidnight) }, edges };
}

/** A half-open range of whole UTC days, [first, end), as 'YYYY-MM-DD' dates. */
export interface DayRange {
  first: string;
  end: string;
}

/** Whole days as the whole calendar months they hold and the days left at their two ends. */
export interface MonthSplit {
  /** The whole months, as the first days of the first month and of the month after the last. */
  months: DayRange | null;
  /** The days outside those months: none, one or two ranges. */
  days: DayRange[];
}

/**
 * Splits whole days at the first of each month, so that monthly rollups answer the whole months
 * and daily ones the days before the first and after the last (days within one month are all days).
 */
export function splitByMonth(range: DayRange): MonthSplit {
  const first = new Date(`${range.first}T00:00:00Z`);
  const end = new Date(`${range.end}T00:00:00Z`);
  const monthAfterFirst =
    first.getUTCDate() === 1 ? first : new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 1));
  const monthOfEnd = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), 1));
  if (monthAfterFirst >= monthOfEnd) return { months: null, days: range.first < range.end ? [range] : [] };
  const day = (at: Date) => at.toISOString().slice(0, 10);
  const days: DayRange[] = [];
  if (first < monthAfterFirst) days.push({ first: range.first, end: day(monthAfterFirst) });
  if (monthOfEnd < end) days.push({ first: day(monthOfEnd), end: range.end });
  return { months: { first: day(monthAfterFirst), end: day(monthOfEnd) }, days };
}
