import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZAdminPaymentsDetailedResponse,
  ZAdminPaymentsOverviewResponse,
  type TAdminPaymentsDetailedResponse,
  type TAdminPaymentsOverviewResponse,
} from '@stonetool/contracts/admin-payments';
import type { PaymentFilter } from '../../../../components/back-office/payments/api/get-payments';
import { queryKeys } from '../../../../lib/query-keys';
import { apiJson } from '../../../../lib/http/api-json';

export const LOAD_ADMIN_PAYMENTS_FAILED = 'Failed to load payments. Please try again.';

/** GET /api/admin/payments?view=overview: per-showroom figures and totals. */
export async function getPaymentsOverview(): Promise<TAdminPaymentsOverviewResponse> {
  return apiJson(ZAdminPaymentsOverviewResponse, '/api/admin/payments?view=overview', {
    fallback: LOAD_ADMIN_PAYMENTS_FAILED,
  });
}

/** GET /api/admin/payments?view=detailed&limit=200[&showroom_id][&status]: the records. */
export async function getDetailedPayments(
  showroomId: string | null,
  filter: PaymentFilter,
): Promise<TAdminPaymentsDetailedResponse> {
  const params = new URLSearchParams({ view: 'detailed', limit: '200' });
  if (showroomId) params.set('showroom_id', showroomId);
  if (filter !== 'all') params.set('status', filter);
  return apiJson(ZAdminPaymentsDetailedResponse, `/api/admin/payments?${params.toString()}`, {
    fallback: LOAD_ADMIN_PAYMENTS_FAILED,
  });
}

export function usePaymentsOverview() {
  return useQuery(
    queryOptions({ queryKey: queryKeys.admin.payments.overview, queryFn: getPaymentsOverview }),
  );
}

export function useDetailedPayments(showroomId: string | null, filter: PaymentFilter) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.admin.payments.detailed(showroomId, filter),
      queryFn: () => getDetailedPayments(showroomId, filter),
      placeholderData: keepPreviousData,
    }),
  );
}
