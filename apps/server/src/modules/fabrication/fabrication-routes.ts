import {
  ZFabricationLeadResponse,
  ZFabricationLeadsResponse,
  ZSendLeadRequest,
  ZUpdateLeadStatusRequest,
} from '@stonetool/contracts/admin-fabrication-leads';
import { ZCutoutPricesResponse, ZSaveCutoutPricesRequest } from '@stonetool/contracts/cutout-prices';
import { ZFabricationPricingResponse } from '@stonetool/contracts/fabrication';
import {
  ZFabricationLeadPricingResponse,
  ZSaveFabricationLeadPricingRequest,
} from '@stonetool/contracts/fabrication-lead-pricing';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../http/error-responses';
import { principalOf, type Guards } from '../auth/guards';
import { expertBusinessId } from '../quotes/expert-business';
import { getCutoutPrices } from './get-cutout-prices';
import { listFabricationLeadPricing } from './list-fabrication-lead-pricing';
import { listFabricationLeads } from './list-fabrication-leads';
import { listFabricationPricing } from './list-fabrication-pricing';
import { saveCutoutPrices } from './save-cutout-prices';
import { saveFabricationLeadPricing } from './save-fabrication-lead-pricing';
import { sendLeadToFabricator } from './send-lead-to-fabricator';
import { updateLeadStatus } from './update-lead-status';

const errors = errorResponses(400, 401, 403);
const adminErrors = errorResponses(400, 401, 403, 404, 409);

export function fabricationRoutes(ctx: AppContext, guards: Guards): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      '/api/fabrication/pricing',
      {
        preHandler: guards.requireAuth,
        schema: {
          tags: ['expert'],
          summary: 'Fabrication price per square foot by stone type, thickness and edge (Expert Mode)',
          security: [{ bearer: [] }],
          response: { 200: ZFabricationPricingResponse, ...errors },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        // The table is the platform's: an admin reads it; a business needs Expert Mode.
        if (!principal.isAdmin) expertBusinessId(principal);
        return { success: true as const, ...(await listFabricationPricing(ctx.db)) };
      },
    );

    app.get(
      '/api/fabrication/cutout-prices',
      {
        preHandler: guards.requireAuth,
        schema: {
          tags: ['expert'],
          summary: "The business's price per cutout type (sinks, cooktop, faucet hole, outlet), in cents",
          security: [{ bearer: [] }],
          response: { 200: ZCutoutPricesResponse, ...errors },
        },
      },
      async (request) => {
        const showroomId = expertBusinessId(principalOf(request));
        return { success: true as const, data: await getCutoutPrices(ctx.db, showroomId) };
      },
    );

    app.put(
      '/api/fabrication/cutout-prices',
      {
        // The owner sets the business's prices; team members quote with them (spec 03 section 6).
        preHandler: guards.requirePermission('manage:showroom-pricing'),
        schema: {
          tags: ['expert'],
          summary: "Sets the business's price for the cutout types sent; the others keep theirs",
          security: [{ bearer: [] }],
          body: ZSaveCutoutPricesRequest,
          response: { 200: ZCutoutPricesResponse, ...errors },
        },
      },
      async (request) => {
        const showroomId = expertBusinessId(principalOf(request));
        const data = await saveCutoutPrices(ctx.db, showroomId, request.body, ctx.clock.now());
        return { success: true as const, data };
      },
    );

    app.get(
      '/api/fabrication/lead-pricing',
      {
        preHandler: guards.requireAuth,
        schema: {
          tags: ['material'],
          summary: 'Fabrication lead price ranges per stone type (Material Mode checkout, admin matrix)',
          security: [{ bearer: [] }],
          response: { 200: ZFabricationLeadPricingResponse, ...errors },
        },
      },
      async () => ({ success: true as const, data: await listFabricationLeadPricing(ctx.db) }),
    );

    app.put(
      '/api/admin/fabrication-lead-pricing',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['admin'],
          summary: 'Replaces the Fabrication Lead Pricing Matrix with the rows sent, in their order',
          security: [{ bearer: [] }],
          body: ZSaveFabricationLeadPricingRequest,
          response: { 200: ZFabricationLeadPricingResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await saveFabricationLeadPricing(ctx.db, request.body),
      }),
    );

    app.get(
      '/api/admin/fabrication-leads',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['admin'],
          summary: 'Every fabrication lead, newest first',
          security: [{ bearer: [] }],
          response: { 200: ZFabricationLeadsResponse, ...adminErrors },
        },
      },
      async () => ({ success: true as const, leads: await listFabricationLeads(ctx.db) }),
    );

    app.post(
      '/api/admin/fabrication-leads/update-status',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['admin'],
          summary: 'Marks a lead contacted (from new) or completed (from contacted)',
          security: [{ bearer: [] }],
          body: ZUpdateLeadStatusRequest,
          response: { 200: ZFabricationLeadResponse, ...adminErrors },
        },
      },
      async (request) => ({
        success: true as const,
        lead: await updateLeadStatus(ctx.db, ctx.clock, request.body),
      }),
    );

    app.post(
      '/api/admin/send-lead-to-fabricator',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['admin'],
          summary: 'E-mails a lead to a fabricator partner and marks a new lead contacted',
          security: [{ bearer: [] }],
          body: ZSendLeadRequest,
          response: { 200: ZFabricationLeadResponse, ...adminErrors },
        },
      },
      async (request) => ({
        success: true as const,
        lead: await sendLeadToFabricator(ctx.db, ctx.clock, request.body),
      }),
    );
    done();
  };
}
