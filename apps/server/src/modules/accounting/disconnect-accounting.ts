import { accountingConnections } from '@stonetool/db/schema/integrations';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import {
  findConnection,
  markShowroomLinked,
  openLink,
  ownerCondition,
  type LinkOwner,
} from './accounting-connection';
import { intuitOAuth } from './intuit-oauth';
import { LINK_MESSAGES } from './refresh-accounting-tokens';

/**
 * POST /api/quickbooks/disconnect and /api/quickbooks/admin/disconnect: revokes the grant at Intuit
 * (revoking the refresh token ends the access token too) and deletes the link here. When Intuit
 * cannot be reached the link is deleted all the same: the tokens are gone from this server and
 * nobody can use them, and a person is never stuck with a link they cannot remove.
 */
export async function disconnectAccounting(
  ctx: AppContext,
  owner: LinkOwner,
  log: FastifyBaseLogger,
): Promise<void> {
  const row = await findConnection(ctx.db, owner);
  if (!row) throw new AppError('CONFLICT', LINK_MESSAGES.notConnected);
  const link = openLink(ctx.secretBox, row);
  if (link) {
    try {
      await intuitOAuth(ctx.env).revoke(link.refreshToken);
    } catch (error) {
      log.warn(
        { err: { message: (error as Error).message } },
        'QuickBooks revocation failed; link deleted anyway',
      );
    }
  }
  await ctx.db.transaction(async (tx) => {
    await tx.delete(accountingConnections).where(ownerCondition(owner));
    await markShowroomLinked(tx, owner, false);
  });
}
