import {
  ZSaveWholesalePricingRequest,
  ZSaveWholesalePricingResponse,
  ZWholesalePricingQuery,
  ZWholesalePricingResponse,
  ZWholesaleReferenceResponse,
} from '@stonetool/contracts/admin-wholesale-pricing';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { errorResponses } from '../../../http/error-responses';
import type { Guards } from '../../auth/guards';
import { listWholesalePricing } from './list-wholesale-pricing';
import { listWholesaleReference } from './list-wholesale-reference';
import { saveWholesalePricing } from './save-wholesale-pricing';

const tags = ['admin'];
const security = [{ bearer: [] }];
const errors = errorResponses(400, 401, 403, 404);

/**
 * The admin's wholesale pricing of each showroom (spec 03 section 7), platform admin only. A change
 * prices that showroom's catalog, carts and orders at once: they read this table on each request.
 */
export function wholesalePricingRoutes(ctx: AppContext, guards: Guards): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.addHook('onRequest', guards.requireAdmin);

    app.get(
      '/api/admin/wholesale-pricing',
      {
        schema: {
          tags,
          summary:
            "The catalog's brands with MSRP and cost data; with showroom_id, that showroom's wholesale pricing rows",
          security,
          querystring: ZWholesalePricingQuery,
          response: { 200: z.union([ZWholesalePricingResponse, ZWholesaleReferenceResponse]), ...errors },
        },
      },
      async (request) => {
        const showroomId = request.query.showroom_id;
        if (showroomId === undefined) {
          return { success: true as const, ...(await listWholesaleReference(ctx.db)) };
        }
        return { success: true as const, data: await listWholesalePricing(ctx.db, showroomId) };
      },
    );

    app.put(
      '/api/admin/wholesale-pricing',
      {
        schema: {
          tags,
          summary: "Sets a showroom's wholesale pricing and catalog visibility for one brand",
          security,
          body: ZSaveWholesalePricingRequest,
          response: { 200: ZSaveWholesalePricingResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await saveWholesalePricing(ctx.db, request.body, ctx.clock.now()),
      }),
    );
    done();
  };
}
