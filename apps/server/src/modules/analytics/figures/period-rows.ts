import {
  type DayRange,
  type DaySplit,
  type PeriodWindows,
  splitByDay,
  splitByMonth,
  type TimeWindow,
} from '@stonetool/domain/analytics/periods';
import { sql, type SQL } from 'drizzle-orm';
import { and, type FigureScope, showroomConditions, within } from './figure-scope';

/** A window named by the period tag its rows are summed under ('c' current, 'p' previous). */
export interface TaggedWindow {
  tag: string;
  window: TimeWindow;
  split: DaySplit;
}

export const tagged = (windows: { tag: string; window: TimeWindow }[]): TaggedWindow[] =>
  windows.map((entry) => ({ ...entry, split: splitByDay(entry.window) }));

export const currentAndPrevious = (windows: PeriodWindows): TaggedWindow[] =>
  tagged([
    { tag: 'c', window: windows.current },
    { tag: 'p', window: windows.previous },
  ]);

/**
 * Where the figures read raw rows: the whole windows without the rollups, or only the partial
 * days at their ends with them.
 */
export const rowWindows = (periods: TaggedWindow[], rollups: boolean): TimeWindow[] =>
  periods.flatMap((period) => (rollups ? period.split.edges : [period.window]));

export const withinAny = (column: string, windows: TimeWindow[]): SQL =>
  windows.length === 0
    ? sql`false`
    : sql`(${sql.join(
        windows.map((window) => within(column, window)),
        sql` or `,
      )})`;

/** The period tag of a raw row by its timestamp. */
export const rowPeriod = (column: string, periods: TaggedWindow[]): SQL =>
  sql`case ${sql.join(
    periods.map((period) => sql`when ${within(column, period.window)} then ${period.tag}`),
    sql` `,
  )} end`;

export interface TaggedRange {
  tag: string;
  range: DayRange;
}

/** Rows whose `column` (a date) falls in one of `ranges`, and the period tag of each. */
export function inRanges(column: string, ranges: TaggedRange[]): { where: SQL; tag: SQL } {
  if (ranges.length === 0) return { where: sql`false`, tag: sql`null` };
  const inRange = ({ range }: TaggedRange) =>
    sql`${sql.raw(column)} >= ${range.first}::date and ${sql.raw(column)} < ${range.end}::date`;
  return {
    where: sql`(${sql.join(
      ranges.map((entry) => sql`(${inRange(entry)})`),
      sql` or `,
    )})`,
    tag: sql`case ${sql.join(
      ranges.map((entry) => sql`when ${inRange(entry)} then ${entry.tag}`),
      sql` `,
    )} end`,
  };
}

export const wholeDays = (periods: TaggedWindow[]): TaggedRange[] =>
  periods.flatMap((period) =>
    period.split.days === null ? [] : [{ tag: period.tag, range: period.split.days }],
  );

/** Rollup rows of the whole days of `periods`, and the period tag of each (alias `d`). */
export const rollupDays = (periods: TaggedWindow[]) => inRanges('d.day', wholeDays(periods));

/**
 * The whole days of `periods` split at the first of each month: the whole calendar months a
 * monthly rollup answers (alias `d`, column `month`) and the days before the first and after the
 * last a daily one answers (column `day`), each with its period tag.
 */
export function monthsAndDays(periods: TaggedWindow[]): {
  days: { where: SQL; tag: SQL };
  months: { where: SQL; tag: SQL };
} {
  const split = wholeDays(periods).map(({ tag, range }) => ({ tag, ...splitByMonth(range) }));
  return {
    days: inRanges(
      'd.day',
      split.flatMap(({ tag, days }) => days.map((range) => ({ tag, range }))),
    ),
    months: inRanges(
      'd.month',
      split.flatMap(({ tag, months }) => (months === null ? [] : [{ tag, range: months }])),
    ),
  };
}

/**
 * The rows of a daily rollup and its monthly one that answer the whole days of `periods`, with
 * `measures` and the period tag (as `period`): each whole calendar month from the monthly table,
 * the days before the first and after the last from the daily one, and every whole day's deltas
 * not folded into them yet (`deltas`, keyed by showroom and day like the daily table), so the sum
 * is exact whenever it is read; `conditions` (on alias `d`) pick a stone key of the order key rollups (docs/decisions/090-analytics-deltas-folded-by-a-worker.md).
 */
export function dailyAndMonthlyRows(
  scope: FigureScope,
  periods: TaggedWindow[],
  tables: { daily: string; monthly: string; deltas?: string },
  measures: string,
  conditions: SQL[] = [],
): SQL {
  const { days, months } = monthsAndDays(periods);
  const rows = (table: string, ranges: { where: SQL; tag: SQL }) => sql`
    select d.showroom_id, ${ranges.tag} as period, ${sql.raw(measures)}
    from ${sql.raw(table)} d
    where ${and([...showroomConditions(scope, 'd'), ...conditions, ranges.where])}`;
  const folded = sql`${rows(tables.daily, days)} union all ${rows(tables.monthly, months)}`;
  return tables.deltas === undefined
    ? folded
    : sql`${folded} union all ${rows(tables.deltas, rollupDays(periods))}`;
}
