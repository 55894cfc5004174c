import { recoveryTokens, users, type UserRow } from '@stonetool/db/schema/auth';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '@stonetool/db/client';
import { hashToken } from './tokens';

/** Recovery links work for one hour (DESIGN.md: "expiring within an hour"). */
export const RECOVERY_TOKEN_TTL_SECONDS = 60 * 60;

/** The login a recovery token belongs to, when the token is unused, unexpired and the login enabled. */
export async function findRecoveryUser(db: Executor, token: string, now: Date): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(recoveryTokens)
    .innerJoin(users, eq(users.id, recoveryTokens.userId))
    .where(
      and(
        eq(recoveryTokens.tokenHash, hashToken(token)),
        isNull(recoveryTokens.usedAt),
        gt(recoveryTokens.expiresAt, now),
        isNull(users.disabledAt),
      ),
    );
  return row?.user;
}

/**
 * Marks a recovery token used, atomically: of two concurrent resets with one link only the first
 * gets the row back. Returns the user id, or undefined when the token is unknown, used or expired.
 */
export async function consumeRecoveryToken(
  db: Executor,
  token: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(recoveryTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryTokens.tokenHash, hashToken(token)),
        isNull(recoveryTokens.usedAt),
        gt(recoveryTokens.expiresAt, now),
      ),
    )
    .returning({ userId: recoveryTokens.userId });
  return row?.userId;
}

/** After a reset, the user's other outstanding links stop working too. */
export async function consumeAllRecoveryTokens(db: Executor, userId: string, now: Date): Promise<void> {
  await db
    .update(recoveryTokens)
    .set({ usedAt: now })
    .where(and(eq(recoveryTokens.userId, userId), isNull(recoveryTokens.usedAt)));
}
