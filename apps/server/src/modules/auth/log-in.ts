import type { TLoginRequest, TLoginResponse } from '@stonetool/contracts/auth';
import { users } from '@stonetool/db/schema/auth';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import { assertUnderLimit, recordHit } from '../../rate-limit';
import { deviceCookieHeader, knownDeviceId } from './device-cookie';
import { verifyAgainstDummyHash, verifyPassword } from './passwords';
import { findUserByEmail, loadPrincipal } from './principal';
import { signInRules } from './rate-limit-rules';
import { startSession, toLoginResponse, type ClientInfo } from './sessions';

/**
 * Signs a user in with e-mail and password. An unknown e-mail, a wrong password, a disabled login
 * and a login without a role all answer the same 401 after the same argon2 work, so the answer
 * never tells whether an address has an account. Only failures count against the rate limits, so
 * a busy showroom signing in all day is never throttled; a browser with this account's device
 * cookie has its own count. A successful sign-in answers the device cookie to keep.
 */
export async function logIn(
  ctx: AppContext,
  input: TLoginRequest,
  client: ClientInfo,
  cookieHeader: string | undefined,
  secureCookie: boolean,
): Promise<{ answer: TLoginResponse; deviceCookie: string }> {
  const now = ctx.clock.now();
  const deviceId = knownDeviceId(ctx.env.authSecret, cookieHeader, input.email);
  const rules = signInRules('login', ctx.env.rateLimits, client.ipAddress, input.email, deviceId);
  await assertUnderLimit(ctx.db, rules, now);

  const user = await findUserByEmail(ctx.db, input.email);
  const passwordMatches = user ? await verifyPassword(user.passwordHash, input.password) : false;
  if (!user) await verifyAgainstDummyHash(input.password);

  // A login with no role (an inactive team member, no business) is refused like a wrong password.
  const principal =
    user && passwordMatches && !user.disabledAt ? await loadPrincipal(ctx.db, user, '') : null;
  if (!user || !principal) {
    await recordHit(ctx.db, rules, now);
    throw new AppError('INVALID_CREDENTIALS');
  }

  const answer = await ctx.db.transaction(async (tx) => {
    const { sessionId, tokens } = await startSession(tx, ctx.sessions, user.id, client, now);
    await tx.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id));
    return toLoginResponse({ ...principal, sessionId }, tokens);
  });
  return {
    answer,
    deviceCookie: deviceCookieHeader(ctx.env.authSecret, input.email, deviceId, secureCookie),
  };
}
