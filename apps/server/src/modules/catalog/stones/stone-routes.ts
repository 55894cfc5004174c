import { ZStonesQuery, ZStonesResponse } from '@stonetool/contracts/stones';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { errorResponses } from '../../../http/error-responses';
import { sendStoredFile } from '../../../http/send-stored-file';
import { UnsafeStorageKeyError } from '../../../storage/storage';
import type { Guards } from '../../auth/guards';
import { catalogViewer } from './catalog-viewer';
import { createCatalogCaches, loadStoneCatalog } from './load-stone-catalog';

/** Images are replaced under the same name rarely; a day of caching keeps catalog scrolling cheap. */
const IMAGE_CACHE_CONTROL = 'public, max-age=86400';

/**
 * The catalog is revalidated on every use (the browser keeps its copy and sends If-None-Match), so
 * a pricing change shows at once; `Vary: Authorization` keeps one user's copy from another's.
 */
const CATALOG_CACHE_CONTROL = 'private, no-cache';

/**
 * Sends JSON the use case serialised already (it takes the ETag from those bytes, built from
 * TStone values): Fastify sends a JSON string as it is, without the response schema's serializer.
 */
function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

export function stoneRoutes(ctx: AppContext, guards: Guards): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const catalogs = createCatalogCaches();

    app.get(
      '/api/stones',
      {
        preHandler: guards.optionalAuth,
        schema: {
          tags: ['catalog'],
          summary: "The stone catalog (empty without a bearer token); an admin may ask for a showroom's",
          security: [{ bearer: [] }],
          querystring: ZStonesQuery,
          response: {
            200: ZStonesResponse,
            304: z.null().describe('Not Modified: the ETag sent in If-None-Match is current'),
            ...errorResponses(401, 403, 404),
          },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', CATALOG_CACHE_CONTROL).header('Vary', 'Authorization');
        if (!request.principal) return [];
        const answer = await loadStoneCatalog(
          ctx,
          await catalogViewer(ctx, request.principal, request.query.showroom_id),
          request.headers['if-none-match'],
          catalogs,
        );
        reply.header('ETag', answer.etag);
        if (answer.status === 304) return reply.code(304).send(null);
        return sendJson(reply, answer.body);
      },
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
        return sendStoredFile(reply, object, { cacheControl: IMAGE_CACHE_CONTROL });
      },
    );
    done();
  };
}
