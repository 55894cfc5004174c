import type { TTarget } from '@stonetool/contracts/analytics';
import type { Executor } from '@stonetool/db/client';
import { targets } from '@stonetool/db/schema/analytics';
import { showrooms } from '@stonetool/db/schema/showrooms';
import type { AnalyticsPeriod } from '@stonetool/domain/analytics/periods';
import type { TargetMetric } from '@stonetool/domain/analytics/targets';
import { dollarsToCents } from '@stonetool/domain/money';
import { eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error';
import { metricValues, targetAnswer } from './list-targets';

export interface TargetInput {
  /** The showroom the target is for; null for a platform (system) target. */
  showroomId: string | null;
  metric: TargetMetric;
  /** In the API's unit: dollars for money, a count for orders, percent for conversion. */
  value: number;
  period: AnalyticsPeriod;
  userId: string;
}

/**
 * Sets the one target of a showroom (or of the platform) for a metric and period, replacing any
 * earlier one, and answers it with its progress. Money is stored in cents.
 */
export async function saveTarget(db: Executor, input: TargetInput, now: Date): Promise<TTarget> {
  if (input.showroomId !== null) {
    const [showroom] = await db
      .select({ id: showrooms.id })
      .from(showrooms)
      .where(eq(showrooms.id, input.showroomId));
    if (!showroom) throw new AppError('NOT_FOUND', 'Showroom not found');
  }
  const targetValue =
    input.metric === 'revenue' || input.metric === 'profit' ? dollarsToCents(input.value) : input.value;
  const values = { targetValue, setByUserId: input.userId, updatedAt: now };
  const [row] = await db
    .insert(targets)
    .values({ showroomId: input.showroomId, metricType: input.metric, period: input.period, ...values })
    .onConflictDoUpdate({ target: [targets.showroomId, targets.metricType, targets.period], set: values })
    .returning();
  if (!row) throw new Error('target not saved');
  const scope =
    input.showroomId === null
      ? { includeTestShowrooms: false }
      : { showroomId: input.showroomId, includeTestShowrooms: true };
  const current = await metricValues(db, scope, input.period, now);
  return targetAnswer(row, current[input.metric].current);
}
