import { refreshTokens } from '@stonetool/db/schema/auth';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { revokeSession } from './sessions';
import { hashToken } from './tokens';

/**
 * Ends a session family server-side. The session is identified by the bearer access token, or by
 * the refresh token in the body when the access token has already expired; logging out an unknown
 * or already-ended session is not an error (the client clears its storage either way).
 */
export async function logOut(
  ctx: AppContext,
  sessionId: string | undefined,
  refreshToken: string | undefined,
): Promise<void> {
  const now = ctx.clock.now();
  let target = sessionId;
  if (!target && refreshToken) {
    const [token] = await ctx.db
      .select({ sessionId: refreshTokens.sessionId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
    target = token?.sessionId;
  }
  if (target) await revokeSession(ctx.db, target, 'logout', now);
}
