import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZShowroomPaymentsResponse, type TShowroomPaymentsResponse } from '@stonetool/contracts/payments';
import { apiJson } from '../../../../lib/http/api-json';
import { queryKeys } from '../../../../lib/query-keys';

/** The filter buttons of the Payments tab (spec 03 section 2 item 5). */
export const PAYMENT_FILTERS = ['all', 'unpaid', 'pending', 'paid'] as const;
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];

export const LOAD_PAYMENTS_FAILED = 'Failed to load payments. Please try again.';

/** GET /api/showroom/payments: the records (filtered by status on the server) and the summary. */
export async function getPayments(filter: PaymentFilter): Promise<TShowroomPaymentsResponse> {
  return apiJson(
    ZShowroomPaymentsResponse,
    `/api/showroom/payments${filter === 'all' ? '' : `?status=${filter}`}`,
    { fallback: LOAD_PAYMENTS_FAILED },
  );
}

export function paymentsQueryOptions(filter: PaymentFilter) {
  return queryOptions({
    queryKey: queryKeys.showroom.payments.filtered(filter),
    queryFn: () => getPayments(filter),
  });
}

export function usePayments(filter: PaymentFilter) {
  return useQuery(paymentsQueryOptions(filter));
}
