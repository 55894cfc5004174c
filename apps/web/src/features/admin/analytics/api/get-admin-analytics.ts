import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminAnalyticsResponse, type TAdminAnalyticsResponse } from '@stonetool/contracts/admin-analytics';
import type { AnalyticsPeriod } from '@stonetool/domain/analytics/periods';
import { apiJson } from '../../../../lib/http/api-json';
import { queryKeys } from '../../../../lib/query-keys';

/** The dashboard's header controls; 'all' means no filter. */
export interface AdminAnalyticsControls {
  period: AnalyticsPeriod;
  includeTestData: boolean;
  brand: string;
  type: string;
  showroomId: string;
}

/** GET /api/admin/analytics-v2?period&include_test_data&brand&type&showroom_id (spec 03 section 7). */
export async function getAdminAnalytics(controls: AdminAnalyticsControls): Promise<TAdminAnalyticsResponse> {
  const params = new URLSearchParams({
    period: controls.period,
    include_test_data: String(controls.includeTestData),
  });
  if (controls.brand !== 'all') params.set('brand', controls.brand);
  if (controls.type !== 'all') params.set('type', controls.type);
  if (controls.showroomId !== 'all') params.set('showroom_id', controls.showroomId);
  return apiJson(ZAdminAnalyticsResponse, `/api/admin/analytics-v2?${params.toString()}`, {
    fallback: 'Unable to Load Analytics',
  });
}

export function useAdminAnalytics(controls: AdminAnalyticsControls) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.admin.analytics(controls),
      queryFn: () => getAdminAnalytics(controls),
      placeholderData: keepPreviousData,
    }),
  );
}
