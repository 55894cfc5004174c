import { ZAdminShowroomsResponse } from '@stonetool/contracts/admin';
import { ZErrorResponse } from '@stonetool/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import type { Guards } from '../auth/guards';
import { listShowrooms } from './list-showrooms';

/** The platform admin API: every route under /api/admin is guarded by requireAdmin. */
export function adminRoutes(ctx: AppContext, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', guards.requireAdmin);

    app.get(
      '/api/admin/showrooms',
      {
        schema: {
          tags: ['admin'],
          summary: 'Every showroom and fabricator account',
          security: [{ bearer: [] }],
          response: { 200: ZAdminShowroomsResponse, 401: ZErrorResponse, 403: ZErrorResponse },
        },
      },
      async () => {
        const showrooms = await listShowrooms(ctx);
        return { success: true as const, showrooms, data: showrooms };
      },
    );
  };
}
