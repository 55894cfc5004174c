import type { Env } from '../../env';
import type { RateLimitRule } from '../../rate-limit';

/**
 * Sign-in and recovery limits: per client address per minute, and per account per 15 minutes.
 * The account key is the e-mail as typed (normalised), not a user id, so the limit behaves the
 * same whether or not the account exists.
 */
export function signInRules(
  scope: 'login' | 'recovery',
  limits: Env['rateLimits'],
  ip: string,
  email: string,
): RateLimitRule[] {
  return [
    { key: `${scope}:ip:${ip}`, limit: limits.loginPerIp, windowSeconds: 60 },
    {
      key: `${scope}:account:${email.trim().toLowerCase()}`,
      limit: limits.loginPerAccount,
      windowSeconds: 15 * 60,
    },
  ];
}
