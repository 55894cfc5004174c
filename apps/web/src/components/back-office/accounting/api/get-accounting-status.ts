import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAccountingStatus, type TAccountingStatus } from '@stonetool/contracts/accounting';
import { authFetch } from '../../../../lib/session-store';
import type { AccountingScope } from './accounting-scope';
import { queryKeys } from '../../../../lib/query-keys';

/** GET /api/showroom/qb-status or /api/quickbooks/admin/status; a failure reads the scope's message. */
export async function getAccountingStatus(scope: AccountingScope): Promise<TAccountingStatus> {
  const response = await authFetch(scope.statusUrl);
  if (!response.ok) throw new Error(scope.messages.statusFailed);
  return ZAccountingStatus.parse(await response.json());
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
