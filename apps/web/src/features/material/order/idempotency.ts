import { ApiError } from '../../../lib/api-error';

/**
 * The Idempotency-Key of a checkout attempt. The key is kept across a double click, a lost
 * answer (network failure) and a server failure (5xx), so the server replays the first answer
 * instead of placing a second order. After the server refused the order outright (4xx other than
 * 409, an attempt still running), the salesperson corrects something and submits a different
 * order: that is a new attempt with a new key, or the server would replay the old refusal.
 */
export function keyAfterFailure(current: string, error: unknown, newKey: () => string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 409) {
    return newKey();
  }
  return current;
}
