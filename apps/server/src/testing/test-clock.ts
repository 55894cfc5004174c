import type { Clock } from '../clock';

/** A clock tests move by hand, to check expiry without waiting. */
export interface TestClock extends Clock {
  advance(milliseconds: number): void;
  set(date: Date): void;
}

export function createTestClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(milliseconds) {
      current += milliseconds;
    },
    set(date) {
      current = date.getTime();
    },
  };
}
