import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZShowroomAnalyticsResponse,
  ZShowroomInsightsResponse,
  type TShowroomAnalyticsResponse,
  type TShowroomInsightsResponse,
} from '@stonetool/contracts/analytics';
import type { AnalyticsPeriod } from '@stonetool/domain/analytics/periods';
import {
  analyticsParams,
  type AnalyticsFilters,
} from '../../../../components/back-office/analytics/analytics-storage';
import { queryKeys } from '../../../../lib/query-keys';
import { apiJson } from '../../../../lib/http/api-json';

/** Spec 03 section 8: the Insights tab's failure message. */
export const INSIGHTS_FAILED =
  'Unable to Load Insights. Please try refreshing the data or contact support if the issue persists.';
const ANALYTICS_FAILED = 'Unable to Load Analytics';

/** GET /api/showroom/analytics?period&brand&type&team_member (filters only when not 'all'). */
export async function getShowroomAnalytics(
  period: AnalyticsPeriod,
  filters: AnalyticsFilters,
): Promise<TShowroomAnalyticsResponse> {
  return apiJson(
    ZShowroomAnalyticsResponse,
    `/api/showroom/analytics?${analyticsParams(period, filters).toString()}`,
    { fallback: ANALYTICS_FAILED },
  );
}

/** GET /api/showroom/insights with the same period and filters. */
export async function getShowroomInsights(
  period: AnalyticsPeriod,
  filters: AnalyticsFilters,
): Promise<TShowroomInsightsResponse> {
  return apiJson(
    ZShowroomInsightsResponse,
    `/api/showroom/insights?${analyticsParams(period, filters).toString()}`,
    { fallback: INSIGHTS_FAILED },
  );
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
