import { ZHealthResponse } from '@stonetool/contracts/health';
import { sql } from 'drizzle-orm';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';

/** Liveness and readiness for a load balancer: the server answers and can reach its database. */
export function healthRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      '/healthz',
      {
        schema: {
          tags: ['health'],
          summary: 'Server and database health',
          response: { 200: ZHealthResponse, 503: ZHealthResponse },
        },
      },
      async (request, reply) => {
        try {
          await ctx.db.execute(sql`select 1`);
          return { status: 'ok' as const, database: 'ok' as const };
        } catch (error) {
          request.log.error({ err: error }, 'health check: database unreachable');
          return reply.status(503).send({ status: 'error', database: 'error' });
        }
      },
    );
    done();
  };
}
