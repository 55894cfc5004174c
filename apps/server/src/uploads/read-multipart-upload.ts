import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';

export interface MultipartUpload {
  /** The one file sent in `fileField`, or null when none was sent. */
  file: { bytes: Buffer; filename: string } | null;
  /** The text fields, each at most 1 KB. */
  fields: Record<string, string>;
}

export interface MultipartUploadLimits {
  fileField: string;
  maxFileBytes: number;
  /** The user's message when the file is over `maxFileBytes` (answered with 413). */
  tooLargeMessage: string;
  maxFields: number;
}

/**
 * Reads a multipart/form-data request holding one file and a few text fields. The file is cut
 * off while streaming: busboy stops at `maxFileBytes` + 1 and the request is answered 413 with
 * the caller's message, so an oversized upload is never held in memory whole. Any other file
 * field, a second file or too many fields is refused with 400. Needs @fastify/multipart
 * registered in the route's scope.
 */
export async function readMultipartUpload(
  request: FastifyRequest,
  limits: MultipartUploadLimits,
): Promise<MultipartUpload> {
  if (!request.isMultipart()) throw new AppError('VALIDATION_FAILED', 'Send the file as multipart/form-data');
  const fields: Record<string, string> = {};
  let file: MultipartUpload['file'] = null;
  try {
    const parts = request.parts({
      limits: {
        fileSize: limits.maxFileBytes,
        files: 1,
        fields: limits.maxFields,
        parts: limits.maxFields + 1,
        fieldSize: 1024,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== limits.fileField) {
          part.file.resume();
          throw new AppError('VALIDATION_FAILED', `Send the file in the "${limits.fileField}" field`);
        }
        file = { bytes: await part.toBuffer(), filename: part.filename };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('FILE_TOO_LARGE', limits.tooLargeMessage);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new AppError('VALIDATION_FAILED', 'Send one file and its fields only');
    }
    throw error;
  }
  return { file, fields };
}
