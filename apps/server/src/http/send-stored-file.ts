import type { FastifyReply } from 'fastify';
import type { StoredObject } from '../storage/storage';

/** A stored file served back is a document of its own: it may run nothing and load nothing. */
export const STORED_FILE_CSP = "default-src 'none'; sandbox";

export interface SendStoredFileOptions {
  cacheControl: string;
  /** Set for files that must download rather than open (receipts): the server-made name. */
  attachmentName?: string;
}

/**
 * Answers with a stored file (ASVS 3.2.1, 5.4.1): its exact stored Content-Type (which the
 * server set from the file's bytes), no MIME sniffing, and a Content-Security-Policy that
 * forbids scripts, plugins and loads if the file is opened directly, as an SVG could be.
 */
export function sendStoredFile(reply: FastifyReply, object: StoredObject, options: SendStoredFileOptions) {
  reply
    .header('Content-Type', object.contentType)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', STORED_FILE_CSP)
    .header('Cache-Control', options.cacheControl);
  if (options.attachmentName) {
    reply.header(
      'Content-Disposition',
      `attachment; filename="${options.attachmentName.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
    );
  }
  return reply.send(Buffer.from(object.bytes));
}
