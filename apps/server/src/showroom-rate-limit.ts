import type { Env } from './env';
import type { RateLimitRule } from './rate-limit';

export const TOO_MANY_ORDERS = 'Too many orders from this showroom in the last hour. Please try again later.';
export const TOO_MANY_AI_IMPORTS =
  'Too many AI imports for this business in the last hour. Please try again later.';

/**
 * Per-showroom hourly caps on the calls that cost the most: placing a material order (pricing,
 * a transaction, three mails) and an AI import (a paid Claude call, OCR). Counted per showroom,
 * not per address or user, so a whole team behind one office address shares one generous cap
 * (ORDER_RATE_LIMIT_PER_HOUR, AI_IMPORT_RATE_LIMIT_PER_HOUR) and a stolen token cannot run up
 * another showroom's bill. Every attempt counts, replays and refusals too: simple to reason
 * about, and the defaults sit far above a showroom's busiest day.
 */
export function showroomRules(
  kind: 'order' | 'ai-import',
  limits: Env['rateLimits'],
  showroomId: string,
): RateLimitRule[] {
  const [limit, message] =
    kind === 'order'
      ? [limits.ordersPerHour, TOO_MANY_ORDERS]
      : [limits.aiImportsPerHour, TOO_MANY_AI_IMPORTS];
  return [{ key: `${kind}:showroom:${showroomId}`, limit, windowSeconds: 60 * 60, message }];
}
