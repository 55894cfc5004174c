import {
  ZDeliveryPricingRequest,
  ZDeliveryPricingResponse,
  ZSpecialPricingCheckRequest,
  ZSpecialPricingCheckResponse,
  ZValidateDiscountRequest,
  ZValidateDiscountResponse,
} from '@stonetool/contracts/pricing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../http/error-responses';
import { principalOf, type Guards } from '../auth/guards';
import { resolveShowroomId } from '../auth/showroom-scope';
import { checkSpecialPricing } from './check-special-pricing';
import { priceDelivery } from './delivery-pricing';
import { validateDiscount } from './validate-discount';

const tags = ['pricing'];
const errors = errorResponses(400, 401, 403, 429);

export function pricingRoutes(ctx: AppContext, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/showroom/special-pricing-check',
      {
        preHandler: guards.requirePermission('read:showroom'),
        schema: {
          tags,
          summary: "Special prices of the cart's stones for the caller's showroom (counts no use)",
          security: [{ bearer: [] }],
          body: ZSpecialPricingCheckRequest,
          response: { 200: ZSpecialPricingCheckResponse, ...errors },
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

    app.post(
      '/api/showroom/validate-discount',
      {
        preHandler: guards.requirePermission('read:showroom'),
        schema: {
          tags,
          summary: 'Check a cart discount, or approve it with a manager password or PIN',
          security: [{ bearer: [] }],
          body: ZValidateDiscountRequest,
          response: { 200: ZValidateDiscountResponse, ...errors },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const showroomId = resolveShowroomId(principal, undefined);
        return validateDiscount(ctx.db, showroomId, principal, request.body, ctx.clock.now());
      },
    );

    app.post(
      '/api/delivery-pricing',
      {
        preHandler: guards.optionalAuth,
        schema: {
          tags,
          summary: "Delivery for a cart by brand (platform rules; the showroom's own with a token)",
          body: ZDeliveryPricingRequest,
          response: { 200: ZDeliveryPricingResponse, ...errors },
        },
      },
      async (request) => priceDelivery(ctx.db, request.principal?.showroomId ?? null, request.body.cartItems),
    );
  };
}
