import type { Env } from '../env';
import type { RateLimitRule } from '../rate-limit';

/**
 * The rate limit on one kind of upload (`logo`, `receipt`): per signed-in user per hour
 * (UPLOAD_RATE_LIMIT_PER_HOUR, 30 by default). Every attempt counts, refused ones too, since
 * checking the bytes (decoding, sanitising) is the cost being limited.
 */
export function uploadRules(kind: string, limits: Env['rateLimits'], userId: string): RateLimitRule[] {
  return [{ key: `upload:${kind}:user:${userId}`, limit: limits.uploadsPerHour, windowSeconds: 60 * 60 }];
}
