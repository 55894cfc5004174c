import { ZShowroomDataRequest, ZShowroomDataResponse } from '@stonetool/contracts/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../http/error-responses';
import { principalOf, type Guards } from '../auth/guards';
import { showroomAccountRoutes } from './accounts/showroom-account-routes';
import { brandingRoutes } from './branding/branding-routes';
import { getShowroomData } from './get-showroom-data';

const tags = ['showroom'];
const errors = errorResponses(400, 401, 403, 404);

/**
 * Showrooms: the caller's showroom, the admin's showroom accounts and the owner's branding (each
 * sub-module guards its own routes).
 */
export function showroomRoutes(ctx: AppContext, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(showroomAccountRoutes(ctx, guards));
    await app.register(brandingRoutes(ctx, guards));

    app.post(
      '/api/showroom/data',
      {
        preHandler: guards.requireAuth,
        schema: {
          tags,
          summary: "The caller's showroom (an admin names one)",
          security: [{ bearer: [] }],
          body: ZShowroomDataRequest.optional(),
          response: { 200: ZShowroomDataResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        showroom: await getShowroomData(ctx, principalOf(request), request.body?.showroom_id),
      }),
    );
  };
}
