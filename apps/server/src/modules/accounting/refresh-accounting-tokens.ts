import { accountingConnections } from '@stonetool/db/schema/integrations';
import { needsRefresh } from '@stonetool/domain/accounting/accounting-link';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import {
  findConnection,
  markShowroomLinked,
  openLink,
  sealTokens,
  type LinkOwner,
  type OpenedLink,
} from './accounting-connection';
import { intuitOAuth, RefreshRefusedError } from './intuit-oauth';

export const LINK_MESSAGES = {
  notConnected: 'QuickBooks is not connected',
  refused: 'QuickBooks refused to renew the connection. Please connect again.',
  unavailable: 'QuickBooks did not answer. Please try again.',
} as const;

type RefreshOutcome = { link: OpenedLink } | { refused: true };

/**
 * Rotates the link's tokens at Intuit, with the connection row locked so that two servers (or the
 * invoice worker and a person pressing Refresh) never spend the same refresh token twice: the second
 * finds fresh tokens and, unless `force`, keeps them. A refresh Intuit refuses clears the tokens and
 * records why, so the link reads as disconnected with a clear message.
 */
async function rotate(ctx: AppContext, owner: LinkOwner, force: boolean): Promise<OpenedLink> {
  const oauth = intuitOAuth(ctx.env);
  const outcome = await ctx.db.transaction(async (tx): Promise<RefreshOutcome> => {
    const row = await findConnection(tx, owner, { lock: true });
    const link = row ? openLink(ctx.secretBox, row) : undefined;
    if (!row || !link) throw new AppError('CONFLICT', LINK_MESSAGES.notConnected);
    const now = ctx.clock.now();
    if (!force && !needsRefresh(link.accessTokenExpiresAt, now)) return { link };
    try {
      const tokens = await oauth.refresh(link.refreshToken, now);
      const [updated] = await tx
        .update(accountingConnections)
        .set({ ...sealTokens(ctx.secretBox, owner, tokens), lastError: null, updatedAt: now })
        .where(eq(accountingConnections.id, row.id))
        .returning();
      const opened = updated ? openLink(ctx.secretBox, updated) : undefined;
      if (!opened) throw new Error('refreshed link not stored');
      return { link: opened };
    } catch (error) {
      if (!(error instanceof RefreshRefusedError)) throw error;
      await tx
        .update(accountingConnections)
        .set({
          accessTokenCiphertext: null,
          refreshTokenCiphertext: null,
          accessTokenExpiresAt: null,
          refreshTokenExpiresAt: null,
          lastError: LINK_MESSAGES.refused,
          updatedAt: now,
        })
        .where(eq(accountingConnections.id, row.id));
      await markShowroomLinked(tx, owner, false);
      return { refused: true };
    }
  });
  if ('refused' in outcome) throw new AppError('CONFLICT', LINK_MESSAGES.refused);
  return outcome.link;
}

/** POST /api/quickbooks/refresh-token and /api/quickbooks/admin/refresh-token. */
export async function refreshAccountingTokens(ctx: AppContext, owner: LinkOwner): Promise<void> {
  try {
    await rotate(ctx, owner, true);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('UPSTREAM_FAILED', LINK_MESSAGES.unavailable);
  }
}

/** The link with an access token good for a call now, refreshed first when it is about to expire. */
export async function usableLink(ctx: AppContext, owner: LinkOwner): Promise<OpenedLink> {
  const row = await findConnection(ctx.db, owner);
  const link = row ? openLink(ctx.secretBox, row) : undefined;
  if (!link) throw new AppError('CONFLICT', LINK_MESSAGES.notConnected);
  if (!needsRefresh(link.accessTokenExpiresAt, ctx.clock.now())) return link;
  return rotate(ctx, owner, false);
}
