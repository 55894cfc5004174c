/** The `error` text of a failed call (`{ success: false, error }`), or null when there is none. */
export async function readServerError(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.json();
    const error = (body as { error?: unknown } | null)?.error;
    return typeof error === 'string' && error.trim() ? error : null;
  } catch {
    return null;
  }
}

/** Thrown by fetchers so that a query or mutation shows the server's own message. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
