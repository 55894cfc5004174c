import { users } from '@stonetool/db/schema/auth';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import { assertUnderLimit, recordHit } from '../../rate-limit';
import { hashNewPassword, verifyPassword } from './passwords';
import type { Principal } from './principal';
import { consumeAllRecoveryTokens } from './recovery-tokens';
import { revokeUserSessions } from './sessions';

export const TEMPORARY_PASSWORD_KEPT_MESSAGE = 'Please choose a new password, not the temporary one.';

/**
 * Changes the signed-in user's password (spec 01 section 5, spec 03 Settings). The current
 * password must match; wrong guesses count against the account's sign-in limit, so a stolen
 * access token cannot be used to brute-force the password. The user's other sessions end (the
 * one making the change stays signed in) and outstanding recovery links stop working.
 */
export async function changePassword(
  ctx: AppContext,
  principal: Principal,
  input: { current_password: string; new_password: string },
): Promise<void> {
  const now = ctx.clock.now();
  const rules = [
    {
      key: `change-password:user:${principal.userId}`,
      limit: ctx.env.rateLimits.loginPerAccount,
      windowSeconds: 15 * 60,
    },
  ];
  await assertUnderLimit(ctx.db, rules, now);

  const [user] = await ctx.db.select().from(users).where(eq(users.id, principal.userId));
  if (!user || !(await verifyPassword(user.passwordHash, input.current_password))) {
    await recordHit(ctx.db, rules, now);
    throw new AppError('CURRENT_PASSWORD_INCORRECT');
  }
  // The temporary password was handed over by the platform admin: keeping it would defeat the change.
  if (user.mustChangePassword && input.new_password === input.current_password) {
    throw new AppError('VALIDATION_FAILED', TEMPORARY_PASSWORD_KEPT_MESSAGE);
  }
  const passwordHash = await hashNewPassword(input.new_password);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now, mustChangePassword: false })
      .where(eq(users.id, principal.userId));
    await revokeUserSessions(tx, principal.userId, 'password_changed', now, principal.sessionId);
    // A reset link asked for before the change must not undo it.
    await consumeAllRecoveryTokens(tx, principal.userId, now);
  });
}
