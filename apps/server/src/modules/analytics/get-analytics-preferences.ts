import type { TAnalyticsPreferencesResponse } from '@stonetool/contracts/analytics';
import type { Executor } from '@stonetool/db/client';
import { analyticsPreferences, type AnalyticsScope } from '@stonetool/db/schema/analytics';
import { DEFAULT_ANALYTICS_PERIOD } from '@stonetool/domain/analytics/periods';
import { and, eq } from 'drizzle-orm';

/** The screen each dashboard opens on when nothing was saved: Performance, or the System Overview. */
const defaultViews: Record<AnalyticsScope, string> = { showroom: 'performance', admin: 'overview' };

/** A user's saved analytics defaults for one screen, or the spec's defaults (all filters, month). */
export async function getAnalyticsPreferences(
  db: Executor,
  userId: string,
  scope: AnalyticsScope,
): Promise<TAnalyticsPreferencesResponse> {
  const [saved] = await db
    .select()
    .from(analyticsPreferences)
    .where(and(eq(analyticsPreferences.userId, userId), eq(analyticsPreferences.scope, scope)));
  return {
    preferences: {
      default_filters: saved?.defaultFilters ?? {},
      default_period: saved?.defaultPeriod ?? DEFAULT_ANALYTICS_PERIOD,
      default_view: saved?.defaultView ?? defaultViews[scope],
    },
  };
}
