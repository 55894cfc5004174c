import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZAdminPaymentsDetailedResponse,
  ZAdminPaymentsOverviewResponse,
  type TAdminPaymentsDetailedResponse,
  type TAdminPaymentsOverviewResponse,
} from '@stonetool/contracts/admin-payments';
import { ApiError, readServerError } from '../../../../lib/api-error';
import { authFetch } from '../../../../lib/session-store';
import type { PaymentFilter } from '../../../../components/back-office/payments/api/get-payments';
import { queryKeys } from '../../../../lib/query-keys';

export const LOAD_ADMIN_PAYMENTS_FAILED = 'Failed to load payments. Please try again.';

async function read(url: string): Promise<unknown> {
  const response = await authFetch(url);
  if (!response.ok) {
    throw new ApiError((await readServerError(response)) ?? LOAD_ADMIN_PAYMENTS_FAILED, response.status);
  }
  return response.json();
}

/** GET /api/admin/payments?view=overview: per-showroom figures and totals. */
export async function getPaymentsOverview(): Promise<TAdminPaymentsOverviewResponse> {
  return ZAdminPaymentsOverviewResponse.parse(await read('/api/admin/payments?view=overview'));
}

/** GET /api/admin/payments?view=detailed&limit=200[&showroom_id][&status]: the records. */
export async function getDetailedPayments(
  showroomId: string | null,
  filter: PaymentFilter,
): Promise<TAdminPaymentsDetailedResponse> {
  const params = new URLSearchParams({ view: 'detailed', limit: '200' });
  if (showroomId) params.set('showroom_id', showroomId);
  if (filter !== 'all') params.set('status', filter);
  return ZAdminPaymentsDetailedResponse.parse(await read(`/api/admin/payments?${params.toString()}`));
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
