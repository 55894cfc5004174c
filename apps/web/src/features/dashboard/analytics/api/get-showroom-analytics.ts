import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZShowroomAnalyticsResponse,
  ZShowroomInsightsResponse,
  type TShowroomAnalyticsResponse,
  type TShowroomInsightsResponse,
} from '@stonetool/contracts/analytics';
import type { AnalyticsPeriod } from '@stonetool/domain/analytics/periods';
import { ApiError, readServerError } from '../../../../lib/api-error';
import { authFetch } from '../../../../lib/session-store';
import {
  analyticsParams,
  type AnalyticsFilters,
} from '../../../../components/back-office/analytics/analytics-storage';
import { queryKeys } from '../../../../lib/query-keys';

/** Spec 03 section 8: the Insights tab's failure message. */
export const INSIGHTS_FAILED =
  'Unable to Load Insights. Please try refreshing the data or contact support if the issue persists.';
const ANALYTICS_FAILED = 'Unable to Load Analytics';

async function getJson(path: string, fallback: string): Promise<unknown> {
  const response = await authFetch(path);
  if (!response.ok) throw new ApiError((await readServerError(response)) ?? fallback, response.status);
  return response.json();
}

/** GET /api/showroom/analytics?period&brand&type&team_member (filters only when not 'all'). */
export async function getShowroomAnalytics(
  period: AnalyticsPeriod,
  filters: AnalyticsFilters,
): Promise<TShowroomAnalyticsResponse> {
  const body = await getJson(
    `/api/showroom/analytics?${analyticsParams(period, filters).toString()}`,
    ANALYTICS_FAILED,
  );
  return ZShowroomAnalyticsResponse.parse(body);
}

/** GET /api/showroom/insights with the same period and filters. */
export async function getShowroomInsights(
  period: AnalyticsPeriod,
  filters: AnalyticsFilters,
): Promise<TShowroomInsightsResponse> {
  const body = await getJson(
    `/api/showroom/insights?${analyticsParams(period, filters).toString()}`,
    INSIGHTS_FAILED,
  );
  return ZShowroomInsightsResponse.parse(body);
}

export function useShowroomAnalytics(period: AnalyticsPeriod, filters: AnalyticsFilters) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.showroom.analytics(period, filters),
      queryFn: () => getShowroomAnalytics(period, filters),
      // Keep the cards on screen while the next period's figures are on their way.
      placeholderData: keepPreviousData,
    }),
  );
}

export function useShowroomInsights(period: AnalyticsPeriod, filters: AnalyticsFilters, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.showroom.insights(period, filters),
      queryFn: () => getShowroomInsights(period, filters),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}
