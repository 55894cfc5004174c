import { and, eq, lt, sql } from 'drizzle-orm';
import { rateLimitBuckets } from '@stonetool/db/schema/auth';
import type { Executor } from '@stonetool/db/client';
import { AppError } from './errors/app-error';

export interface RateLimitRule {
  /** What is limited, e.g. `login:ip:203.0.113.7`. */
  key: string;
  limit: number;
  windowSeconds: number;
  /**
   * The 429's message when the limit names no secret (a showroom's own orders); sign-in limits
   * leave it out, so their answer never tells whether an account exists.
   */
  message?: string;
}

function windowOf(rule: RateLimitRule, now: Date): { start: Date; retryAfterSeconds: number } {
  const windowMs = rule.windowSeconds * 1000;
  const startMs = Math.floor(now.getTime() / windowMs) * windowMs;
  return {
    start: new Date(startMs),
    retryAfterSeconds: Math.max(1, Math.ceil((startMs + windowMs - now.getTime()) / 1000)),
  };
}

/**
 * Fixed-window counters in the database (rate_limit_buckets), so a limit holds across every API
 * server of a cluster. Throws 429 with Retry-After when any rule's window is already full, with
 * the rule's message or the catalogue's.
 */
export async function assertUnderLimit(db: Executor, rules: RateLimitRule[], now: Date): Promise<void> {
  for (const rule of rules) {
    const { start, retryAfterSeconds } = windowOf(rule, now);
    const [bucket] = await db
      .select({ count: rateLimitBuckets.count })
      .from(rateLimitBuckets)
      .where(and(eq(rateLimitBuckets.key, rule.key), eq(rateLimitBuckets.windowStart, start)));
    if (bucket && bucket.count >= rule.limit)
      throw new AppError('RATE_LIMITED', rule.message, { retryAfterSeconds });
  }
}

/** Counts one event against each rule's current window (an atomic upsert). */
export async function recordHit(db: Executor, rules: RateLimitRule[], now: Date): Promise<void> {
  for (const rule of rules) {
    const { start } = windowOf(rule, now);
    await db
      .insert(rateLimitBuckets)
      .values({ key: rule.key, windowStart: start, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimitBuckets.key, rateLimitBuckets.windowStart],
        set: { count: sql`${rateLimitBuckets.count} + 1` },
      });
  }
}

/** Checks and then counts: for requests where every attempt counts (recovery, contact form). */
export async function consumeLimit(db: Executor, rules: RateLimitRule[], now: Date): Promise<void> {
  await assertUnderLimit(db, rules, now);
  await recordHit(db, rules, now);
}

/** Drops windows older than a day; run by the background worker. */
export async function pruneRateLimitBuckets(db: Executor, now: Date): Promise<void> {
  await db
    .delete(rateLimitBuckets)
    .where(lt(rateLimitBuckets.windowStart, new Date(now.getTime() - 86_400_000)));
}
