import {
  ZClientMarkupQuery,
  ZClientMarkupResponse,
  ZSaveClientMarkupRequest,
  ZSaveClientMarkupResponse,
} from '@stonetool/contracts/admin-client-markup';
import {
  ZSpecialPricingIdQuery,
  ZSpecialPricingListResponse,
  ZSpecialPricingPostRequest,
  ZSpecialPricingRuleResponse,
  ZStonePricingResponse,
  ZUpdateSpecialPricingRequest,
} from '@stonetool/contracts/admin-special-pricing';
import {
  ZSaveWholesalePricingRequest,
  ZSaveWholesalePricingResponse,
  ZWholesalePricingQuery,
  ZWholesalePricingResponse,
  ZWholesaleReferenceResponse,
} from '@stonetool/contracts/admin-wholesale-pricing';
import { ZSuccessResponse } from '@stonetool/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../http/error-responses';
import { principalOf, type Guards } from '../auth/guards';
import { createSpecialPricing } from './create-special-pricing';
import { deleteSpecialPricing } from './delete-special-pricing';
import { listClientMarkups } from './list-client-markups';
import { listSpecialPricing } from './list-special-pricing';
import { listWholesalePricing } from './list-wholesale-pricing';
import { listWholesaleReference } from './list-wholesale-reference';
import { previewSpecialPricing } from './preview-special-pricing';
import { saveClientMarkup } from './save-client-markup';
import { saveWholesalePricing } from './save-wholesale-pricing';
import { updateSpecialPricing } from './update-special-pricing';

const tags = ['admin'];
const security = [{ bearer: [] }];
const errors = errorResponses(400, 401, 403, 404);

/**
 * The admin's pricing of each showroom (spec 03 section 7): wholesale pricing, client markup and
 * special pricing. Platform admin only. Every change prices that showroom's catalog, carts and
 * orders at once: they read these tables on each request (the catalog's cached build is keyed by
 * their state, catalog-version.ts).
 */
export function adminPricingRoutes(ctx: AppContext, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
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

    app.get(
      '/api/admin/special-pricing',
      {
        schema: {
          tags,
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
        schema: {
          tags,
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
        schema: {
          tags,
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
        schema: {
          tags,
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
  };
}
