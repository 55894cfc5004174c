import type { Executor } from '@stonetool/db/client';
import { sql } from 'drizzle-orm';
import { and, type FigureScope, num, showroomConditions } from './figure-scope';

/**
 * Since when the scope has history: the earliest of the showrooms' creation and their first
 * order (demo and imported orders may predate the account). Null when there is no showroom.
 */
export async function historyStart(db: Executor, scope: FigureScope): Promise<Date | null> {
  const showroomRows = [
    ...(scope.showroomId !== undefined ? [sql`s.id = ${scope.showroomId}`] : []),
    ...(scope.includeTestShowrooms ? [] : [sql`not s.is_test`]),
  ];
  const result = await db.execute<{ since_ms: number | null }>(sql`
    select (extract(epoch from least(
      (select min(s.created_at) from showrooms s where ${and(showroomRows)}),
      (select min(o.order_date) from orders o where ${and(showroomConditions(scope, 'o'))})
    )) * 1000)::float8 as since_ms`);
  const since = result.rows[0]?.since_ms;
  return since === null || since === undefined ? null : new Date(num(since));
}
