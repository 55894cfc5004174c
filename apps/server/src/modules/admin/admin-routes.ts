import { ZAdminShowroomsResponse } from '@stonetool/contracts/admin';
import {
  ZAdminTaxSettingsResponse,
  ZUpdateTaxSettingsRequest,
  ZUpdateTaxSettingsResponse,
} from '@stonetool/contracts/admin-tax-settings';
import { ZErrorResponse } from '@stonetool/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import type { Guards } from '../auth/guards';
import { listShowrooms } from './list-showrooms';
import { listTaxSettings } from './list-tax-settings';
import { updateTaxSettings } from './update-tax-settings';

const tags = ['admin'];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/** The platform admin API: every route under /api/admin is guarded by requireAdmin. */
export function adminRoutes(ctx: AppContext, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', guards.requireAdmin);

    app.get(
      '/api/admin/showrooms',
      {
        schema: {
          tags,
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
  };
}
