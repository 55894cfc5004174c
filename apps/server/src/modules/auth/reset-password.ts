import type { TLoginResponse } from '@stonetool/contracts/auth';
import { users } from '@stonetool/db/schema/auth';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import { hashNewPassword } from './passwords';
import { loadPrincipal } from './principal';
import { consumeAllRecoveryTokens, consumeRecoveryToken, refusedRecoveryToken } from './recovery-tokens';
import { revokeUserSessions, startSession, toLoginResponse, type ClientInfo } from './sessions';

/**
 * Ends the recovery flow (spec 01 section 4): consumes the single-use recovery token, sets the new
 * password, ends every existing session of the user (whoever knew the old password is out) and
 * signs the user in with a fresh session. All in one transaction: a refused token changes nothing.
 */
export async function resetPassword(
  ctx: AppContext,
  recoveryToken: string,
  newPassword: string,
  client: ClientInfo,
): Promise<TLoginResponse> {
  const now = ctx.clock.now();
  const passwordHash = await hashNewPassword(newPassword);
  return ctx.db.transaction(async (tx) => {
    const userId = await consumeRecoveryToken(tx, recoveryToken, now);
    if (!userId) throw await refusedRecoveryToken(tx, recoveryToken, now);
    const [user] = await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now, mustChangePassword: false })
      .where(eq(users.id, userId))
      .returning();
    if (!user || user.disabledAt) throw new AppError('INVALID_RECOVERY_TOKEN');
    const principal = await loadPrincipal(tx, user, '');
    if (!principal) throw new AppError('INVALID_RECOVERY_TOKEN');
    await consumeAllRecoveryTokens(tx, userId, now);
    await revokeUserSessions(tx, userId, 'password_reset', now);
    const { sessionId, tokens } = await startSession(tx, ctx.sessions, userId, client, now);
    return toLoginResponse({ ...principal, sessionId }, tokens);
  });
}
