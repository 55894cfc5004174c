/**
 * The one error catalogue of the API. Each code has an HTTP status and the message the user
 * reads (the spec's own words where it has them, spec 01 section 8 and spec 03 section 8).
 */
export const errorCatalogue = {
  VALIDATION_FAILED: { status: 400, message: 'Invalid request' },
  INVALID_CREDENTIALS: { status: 401, message: 'Invalid email or password' },
  NOT_AUTHENTICATED: { status: 401, message: 'Authentication required' },
  INVALID_TOKEN: { status: 401, message: 'Invalid or expired token' },
  INVALID_REFRESH_TOKEN: { status: 401, message: 'Invalid or expired refresh token' },
  INVALID_RECOVERY_TOKEN: { status: 401, message: 'This password reset link is invalid or has expired' },
  WELCOME_LINK_USED: {
    status: 410,
    message:
      'This welcome link has already been used (or a newer link replaced it). Sign in with the password you chose, or use Forgot password? in the Login window.',
  },
  WELCOME_LINK_EXPIRED: {
    status: 410,
    message:
      'This welcome link has expired. Ask your Stone Tool administrator to send a new one, or use Forgot password? in the Login window.',
  },
  CURRENT_PASSWORD_INCORRECT: { status: 400, message: 'Current password is incorrect' },
  FORBIDDEN: { status: 403, message: 'Not allowed' },
  PASSWORD_CHANGE_REQUIRED: {
    status: 403,
    message: 'Please change your temporary password before continuing.',
  },
  NOT_FOUND: { status: 404, message: 'Not found' },
  CONFLICT: { status: 409, message: 'This was changed meanwhile. Please reload and try again.' },
  FILE_TOO_LARGE: { status: 413, message: 'The file is too large' },
  UNSUPPORTED_FILE_TYPE: { status: 415, message: 'This file type is not supported' },
  LINK_EXPIRED: { status: 410, message: 'This link has expired. Please open the file again.' },
  RATE_LIMITED: { status: 429, message: 'Too many attempts. Please try again later.' },
  PROVIDER_UNAVAILABLE: {
    status: 502,
    message: 'The payment provider could not be reached. Please try again.',
  },
  UPSTREAM_FAILED: { status: 502, message: 'The other service did not answer. Please try again.' },
  INTERNAL: { status: 500, message: 'Something went wrong. Please try again.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type AppErrorCode = keyof typeof errorCatalogue;

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: number;
  /** Seconds a client should wait before retrying; sent as Retry-After with 429. */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: AppErrorCode, userMessage?: string, options: { retryAfterSeconds?: number } = {}) {
    super(userMessage ?? errorCatalogue[code].message);
    this.name = 'AppError';
    this.code = code;
    this.status = errorCatalogue[code].status;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
