import { randomBytes } from 'node:crypto';

export interface MultipartPart {
  name: string;
  /** A text field's value, or a file's bytes (with `filename`). */
  value: string | Uint8Array;
  filename?: string;
  contentType?: string;
}

/**
 * A multipart/form-data body for `app.inject`, built by hand so a test controls every byte:
 * the file name, the declared type (which the server must ignore) and the content.
 */
export function multipartBody(parts: MultipartPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----stonetool${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (part.contentType) head.push(`Content-Type: ${part.contentType}`);
    chunks.push(Buffer.from(`${head.join('\r\n')}\r\n\r\n`), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** One file in one field, the common case. */
export function fileUpload(
  field: string,
  filename: string,
  bytes: Uint8Array,
  contentType = 'application/octet-stream',
) {
  return multipartBody([{ name: field, value: bytes, filename, contentType }]);
}
