import { ZErrorResponse } from '@stonetool/contracts/common';
import { ZFabricationPricingResponse } from '@stonetool/contracts/fabrication';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { principalOf, type Guards } from '../auth/guards';
import { expertBusinessId } from '../quotes/expert-business';
import { listFabricationPricing } from './list-fabrication-pricing';

export function fabricationRoutes(ctx: AppContext, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/fabrication/pricing',
      {
        preHandler: guards.requireAuth,
        schema: {
          tags: ['expert'],
          summary: 'Fabrication price per square foot by stone type, thickness and edge (Expert Mode)',
          security: [{ bearer: [] }],
          response: { 200: ZFabricationPricingResponse, 401: ZErrorResponse, 403: ZErrorResponse },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        // The table is the platform's: an admin reads it; a business needs Expert Mode.
        if (!principal.isAdmin) expertBusinessId(principal);
        return { success: true as const, ...(await listFabricationPricing(ctx.db)) };
      },
    );
  };
}
