import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';

export interface MultipartUpload {
  /** The file's bytes, at most `maxBytes` of them. */
  bytes: Buffer;
  /** The name the browser sent; used for its extension only, never as a storage name. */
  filename: string;
  /** The other (text) fields of the form, whichever side of the file they came. */
  fields: Record<string, string>;
}

export interface MultipartUploadOptions {
  /** The form field that carries the file (`logo`, `file`). */
  fileField: string;
  maxBytes: number;
  /** The 413 message when the file is larger than `maxBytes` (the spec's words). */
  tooLargeMessage: string;
  /** The 400 message when the form has no file in `fileField`. */
  missingMessage: string;
}

/** Text fields a form may carry beside its file, and how long each may be. */
const MAX_FIELDS = 10;
const MAX_FIELD_BYTES = 1000;

/**
 * Reads one multipart form holding one file (the route's plugin must register
 * @fastify/multipart). The file is streamed with a byte limit: a larger one is cut off as soon
 * as the limit is passed and answered 413, never buffered whole. A second file, too many fields
 * or a request that is not multipart is refused.
 */
export async function readMultipartUpload(
  request: FastifyRequest,
  options: MultipartUploadOptions,
): Promise<MultipartUpload> {
  if (!request.isMultipart()) throw new AppError('VALIDATION_FAILED', options.missingMessage);
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; filename: string } | null = null;
  try {
    const parts = request.parts({
      limits: {
        fileSize: options.maxBytes,
        files: 1,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        parts: MAX_FIELDS + 1,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== options.fileField) {
          await part.toBuffer();
          continue;
        }
        file = { bytes: await part.toBuffer(), filename: part.filename };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('FILE_TOO_LARGE', options.tooLargeMessage);
    }
    throw error;
  }
  if (!file || file.bytes.length === 0) throw new AppError('VALIDATION_FAILED', options.missingMessage);
  return { ...file, fields };
}
