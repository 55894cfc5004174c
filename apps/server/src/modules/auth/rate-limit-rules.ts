import type { Env } from '../../env';
import type { RateLimitRule } from '../../rate-limit';

/**
 * Sign-in and recovery limits: per client address per minute, and per account per 15 minutes.
 * The account key is the e-mail as typed (normalised), not a user id, so the limit behaves the
 * same whether or not the account exists. A sign-in from a known device (`deviceId`, read from a
 * valid device cookie: device-cookie.ts) is counted on that device instead of the account, so
 * failures from unknown devices never lock the owner out of their own browser.
 */
export function signInRules(
  scope: 'login' | 'recovery',
  limits: Env['rateLimits'],
  ip: string,
  email: string,
  deviceId: string | null = null,
): RateLimitRule[] {
  const windowSeconds = 15 * 60;
  return [
    { key: `${scope}:ip:${ip}`, limit: limits.loginPerIp, windowSeconds: 60 },
    deviceId
      ? { key: `${scope}:device:${deviceId}`, limit: limits.loginPerAccount, windowSeconds }
      : {
          key: `${scope}:account:${email.trim().toLowerCase()}`,
          limit: limits.loginPerAccount,
          windowSeconds,
        },
  ];
}

/**
 * Lookups of a secret by anonymous callers (a refresh token, a shared-cart or quote link): failed lookups
 * per client address per minute, on the sign-in limit. Only failures count, so a salesperson
 * refreshing all day or a customer opening a link again is never throttled; a guesser is.
 */
export function tokenLookupRules(
  scope: 'refresh' | 'shared-cart' | 'quote-link',
  limits: Env['rateLimits'],
  ip: string,
): RateLimitRule[] {
  return [{ key: `${scope}:ip:${ip}`, limit: limits.loginPerIp, windowSeconds: 60 }];
}
