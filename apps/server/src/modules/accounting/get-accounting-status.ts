import type { TAccountingStatus } from '@stonetool/contracts/accounting';
import { needsRefresh } from '@stonetool/domain/accounting/accounting-link';
import type { AppContext } from '../../app-context';
import { findConnection, type LinkOwner } from './accounting-connection';

/** The variables without which no Connect can work (env.ts sets them together or not at all). */
const INTUIT_KEYS = ['INTUIT_CLIENT_ID', 'INTUIT_CLIENT_SECRET'] as const;
const OPERATIONS_GUIDE = 'docs/operations.md, "QuickBooks Online (the accounting link)"';

/**
 * GET /api/showroom/qb-status and /api/quickbooks/admin/status (spec 03 section 3). `needs_refresh`
 * follows the domain rule (the access token expires within ten minutes). A link whose refresh Intuit
 * refused reads as not connected, with the reason in `error`. A server without Intuit keys says so
 * (`configured`, `setup`) rather than offering a Connect that can only fail.
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
    configured: Boolean(ctx.env.intuit.client),
    setup: ctx.env.intuit.client
      ? null
      : { contact_email: ctx.env.platformAdminEmail, variables: [...INTUIT_KEYS], guide: OPERATIONS_GUIDE },
  };
}
