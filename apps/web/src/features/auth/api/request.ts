import { readServerError } from '../../../lib/api-error';

export const CONNECTION_ERROR = 'Connection error. Please try again.';

/**
 * POSTs JSON for the auth forms. A network failure reads 'Connection error. Please try again.';
 * a refused call reads the server's error, else the form's own fallback (spec 01 section 8).
 */
export async function postAuthJson(
  url: string,
  body: unknown,
  fallbackError: string,
  bearer?: string,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
      },
      body: JSON.stringify(body),
    });
  } catch {
    throw new Error(CONNECTION_ERROR);
  }
  if (!response.ok) throw new Error((await readServerError(response)) ?? fallbackError);
  try {
    return await response.json();
  } catch {
    throw new Error(fallbackError);
  }
}
