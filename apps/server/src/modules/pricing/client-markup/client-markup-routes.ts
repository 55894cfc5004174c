import {
  ZClientMarkupQuery,
  ZClientMarkupResponse,
  ZSaveClientMarkupRequest,
  ZSaveClientMarkupResponse,
} from '@stonetool/contracts/admin-client-markup';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { errorResponses } from '../../../http/error-responses';
import type { Guards } from '../../auth/guards';
import { listClientMarkups } from './list-client-markups';
import { saveClientMarkup } from './save-client-markup';

const tags = ['admin'];
const security = [{ bearer: [] }];
const errors = errorResponses(400, 401, 403, 404);

/** The admin's client markup of each showroom (spec 03 section 7), platform admin only. */
export function clientMarkupRoutes(ctx: AppContext, guards: Guards): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.addHook('onRequest', guards.requireAdmin);

    app.get(
      '/api/admin/client-markup',
      {
        schema: {
          tags,
          summary: "A showroom's client markup rows, and the catalog's brands",
          security,
          querystring: ZClientMarkupQuery,
          response: { 200: ZClientMarkupResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await listClientMarkups(ctx.db, request.query.showroom_id)),
      }),
    );

    app.put(
      '/api/admin/client-markup',
      {
        schema: {
          tags,
          summary: "Sets a showroom's client markup for one brand (the whole row)",
          security,
          body: ZSaveClientMarkupRequest,
          response: { 200: ZSaveClientMarkupResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await saveClientMarkup(ctx.db, request.body, ctx.clock.now()),
      }),
    );
    done();
  };
}
