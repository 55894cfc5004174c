import type { FastifyReply } from 'fastify';

/**
 * Serves a stored user file as a download (OWASP ASVS 3.2.1, 5.4.1): the exact stored
 * Content-Type, `nosniff`, a CSP that runs nothing even if a browser renders it, `attachment`
 * with a server-made file name, and no caching by shared caches.
 */
export function sendFileAttachment(
  reply: FastifyReply,
  file: { bytes: Uint8Array; contentType: string; filename: string },
): FastifyReply {
  const asciiName = file.filename.replace(/[^A-Za-z0-9._-]/g, '_');
  return reply
    .status(200)
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', `attachment; filename="${asciiName}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', 'private, no-store')
    .send(Buffer.from(file.bytes));
}
