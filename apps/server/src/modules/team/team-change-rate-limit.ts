import { TEAM_MESSAGES } from '@stonetool/contracts/team';
import type { Env } from '../../env';
import type { RateLimitRule } from '../../rate-limit';

/**
 * The cap on adding and editing team members: per signed-in user per hour
 * (TEAM_CHANGE_RATE_LIMIT_PER_HOUR, 60 by default). Every attempt counts, since each one tells
 * whether an e-mail is free on the platform, so nobody can test addresses in bulk.
 */
export function teamChangeRules(limits: Env['rateLimits'], userId: string): RateLimitRule[] {
  return [
    {
      key: `team-change:user:${userId}`,
      limit: limits.teamChangesPerHour,
      windowSeconds: 60 * 60,
      message: TEAM_MESSAGES.tooManyChanges,
    },
  ];
}
