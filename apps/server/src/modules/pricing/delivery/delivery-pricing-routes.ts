import {
  ZCreateDeliveryRuleRequest,
  ZDeleteDeliveryRuleRequest,
  ZDeliveryRuleResponse,
  ZDeliveryRulesResponse,
  ZUpdateDeliveryRuleRequest,
} from '@stonetool/contracts/admin-delivery-pricing';
import { ZSuccessResponse } from '@stonetool/contracts/common';
import { ZDeliveryPricingRequest, ZDeliveryPricingResponse } from '@stonetool/contracts/pricing';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { errorResponses } from '../../../http/error-responses';
import type { Guards } from '../../auth/guards';
import { deleteDeliveryRule } from './delete-delivery-rule';
import { listDeliveryRules } from './list-delivery-rules';
import { priceDelivery } from './price-delivery';
import { createDeliveryRule, updateDeliveryRule } from './save-delivery-rule';

const adminTags = ['admin'];
const pricingTags = ['pricing'];
const adminErrors = errorResponses(400, 401, 403, 404, 409);
const pricingErrors = errorResponses(400, 401, 403, 429);

/** Delivery pricing: the platform admin's rules by brand, and a cart's delivery priced by them. */
export function deliveryPricingRoutes(ctx: AppContext, guards: Guards): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      '/api/admin/delivery-pricing',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: adminTags,
          summary: "The platform's delivery pricing rules by brand (Delivery Pricing Matrix)",
          security: [{ bearer: [] }],
          response: { 200: ZDeliveryRulesResponse, ...adminErrors },
        },
      },
      async () => ({ success: true as const, data: await listDeliveryRules(ctx.db) }),
    );

    app.post(
      '/api/admin/delivery-pricing',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: adminTags,
          summary: 'Adds a delivery pricing rule for a brand',
          security: [{ bearer: [] }],
          body: ZCreateDeliveryRuleRequest,
          response: { 200: ZDeliveryRuleResponse, ...adminErrors },
        },
      },
      async (request) => ({ success: true as const, data: await createDeliveryRule(ctx.db, request.body) }),
    );

    app.put(
      '/api/admin/delivery-pricing',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: adminTags,
          summary: 'Replaces a delivery pricing rule with the whole row sent',
          security: [{ bearer: [] }],
          body: ZUpdateDeliveryRuleRequest,
          response: { 200: ZDeliveryRuleResponse, ...adminErrors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await updateDeliveryRule(ctx.db, ctx.clock, request.body),
      }),
    );

    app.delete(
      '/api/admin/delivery-pricing',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: adminTags,
          summary: 'Removes a delivery pricing rule',
          security: [{ bearer: [] }],
          body: ZDeleteDeliveryRuleRequest,
          response: { 200: ZSuccessResponse, ...adminErrors },
        },
      },
      async (request) => {
        await deleteDeliveryRule(ctx.db, request.body.id);
        return { success: true as const };
      },
    );

    app.post(
      '/api/delivery-pricing',
      {
        preHandler: guards.optionalAuth,
        schema: {
          tags: pricingTags,
          summary: "Delivery for a cart by brand (platform rules; the showroom's own with a token)",
          body: ZDeliveryPricingRequest,
          response: { 200: ZDeliveryPricingResponse, ...pricingErrors },
        },
      },
      async (request) => priceDelivery(ctx.db, request.principal?.showroomId ?? null, request.body.cartItems),
    );
    done();
  };
}
