import { timingSafeEqual } from 'node:crypto';
import { authSessions } from '@stonetool/db/schema/auth';
import { accountingAuthorisations, accountingConnections } from '@stonetool/db/schema/integrations';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import { findConnection, markShowroomLinked, sealTokens, type LinkOwner } from './accounting-connection';
import { intuitApi } from './intuit-api';
import { intuitOAuth } from './intuit-oauth';
import { sha256 } from './start-authorisation';

export const CALLBACK_MESSAGES = {
  invalidState:
    'This QuickBooks authorisation is invalid or has expired. Please start again from Stone Tool.',
  denied: 'QuickBooks was not connected: the authorisation was cancelled.',
} as const;

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * GET /api/quickbooks/callback, where Intuit sends the popup back. The cookie of the browser that
 * started it must come back with a `state` matching a stored, unexpired authorisation, which is then
 * deleted on the spot (a replay finds nothing), and the session that started it must still be live.
 * Then the code is exchanged for tokens, the company's name read, and the link stored with its
 * tokens sealed; an earlier link of the same owner is replaced.
 */
export async function completeAuthorisation(
  ctx: AppContext,
  query: URLSearchParams,
  binding: string | undefined,
): Promise<LinkOwner> {
  const state = query.get('state');
  if (!state) throw new AppError('VALIDATION_FAILED', CALLBACK_MESSAGES.invalidState);
  const now = ctx.clock.now();
  const stateHash = sha256(state);
  const [found] = await ctx.db
    .select({ bindingHash: accountingAuthorisations.bindingHash })
    .from(accountingAuthorisations)
    .where(eq(accountingAuthorisations.stateHash, stateHash));
  // The cookie is checked before the state is used up: otherwise anyone holding the callback
  // address (a leaked link, a sent-on popup) could spend the owner's state and void the connection.
  if (!found || !binding || !sameHash(found.bindingHash, sha256(binding))) {
    throw new AppError('VALIDATION_FAILED', CALLBACK_MESSAGES.invalidState);
  }
  const [pending] = await ctx.db
    .delete(accountingAuthorisations)
    .where(eq(accountingAuthorisations.stateHash, stateHash))
    .returning();
  if (!pending || pending.expiresAt <= now) {
    throw new AppError('VALIDATION_FAILED', CALLBACK_MESSAGES.invalidState);
  }
  const [session] = await ctx.db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(
      and(
        eq(authSessions.id, pending.sessionId),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, now),
      ),
    );
  if (!session) throw new AppError('VALIDATION_FAILED', CALLBACK_MESSAGES.invalidState);
  if (query.get('error')) throw new AppError('VALIDATION_FAILED', CALLBACK_MESSAGES.denied);
  const realmId = query.get('realmId');
  if (!realmId) throw new AppError('VALIDATION_FAILED', CALLBACK_MESSAGES.invalidState);

  const owner = pending.showroomId;
  let tokens;
  let companyName;
  try {
    tokens = await intuitOAuth(ctx.env).exchangeCode(query, state, now);
    companyName = await intuitApi(ctx.env, realmId, tokens.accessToken).companyName();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('UPSTREAM_FAILED', 'QuickBooks did not complete the connection. Please try again.');
  }
  const sealed = sealTokens(ctx.secretBox, owner, tokens);
  await ctx.db.transaction(async (tx) => {
    const existing = await findConnection(tx, owner, { lock: true });
    const values = {
      realmId,
      companyName,
      ...sealed,
      environment: ctx.env.intuit.environment,
      connectedAt: now,
      connectedByUserId: pending.userId,
      lastError: null,
      updatedAt: now,
    };
    if (existing) {
      await tx.update(accountingConnections).set(values).where(eq(accountingConnections.id, existing.id));
    } else {
      await tx.insert(accountingConnections).values({ showroomId: owner, ...values, createdAt: now });
    }
    await markShowroomLinked(tx, owner, true);
  });
  return owner;
}
