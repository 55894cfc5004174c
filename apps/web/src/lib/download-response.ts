import { readServerError } from './api-error';
import { downloadCsv } from './csv-file';
import { saveFile } from './save-file';

/** The file name a `Content-Disposition` header gives (`filename="..."`), or `fallback` without one. */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  const match = header ? /filename="?([^";]+)"?/i.exec(header) : null;
  const name = match?.[1]?.trim();
  // The name only names the download; a path in it must never pick a folder.
  return name ? name.replace(/[\\/]/g, '_') : fallback;
}

/**
 * The name to save a file answer of the server under, from its Content-Disposition; a refused call
 * throws `failure(serverMessage)` instead.
 */
async function savedFileName(
  response: Response,
  fallbackName: string,
  failure: (serverMessage: string) => string,
): Promise<string> {
  if (!response.ok) {
    throw new Error(failure((await readServerError(response)) ?? `HTTP ${response.status}`));
  }
  return filenameFromDisposition(response.headers.get('Content-Disposition'), fallbackName);
}

/** Saves a CSV answer of the server under the name its Content-Disposition gives. */
export async function downloadCsvResponse(
  response: Response,
  fallbackName: string,
  failure: (serverMessage: string) => string,
): Promise<void> {
  downloadCsv(await savedFileName(response, fallbackName, failure), await response.text());
}

/** Saves a file answer of the server (such as a PDF) under the name its Content-Disposition gives. */
export async function downloadFileResponse(
  response: Response,
  fallbackName: string,
  failure: (serverMessage: string) => string,
): Promise<void> {
  saveFile(await savedFileName(response, fallbackName, failure), await response.blob());
}
