import type { TLoginResponse, TSessionTokens } from '@stonetool/contracts/auth';
import { authSessions, refreshTokens, users, type SessionRevokeReason } from '@stonetool/db/schema/auth';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Executor } from '@stonetool/db/client';
import { showrooms } from '@stonetool/db/schema/showrooms';
import { teamMembers } from '@stonetool/db/schema/team';
import { membershipOfUser, principalFrom, showroomOfUser, signedInAs, type Principal } from './principal';
import { generateOpaqueToken, hashToken, type AccessTokenSigner } from './tokens';

/** What session code needs besides the database: the signer, the lifetimes and "now". */
export interface SessionSettings {
  signer: AccessTokenSigner;
  accessTokenTtlSeconds: number;
  sessionTtlSeconds: number;
}

export interface ClientInfo {
  ipAddress: string;
  userAgent: string | undefined;
}

/** Mints a refresh token in a session family and an access token for it. */
export async function issueTokens(
  db: Executor,
  settings: SessionSettings,
  session: { id: string; userId: string; expiresAt: Date },
  now: Date,
): Promise<{ tokens: TSessionTokens; refreshTokenId: string }> {
  const refreshToken = generateOpaqueToken();
  const [row] = await db
    .insert(refreshTokens)
    .values({
      sessionId: session.id,
      tokenHash: hashToken(refreshToken),
      issuedAt: now,
      expiresAt: session.expiresAt,
    })
    .returning({ id: refreshTokens.id });
  if (!row) throw new Error('refresh token insert returned no row');
  const accessToken = await settings.signer.sign({ userId: session.userId, sessionId: session.id }, now);
  return {
    tokens: {
      access_token: accessToken,
      refresh_token: refreshToken,
      expires_in: settings.accessTokenTtlSeconds,
    },
    refreshTokenId: row.id,
  };
}

/** Starts a new session family for a user who has just proven who they are. */
export async function startSession(
  db: Executor,
  settings: SessionSettings,
  userId: string,
  client: ClientInfo,
  now: Date,
): Promise<{ sessionId: string; tokens: TSessionTokens }> {
  const expiresAt = new Date(now.getTime() + settings.sessionTtlSeconds * 1000);
  const [session] = await db
    .insert(authSessions)
    .values({
      userId,
      createdAt: now,
      lastUsedAt: now,
      expiresAt,
      ipAddress: client.ipAddress,
      userAgent: client.userAgent?.slice(0, 500),
    })
    .returning({ id: authSessions.id });
  if (!session) throw new Error('session insert returned no row');
  const { tokens } = await issueTokens(db, settings, { id: session.id, userId, expiresAt }, now);
  return { sessionId: session.id, tokens };
}

/** Ends every live session of a user, optionally sparing the one making the request. */
export async function revokeUserSessions(
  db: Executor,
  userId: string,
  reason: SessionRevokeReason,
  now: Date,
  exceptSessionId?: string,
): Promise<void> {
  const conditions = [eq(authSessions.userId, userId), isNull(authSessions.revokedAt)];
  if (exceptSessionId) conditions.push(ne(authSessions.id, exceptSessionId));
  await db
    .update(authSessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(...conditions));
}

export async function revokeSession(db: Executor, sessionId: string, reason: SessionRevokeReason, now: Date) {
  await db
    .update(authSessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/**
 * Resolves a bearer access token to its principal. Besides the signature and expiry, the session
 * must be live (not revoked, not past its absolute end) and the login not disabled, so logout,
 * reuse detection and password changes take effect on the very next request.
 */
export async function authenticateAccessToken(
  db: Executor,
  signer: AccessTokenSigner,
  token: string,
  now: Date,
): Promise<Principal | null> {
  const claims = await signer.verify(token, now);
  if (!claims) return null;
  const [row] = await db
    .select({ user: users, member: teamMembers, showroom: showrooms })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .leftJoin(teamMembers, membershipOfUser)
    .leftJoin(showrooms, showroomOfUser)
    .where(
      and(
        eq(authSessions.id, claims.sessionId),
        eq(authSessions.userId, claims.userId),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, now),
        isNull(users.disabledAt),
      ),
    );
  return row ? principalFrom(row, claims.sessionId) : null;
}

/** Spec 01 section 3 "Login response", field for field. */
export function toLoginResponse(principal: Principal, tokens: TSessionTokens): TLoginResponse {
  return {
    success: true,
    error: null,
    session: tokens,
    ...signedInAs(principal),
  };
}
