import {
  ZSaveBrandPricingRequest,
  ZSaveBrandPricingResponse,
  ZShowroomPricingQuery,
  ZShowroomPricingResponse,
} from '@stonetool/contracts/showroom-pricing';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { errorResponses } from '../../../http/error-responses';
import { principalOf, type Guards } from '../../auth/guards';
import { resolveShowroomId } from '../../auth/showroom-scope';
import { listBrandPricing } from './list-brand-pricing';
import { saveBrandPricing } from './save-brand-pricing';

const tags = ['showroom'];
const errors = errorResponses(400, 401, 403, 404);

/**
 * Pricing & Margins (spec 03). Owner-only: the showroom's owner for its own showroom, and the
 * platform admin for the showroom it names with `?showroom_id=`. Team members, managers included,
 * are refused both calls: the tab is the owner's, and a team member's view of prices is the
 * catalog, trimmed to their cost visibility.
 */
export function brandPricingRoutes(ctx: AppContext, guards: Guards): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      '/api/showroom/pricing',
      {
        preHandler: guards.requirePermission('manage:showroom-pricing'),
        schema: {
          tags,
          summary: 'Client pricing of every brand the showroom can sell',
          security: [{ bearer: [] }],
          querystring: ZShowroomPricingQuery,
          response: { 200: ZShowroomPricingResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await listBrandPricing(
          ctx.db,
          resolveShowroomId(principalOf(request), request.query.showroom_id),
        ),
      }),
    );

    app.put(
      '/api/showroom/pricing',
      {
        preHandler: guards.requirePermission('manage:showroom-pricing'),
        schema: {
          tags,
          summary: 'Save the client pricing of one brand',
          security: [{ bearer: [] }],
          querystring: ZShowroomPricingQuery,
          body: ZSaveBrandPricingRequest,
          response: { 200: ZSaveBrandPricingResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await saveBrandPricing(
          ctx.db,
          resolveShowroomId(principalOf(request), request.query.showroom_id),
          request.body,
          ctx.clock.now(),
        ),
      }),
    );
    done();
  };
}
