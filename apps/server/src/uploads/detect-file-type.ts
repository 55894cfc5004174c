import { fileTypeFromBuffer } from 'file-type';

export interface AllowedFileTypes {
  /** MIME types recognised from the file's bytes. */
  contentTypes: readonly string[];
  /** File name extensions (lower case, no dot) the file's name may carry. */
  extensions: readonly string[];
}

export interface DetectedFileType {
  contentType: string;
  /** The extension of the detected type, for server-made file names. */
  extension: string;
}

/**
 * The type of an uploaded file, from its magic bytes (the `file-type` package), never from the
 * name or the declared Content-Type; the name's extension must also be on the allow-list
 * (OWASP ASVS 5.2.2). Null when either check fails: a text file renamed `.pdf` has no PDF
 * signature, and a real PNG named `.exe` has the wrong extension.
 */
export async function detectFileType(
  bytes: Uint8Array,
  filename: string,
  allowed: AllowedFileTypes,
): Promise<DetectedFileType | null> {
  const extension = /\.([A-Za-z0-9]+)$/.exec(filename)?.[1]?.toLowerCase();
  if (!extension || !allowed.extensions.includes(extension)) return null;
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !allowed.contentTypes.includes(detected.mime)) return null;
  return { contentType: detected.mime, extension: detected.ext };
}
