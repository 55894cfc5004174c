import type { FastifyInstance } from 'fastify';

/**
 * Headers every answer carries: no MIME sniffing (uploaded files are served back), no framing
 * (clickjacking of the dashboard), and no referrer beyond the origin. A Content-Security-Policy is
 * left to the web app's build, which knows its own asset origins.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  });
}
