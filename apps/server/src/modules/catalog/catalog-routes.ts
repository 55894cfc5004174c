import { ZErrorResponse } from '@stonetool/contracts/common';
import { ZStonesQuery, ZStonesResponse } from '@stonetool/contracts/stones';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { UnsafeStorageKeyError } from '../../storage/storage';
import type { Guards } from '../auth/guards';
import { listStones } from './list-stones';

/** Images are replaced under the same name rarely; a day of caching keeps catalog scrolling cheap. */
const IMAGE_CACHE_CONTROL = 'public, max-age=86400';

export function catalogRoutes(ctx: AppContext, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/stones',
      {
        preHandler: guards.optionalAuth,
        schema: {
          tags: ['catalog'],
          summary: 'The stone catalog (empty without a bearer token)',
          security: [{ bearer: [] }],
          querystring: ZStonesQuery,
          response: { 200: ZStonesResponse, 401: ZErrorResponse },
        },
      },
      async (request) => listStones(ctx, request.principal),
    );

    app.get(
      '/storage/v1/object/public/stone-images/:name',
      {
        schema: {
          tags: ['catalog'],
          summary: 'A stone image (public)',
          params: z.object({ name: z.string().min(1).max(300) }),
        },
      },
      async (request, reply) => {
        let object;
        try {
          object = await ctx.storage.get(`stone-images/${request.params.name}`);
        } catch (error) {
          if (!(error instanceof UnsafeStorageKeyError)) throw error;
          object = null;
        }
        if (!object) return reply.status(404).send({ success: false, error: 'Not found', code: 'NOT_FOUND' });
        return reply
          .type(object.contentType)
          .header('Cache-Control', IMAGE_CACHE_CONTROL)
          .send(Buffer.from(object.bytes));
      },
    );
  };
}
