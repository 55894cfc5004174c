import { ZAdminShowroomsResponse } from '@stonetool/contracts/admin';
import {
  ZFabricationLeadResponse,
  ZFabricationLeadsResponse,
  ZSendLeadRequest,
  ZUpdateLeadStatusRequest,
} from '@stonetool/contracts/admin-fabrication-leads';
import {
  ZCreateDeliveryRuleRequest,
  ZDeleteDeliveryRuleRequest,
  ZDeliveryRuleResponse,
  ZDeliveryRulesResponse,
  ZUpdateDeliveryRuleRequest,
} from '@stonetool/contracts/admin-delivery-pricing';
import {
  ZAdminTaxSettingsResponse,
  ZUpdateTaxSettingsRequest,
  ZUpdateTaxSettingsResponse,
} from '@stonetool/contracts/admin-tax-settings';
import { ZSuccessResponse } from '@stonetool/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../http/error-responses';
import type { Guards } from '../auth/guards';
import { deleteDeliveryRule } from './delete-delivery-rule';
import { listDeliveryRules } from './list-delivery-rules';
import { listFabricationLeads } from './list-fabrication-leads';
import { listShowrooms } from './list-showrooms';
import { createDeliveryRule, updateDeliveryRule } from './save-delivery-rule';
import { sendLeadToFabricator } from './send-lead-to-fabricator';
import { updateLeadStatus } from './update-lead-status';
import { listTaxSettings } from './list-tax-settings';
import { updateTaxSettings } from './update-tax-settings';

const tags = ['admin'];
const errors = errorResponses(400, 401, 403, 404, 409);

/** The platform admin API: every route under /api/admin is guarded by requireAdmin. */
export function adminRoutes(ctx: AppContext, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', guards.requireAdmin);

    app.get(
      '/api/admin/showrooms',
      {
        schema: {
          tags,
          summary: 'Every showroom and fabricator account',
          security: [{ bearer: [] }],
          response: { 200: ZAdminShowroomsResponse, ...errorResponses(401, 403) },
        },
      },
      async () => {
        const showrooms = await listShowrooms(ctx);
        return { success: true as const, showrooms, data: showrooms };
      },
    );

    app.get(
      '/api/admin/tax-settings',
      {
        schema: {
          tags,
          summary: "Every showroom's customer sales tax (spec 03, Customer Sales Tax tab)",
          security: [{ bearer: [] }],
          response: { 200: ZAdminTaxSettingsResponse, ...errors },
        },
      },
      async () => ({ success: true as const, data: await listTaxSettings(ctx.db) }),
    );

    app.put(
      '/api/admin/tax-settings',
      {
        schema: {
          tags,
          summary: "Switches a showroom's customer sales tax on or off, or sets its rate (0 to 50 %)",
          security: [{ bearer: [] }],
          body: ZUpdateTaxSettingsRequest,
          response: { 200: ZUpdateTaxSettingsResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await updateTaxSettings(ctx.db, ctx.clock, request.body),
      }),
    );

    app.get(
      '/api/admin/delivery-pricing',
      {
        schema: {
          tags,
          summary: "The platform's delivery pricing rules by brand (Delivery Pricing Matrix)",
          security: [{ bearer: [] }],
          response: { 200: ZDeliveryRulesResponse, ...errors },
        },
      },
      async () => ({ success: true as const, data: await listDeliveryRules(ctx.db) }),
    );

    app.post(
      '/api/admin/delivery-pricing',
      {
        schema: {
          tags,
          summary: 'Adds a delivery pricing rule for a brand',
          security: [{ bearer: [] }],
          body: ZCreateDeliveryRuleRequest,
          response: { 200: ZDeliveryRuleResponse, ...errors },
        },
      },
      async (request) => ({ success: true as const, data: await createDeliveryRule(ctx.db, request.body) }),
    );

    app.put(
      '/api/admin/delivery-pricing',
      {
        schema: {
          tags,
          summary: 'Replaces a delivery pricing rule with the whole row sent',
          security: [{ bearer: [] }],
          body: ZUpdateDeliveryRuleRequest,
          response: { 200: ZDeliveryRuleResponse, ...errors },
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
        schema: {
          tags,
          summary: 'Removes a delivery pricing rule',
          security: [{ bearer: [] }],
          body: ZDeleteDeliveryRuleRequest,
          response: { 200: ZSuccessResponse, ...errors },
        },
      },
      async (request) => {
        await deleteDeliveryRule(ctx.db, request.body.id);
        return { success: true as const };
      },
    );

    app.get(
      '/api/admin/fabrication-leads',
      {
        schema: {
          tags,
          summary: 'Every fabrication lead, newest first',
          security: [{ bearer: [] }],
          response: { 200: ZFabricationLeadsResponse, ...errors },
        },
      },
      async () => ({ success: true as const, leads: await listFabricationLeads(ctx.db) }),
    );

    app.post(
      '/api/admin/fabrication-leads/update-status',
      {
        schema: {
          tags,
          summary: 'Marks a lead contacted (from new) or completed (from contacted)',
          security: [{ bearer: [] }],
          body: ZUpdateLeadStatusRequest,
          response: { 200: ZFabricationLeadResponse, ...errors },
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
        schema: {
          tags,
          summary: 'E-mails a lead to a fabricator partner and marks a new lead contacted',
          security: [{ bearer: [] }],
          body: ZSendLeadRequest,
          response: { 200: ZFabricationLeadResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        lead: await sendLeadToFabricator(ctx.db, ctx.clock, request.body),
      }),
    );
  };
}
