import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAccountingActionResponse } from '@stonetool/contracts/accounting';
import { ApiError, readServerError } from '../../../../lib/api-error';
import { authFetch } from '../../../../lib/session-store';
import type { AccountingScope } from './accounting-scope';
import { queryKeys } from '../../../../lib/query-keys';

/**
 * POST disconnect or refresh-token for the scope's link. A refusal reads the scope's failure
 * message (the showroom's disconnect names the server's reason: 'Failed to disconnect: {error}').
 */
async function changeAccountingLink(
  scope: AccountingScope,
  action: 'disconnect' | 'refresh',
): Promise<string> {
  const failure = (reason: string | null) =>
    action === 'disconnect' ? scope.messages.disconnectFailed(reason) : scope.messages.refreshFailed;
  let response: Response;
  try {
    response = await authFetch(action === 'disconnect' ? scope.disconnectUrl : scope.refreshUrl, {
      method: 'POST',
    });
  } catch {
    throw new ApiError(failure(null), 0);
  }
  if (!response.ok) throw new ApiError(failure(await readServerError(response)), response.status);
  ZAccountingActionResponse.parse(await response.json());
  return action === 'disconnect' ? scope.messages.disconnected : scope.messages.refreshed;
}

/** Disconnect or Refresh; the status is read again afterwards, whatever the outcome. */
export function useChangeAccountingLink(scope: AccountingScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'disconnect' | 'refresh') => changeAccountingLink(scope, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.accountingStatus(scope.key) }),
  });
}
