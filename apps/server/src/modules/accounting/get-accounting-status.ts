import type { TAccountingStatus } from '@stonetool/contracts/accounting';
import { needsRefresh } from '@stonetool/domain/accounting/accounting-link';
import type { AppContext } from '../../app-context';
import { findConnection, type LinkOwner } from './accounting-connection';

/**
 * GET /api/showroom/qb-status and /api/quickbooks/admin/status (spec 03 section 3). `needs_refresh`
 * follows the domain rule (the access token expires within ten minutes). A link whose refresh Intuit
 * refused reads as not connected, with the reason in `error`.
 */
export async function getAccountingStatus(ctx: AppContext, owner: LinkOwner): Promise<TAccountingStatus> {
  const row = await findConnection(ctx.db, owner);
  const connected = Boolean(row?.accessTokenCiphertext && row.accessTokenExpiresAt);
  return {
    connected,
    company_name: row?.companyName ?? null,
    company_id: row?.realmId ?? null,
    token_expires: connected ? (row?.accessTokenExpiresAt?.toISOString() ?? null) : null,
    needs_refresh:
      connected && row?.accessTokenExpiresAt
        ? needsRefresh(row.accessTokenExpiresAt, ctx.clock.now())
        : false,
    refresh_token_expires: connected ? (row?.refreshTokenExpiresAt?.toISOString() ?? null) : null,
    environment: row?.environment ?? null,
    connected_at: connected ? (row?.connectedAt.toISOString() ?? null) : null,
    error: row?.lastError ?? null,
  };
}
