import { ZSalespersonsResponse } from '@stonetool/contracts/pricing';
import { ZTeamMembersResponse } from '@stonetool/contracts/team';
import { ZShowroomDataRequest, ZShowroomDataResponse } from '@stonetool/contracts/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../http/error-responses';
import { principalOf, type Guards } from '../auth/guards';
import { getShowroomData } from './get-showroom-data';
import { resolveShowroomId } from '../auth/showroom-scope';
import { listSalespersons } from './list-salespersons';

const tags = ['showroom'];
const errors = errorResponses(400, 401, 403, 404);

export function showroomRoutes(ctx: AppContext, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
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

    app.get(
      '/api/showroom/salespersons',
      {
        preHandler: guards.requirePermission('read:showroom'),
        schema: {
          tags,
          summary: "The caller's showroom team: names for crediting sales; the owner's full records",
          security: [{ bearer: [] }],
          // The owner's records first: a union answers with the first shape that fits.
          response: { 200: ZTeamMembersResponse.or(ZSalespersonsResponse), ...errors },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        return {
          success: true as const,
          salespersons: await listSalespersons(
            ctx.db,
            resolveShowroomId(principal, undefined),
            principal.permissions.has('manage:team') ? 'manage' : 'credit',
          ),
        };
      },
    );
  };
}
