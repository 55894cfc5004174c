import { recoveryTokens, users, type UserRow } from '@stonetool/db/schema/auth';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '@stonetool/db/client';
import { AppError } from '../../errors/app-error';
import { generateOpaqueToken, hashToken } from './tokens';

/** Recovery links work for one hour (DESIGN.md: "expiring within an hour"). */
export const RECOVERY_TOKEN_TTL_SECONDS = 60 * 60;

/**
 * A new showroom owner's set-password link (welcome e-mail) is a recovery token that lives seven
 * days: the owner may not read the e-mail within the hour. Its prefix says what it is, so a refused
 * one is explained in the words of the e-mail it came with (the prefix is no secret; the 256 bits
 * after it are).
 */
export const WELCOME_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
const WELCOME_PREFIX = 'welcome_';

export type RecoveryPurpose = 'recovery' | 'welcome';

/**
 * Writes a single-use token for a login, stored only as its hash, voiding the login's earlier
 * links (only the newest works, ASVS 6.4.3), and answers the token for the e-mail's link.
 */
export async function issueRecoveryToken(
  db: Executor,
  userId: string,
  purpose: RecoveryPurpose,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = purpose === 'welcome' ? `${WELCOME_PREFIX}${generateOpaqueToken()}` : generateOpaqueToken();
  const ttl = purpose === 'welcome' ? WELCOME_TOKEN_TTL_SECONDS : RECOVERY_TOKEN_TTL_SECONDS;
  const expiresAt = new Date(now.getTime() + ttl * 1000);
  await consumeAllRecoveryTokens(db, userId, now);
  await db.insert(recoveryTokens).values({ userId, tokenHash: hashToken(token), createdAt: now, expiresAt });
  return { token, expiresAt };
}

/**
 * Why a token was refused. A welcome link says whether it was used or has expired, since its owner
 * may not know a reset link exists; a reset link keeps its one message.
 */
export async function refusedRecoveryToken(db: Executor, token: string, now: Date): Promise<AppError> {
  if (!token.startsWith(WELCOME_PREFIX)) return new AppError('INVALID_RECOVERY_TOKEN');
  const [row] = await db
    .select({ usedAt: recoveryTokens.usedAt, expiresAt: recoveryTokens.expiresAt })
    .from(recoveryTokens)
    .where(eq(recoveryTokens.tokenHash, hashToken(token)));
  if (row?.usedAt) return new AppError('WELCOME_LINK_USED');
  if (row && row.expiresAt <= now) return new AppError('WELCOME_LINK_EXPIRED');
  return new AppError('INVALID_RECOVERY_TOKEN');
}

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
