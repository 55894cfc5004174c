/** The server's notion of "now"; tests inject a movable clock to test expiry. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
