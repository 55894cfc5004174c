import { ZAccountingConnectResponse } from '@stonetool/contracts/accounting';
import { ApiError, readServerError } from '../../../../lib/api-error';
import { authFetch } from '../../../../lib/session-store';
import type { AccountingScope } from './accounting-scope';

/**
 * GET /api/quickbooks/connect-simple?showroom_id= or /api/quickbooks/admin/connect: the address of
 * Intuit's authorisation page for the popup. The answer also sets the cookie that ties Intuit's
 * return to this browser, so it is called from the page rather than opened in the popup.
 */
export async function startAccountingConnect(scope: AccountingScope): Promise<string> {
  let response: Response;
  try {
    response = await authFetch(scope.connectUrl);
  } catch {
    throw new ApiError(scope.messages.connectFailed, 0);
  }
  if (!response.ok) {
    throw new ApiError((await readServerError(response)) ?? scope.messages.connectFailed, response.status);
  }
  const parsed = ZAccountingConnectResponse.safeParse(await response.json());
  if (!parsed.success || !parsed.data.authUrl) throw new ApiError(scope.messages.noOauthUrl, response.status);
  return parsed.data.authUrl;
}
