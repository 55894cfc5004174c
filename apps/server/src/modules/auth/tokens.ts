import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

/** 256 random bits, URL-safe: refresh and recovery tokens, and shared-cart style links. */
export function generateOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Opaque tokens are stored only as their SHA-256: they carry 256 random bits, so a fast hash is
 * enough (no dictionary to attack), and a database leak does not hand out live sessions.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
}

export interface AccessTokenSigner {
  sign(claims: AccessTokenClaims, now: Date): Promise<string>;
  /** The claims of a valid, unexpired token, or null. The session's revocation is checked by the caller. */
  verify(token: string, now: Date): Promise<AccessTokenClaims | null>;
}

export const ISSUER = 'stone-tool';
export const AUDIENCE = 'stone-tool-api';

/** The HS256 key of access tokens, derived so AUTH_SECRET can also feed other purposes without key reuse. */
export function accessTokenKey(secret: string): Buffer {
  return createHash('sha256').update(`access-token:${secret}`).digest();
}

/** Short-lived HS256 JWTs carrying the user id (`sub`) and the session id (`sid`). */
export function createAccessTokenSigner(secret: string, ttlSeconds: number): AccessTokenSigner {
  const key = accessTokenKey(secret);
  return {
    async sign({ userId, sessionId }, now) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key);
    },
    async verify(token, now) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: now,
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        return { userId: payload.sub, sessionId: payload.sid };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}
