import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminOpportunityPage, type TAdminOpportunityPage } from '@stonetool/contracts/admin-analytics';
import { apiJson } from '../../../../lib/http/api-json';
import { queryKeys } from '../../../../lib/query-keys';
import type { AdminAnalyticsControls } from './get-admin-analytics';

export const OPPORTUNITIES_UNAVAILABLE = 'Unable to load these opportunities. Please try again.';

/**
 * GET /api/admin/analytics-v2/opportunities: `limit` opportunities after `cursor` (from the first
 * without it) under the dashboard's test-data switch and filters (opportunities are open now, so
 * no period).
 */
export async function listAdminOpportunities(
  controls: AdminAnalyticsControls,
  cursor: string | undefined,
  limit: number,
): Promise<TAdminOpportunityPage> {
  const params = new URLSearchParams({
    include_test_data: String(controls.includeTestData),
    limit: String(limit),
  });
  if (cursor !== undefined) params.set('cursor', cursor);
  if (controls.brand !== 'all') params.set('brand', controls.brand);
  if (controls.type !== 'all') params.set('type', controls.type);
  if (controls.showroomId !== 'all') params.set('showroom_id', controls.showroomId);
  return apiJson(ZAdminOpportunityPage, `/api/admin/analytics-v2/opportunities?${params.toString()}`, {
    fallback: OPPORTUNITIES_UNAVAILABLE,
  });
}

/**
 * A page of opportunities; no request while `enabled` is false (the first page of 100 comes with
 * the analytics answer).
 */
export function useAdminOpportunityPage(
  controls: AdminAnalyticsControls,
  cursor: string | undefined,
  limit: number,
  enabled: boolean,
) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.admin.opportunities(controls, cursor, limit),
      queryFn: () => listAdminOpportunities(controls, cursor, limit),
      enabled,
      placeholderData: keepPreviousData,
    }),
  );
}
