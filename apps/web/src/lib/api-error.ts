/** The `error` text of a failed answer's body (`{ success: false, error }`), or null when there is none. */
export function serverErrorOf(body: unknown): string | null {
  const error = (body as { error?: unknown } | null)?.error;
  return typeof error === 'string' && error.trim() ? error : null;
}

/** The `error` text of a failed call (`{ success: false, error }`), or null when there is none. */
export async function readServerError(response: Response): Promise<string | null> {
  try {
    return serverErrorOf(await response.json());
  } catch {
    return null;
  }
}

/** Thrown by fetchers so that a query or mutation shows the server's own message. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The refused answer's JSON, for a screen that shows more of it than `error` (null when none). */
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
