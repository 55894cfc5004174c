import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAccountingStatus, type TAccountingStatus } from '@stonetool/contracts/accounting';
import { apiJson } from '../../../../lib/http/api-json';
import type { AccountingScope } from './accounting-scope';
import { queryKeys } from '../../../../lib/query-keys';

/** GET /api/showroom/qb-status or /api/quickbooks/admin/status; a failure reads the scope's message. */
export async function getAccountingStatus(scope: AccountingScope): Promise<TAccountingStatus> {
  return apiJson(ZAccountingStatus, scope.statusUrl, {
    fallback: scope.messages.statusFailed,
    refusal: 'fallback',
  });
}

export function accountingStatusQueryOptions(scope: AccountingScope) {
  return queryOptions({
    queryKey: queryKeys.accountingStatus(scope.key),
    queryFn: () => getAccountingStatus(scope),
  });
}

export function useAccountingStatus(scope: AccountingScope) {
  return useQuery(accountingStatusQueryOptions(scope));
}
