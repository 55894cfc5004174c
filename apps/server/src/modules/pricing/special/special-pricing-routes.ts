import { ZSuccessResponse } from '@stonetool/contracts/common';
import {
  ZSpecialPricingIdQuery,
  ZSpecialPricingListResponse,
  ZSpecialPricingPostRequest,
  ZSpecialPricingRuleResponse,
  ZStonePricingResponse,
  ZUpdateSpecialPricingRequest,
} from '@stonetool/contracts/admin-special-pricing';
import { ZSpecialPricingCheckRequest, ZSpecialPricingCheckResponse } from '@stonetool/contracts/pricing';
import {
  ZShowroomPromotionsQuery,
  ZShowroomPromotionsResponse,
} from '@stonetool/contracts/showroom-promotions';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { errorResponses } from '../../../http/error-responses';
import { principalOf, type Guards } from '../../auth/guards';
import { resolveShowroomId } from '../../auth/showroom-scope';
import { checkSpecialPricing } from './check-special-pricing';
import { createSpecialPricing } from './create-special-pricing';
import { deleteSpecialPricing } from './delete-special-pricing';
import { listActivePromotions } from './list-active-promotions';
import { listSpecialPricing } from './list-special-pricing';
import { previewSpecialPricing } from './preview-special-pricing';
import { updateSpecialPricing } from './update-special-pricing';

const adminTags = ['admin'];
const pricingTags = ['pricing'];
const showroomTags = ['showroom'];
const security = [{ bearer: [] }];
const errors = errorResponses(400, 401, 403, 404);
const pricingErrors = errorResponses(400, 401, 403, 429);

/**
 * Special pricing (spec 03 section 7): the platform admin's rules, the showroom's check of a cart
 * against them, and the promotions its Pricing & Margins tab lists. The admin's calls are
 * platform admin only; the promotions are the owner's (the admin names a showroom).
 */
export function specialPricingRoutes(ctx: AppContext, guards: Guards): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      '/api/admin/special-pricing',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: adminTags,
          summary: 'Every special pricing rule with its status (Active, Expired, Used Up)',
          security,
          response: { 200: ZSpecialPricingListResponse, ...errors },
        },
      },
      async () => ({
        success: true as const,
        special_pricing: await listSpecialPricing(ctx.db, ctx.clock.now()),
      }),
    );

    app.post(
      '/api/admin/special-pricing',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: adminTags,
          summary:
            "Creates a special pricing rule; with action get_stone_pricing, gives a showroom's wholesale cost of a brand and color",
          security,
          body: ZSpecialPricingPostRequest,
          response: { 200: z.union([ZSpecialPricingRuleResponse, ZStonePricingResponse]), ...errors },
        },
      },
      async (request) => {
        const body = request.body;
        if (body.action === 'get_stone_pricing') {
          return { success: true as const, ...(await previewSpecialPricing(ctx.db, body)) };
        }
        const rule = await createSpecialPricing(ctx.db, body, principalOf(request).userId, ctx.clock.now());
        return { success: true as const, data: rule };
      },
    );

    app.put(
      '/api/admin/special-pricing',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: adminTags,
          summary: 'Changes the discount, max uses and notes of a special pricing rule',
          security,
          querystring: ZSpecialPricingIdQuery,
          body: ZUpdateSpecialPricingRequest,
          response: { 200: ZSpecialPricingRuleResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await updateSpecialPricing(ctx.db, request.query.pricing_id, request.body, ctx.clock.now()),
      }),
    );

    app.delete(
      '/api/admin/special-pricing',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: adminTags,
          summary: 'Removes a special pricing rule',
          security,
          querystring: ZSpecialPricingIdQuery,
          response: { 200: ZSuccessResponse, ...errors },
        },
      },
      async (request) => {
        await deleteSpecialPricing(ctx.db, request.query.pricing_id);
        return { success: true as const };
      },
    );

    app.post(
      '/api/showroom/special-pricing-check',
      {
        preHandler: guards.requirePermission('read:showroom'),
        schema: {
          tags: pricingTags,
          summary: "Special prices of the cart's stones for the caller's showroom (counts no use)",
          security: [{ bearer: [] }],
          body: ZSpecialPricingCheckRequest,
          response: { 200: ZSpecialPricingCheckResponse, ...pricingErrors },
        },
      },
      async (request) => {
        const showroomId = resolveShowroomId(principalOf(request), undefined);
        return {
          success: true as const,
          cartItems: await checkSpecialPricing(ctx.db, showroomId, request.body.cartItems, ctx.clock.now()),
        };
      },
    );

    app.get(
      '/api/showroom/promotions',
      {
        preHandler: guards.requirePermission('manage:showroom-pricing'),
        schema: {
          tags: showroomTags,
          summary: 'The special pricing rules that apply to the showroom now, ending soonest first',
          security: [{ bearer: [] }],
          querystring: ZShowroomPromotionsQuery,
          response: { 200: ZShowroomPromotionsResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        promotions: await listActivePromotions(
          ctx.db,
          resolveShowroomId(principalOf(request), request.query.showroom_id),
          ctx.clock.now(),
        ),
      }),
    );
    done();
  };
}
