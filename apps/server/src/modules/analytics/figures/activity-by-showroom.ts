import type { Executor } from '@stonetool/db/client';
import type { PeriodWindows } from '@stonetool/domain/analytics/periods';
import { sql } from 'drizzle-orm';
import {
  and,
  consultationSource,
  type FigureScope,
  keyRollupsAnswer,
  num,
  quoteSource,
  rollupsAnswer,
  stoneKeyConditions,
} from './figure-scope';
import { currentAndPrevious, dailyAndMonthlyRows, rowPeriod, rowWindows, withinAny } from './period-rows';

export interface PeriodActivity {
  showroomId: string;
  consultations: { current: number; previous: number };
  quotes: { current: number; previous: number };
}

type PeriodActivitySqlRow = {
  showroom_id: string;
  consultations_current: number;
  consultations_previous: number;
  quotes_current: number;
  quotes_previous: number;
};

/**
 * Consultations held and quotes saved in the current and previous periods, per showroom: whole
 * months and days from the monthly and daily activity rollups (under a brand or type filter, the
 * activity key rollups of its key, migration 0030, docs/decisions/138) plus the deltas not folded
 * yet, the partial days at the ends from the rows or their stone keys (consultationSource,
 * quoteSource); under a team member filter, every day from the rows.
 */
export async function activityByShowroom(
  db: Executor,
  scope: FigureScope,
  windows: PeriodWindows,
): Promise<PeriodActivity[]> {
  const periods = currentAndPrevious(windows);
  const rollups = rollupsAnswer(scope);
  const keyRollups = keyRollupsAnswer(scope);
  const raw = rowWindows(periods, rollups || keyRollups);
  const consultations = consultationSource(scope);
  const quotes = quoteSource(scope);
  const tables = rollups
    ? {
        daily: 'analytics_daily_activity',
        monthly: 'analytics_monthly_activity',
        deltas: 'analytics_activity_deltas',
      }
    : {
        daily: 'analytics_daily_activity_keys',
        monthly: 'analytics_monthly_activity_keys',
        deltas: 'analytics_activity_key_deltas',
      };
  const rollupRows = sql`
    union all
    ${dailyAndMonthlyRows(
      scope,
      periods,
      tables,
      'd.consultations, d.quotes',
      keyRollups ? stoneKeyConditions(scope, 'd') : [],
    )}`;
  const count = (measure: string, tag: string) =>
    sql`coalesce(sum(${sql.raw(measure)}) filter (where period = ${tag}), 0)::int`;
  const result = await db.execute<PeriodActivitySqlRow>(sql`
    select showroom_id,
      ${count('consultations', 'c')} as consultations_current, ${count('consultations', 'p')} as consultations_previous,
      ${count('quotes', 'c')} as quotes_current, ${count('quotes', 'p')} as quotes_previous
    from (
      select k.showroom_id, ${rowPeriod('k.session_start', periods)} as period, 1 as consultations, 0 as quotes
      from ${consultations.from}
      where ${and([...consultations.conditions, withinAny('k.session_start', raw)])}
      union all
      select q.showroom_id, ${rowPeriod('q.created_at', periods)}, 0, 1
      from ${quotes.from}
      where ${and([...quotes.conditions, withinAny('q.created_at', raw)])}
      ${rollups || keyRollups ? rollupRows : sql``}
    ) parts
    group by showroom_id`);
  return result.rows.map((row) => ({
    showroomId: row.showroom_id,
    consultations: { current: num(row.consultations_current), previous: num(row.consultations_previous) },
    quotes: { current: num(row.quotes_current), previous: num(row.quotes_previous) },
  }));
}
