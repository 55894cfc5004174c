import type { TRefreshResponse } from '@stonetool/contracts/auth';
import { authSessions, refreshTokens, users } from '@stonetool/db/schema/auth';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import { assertUnderLimit, recordHit } from '../../rate-limit';
import { tokenLookupRules } from './rate-limit-rules';
import { issueTokens, revokeSession } from './sessions';
import { hashToken } from './tokens';

/**
 * A used refresh token presented again within this many seconds is a concurrent duplicate (two
 * tabs refreshing at once, a retry after a lost response), not theft.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 10;

/**
 * Rotates a refresh token: the presented token is marked used and replaced by a new one in the
 * same session family, with a fresh access token.
 *
 * Reuse detection: a token that was already used, presented again after the grace period, means
 * someone else holds a copy, so the whole family is revoked (the successor tokens included) and
 * 401 is returned. Within the grace period the duplicate is allowed and gets its own successor;
 * only hashes are stored, so the first successor cannot be handed out again. Refused tokens count
 * against the caller's address (tokenLookupRules), so refresh tokens cannot be guessed.
 */
export async function refreshSession(
  ctx: AppContext,
  refreshToken: string,
  ipAddress: string,
): Promise<TRefreshResponse> {
  const now = ctx.clock.now();
  const rules = tokenLookupRules('refresh', ctx.env.rateLimits, ipAddress);
  await assertUnderLimit(ctx.db, rules, now);
  const outcome = await ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ token: refreshTokens, session: authSessions, user: users })
      .from(refreshTokens)
      .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)))
      // Serialises concurrent refreshes of one token, so exactly one of them rotates it first.
      .for('update', { of: refreshTokens });
    if (!found) return { kind: 'invalid' as const };
    const { token, session, user } = found;
    const live = !session.revokedAt && session.expiresAt > now && token.expiresAt > now && !user.disabledAt;
    if (!live) return { kind: 'invalid' as const };

    if (token.usedAt) {
      const sinceUse = (now.getTime() - token.usedAt.getTime()) / 1000;
      if (sinceUse > REFRESH_REUSE_GRACE_SECONDS) {
        await revokeSession(tx, session.id, 'refresh_token_reuse', now);
        return { kind: 'reused' as const };
      }
      const { tokens } = await issueTokens(tx, ctx.sessions, session, now);
      return { kind: 'ok' as const, tokens };
    }

    const { tokens, refreshTokenId } = await issueTokens(tx, ctx.sessions, session, now);
    await tx
      .update(refreshTokens)
      .set({ usedAt: now, replacedById: refreshTokenId })
      .where(and(eq(refreshTokens.id, token.id), isNull(refreshTokens.usedAt)));
    await tx.update(authSessions).set({ lastUsedAt: now }).where(eq(authSessions.id, session.id));
    return { kind: 'ok' as const, tokens };
  });

  if (outcome.kind !== 'ok') {
    await recordHit(ctx.db, rules, now);
    throw new AppError('INVALID_REFRESH_TOKEN');
  }
  return { success: true, session: outcome.tokens };
}
