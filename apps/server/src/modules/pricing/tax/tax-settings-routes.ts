import {
  ZAdminTaxSettingsResponse,
  ZUpdateTaxSettingsRequest,
  ZUpdateTaxSettingsResponse,
} from '@stonetool/contracts/admin-tax-settings';
import { ZTaxSettingsQuery, ZTaxSettingsResponse } from '@stonetool/contracts/showroom';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { errorResponses } from '../../../http/error-responses';
import { principalOf, type Guards } from '../../auth/guards';
import { getTaxSettings } from './get-tax-settings';
import { listTaxSettings } from './list-tax-settings';
import { updateTaxSettings } from './update-tax-settings';

const adminTags = ['admin'];
const showroomTags = ['showroom'];
const adminErrors = errorResponses(400, 401, 403, 404, 409);
const errors = errorResponses(400, 401, 403, 404);

/** Customer sales tax: every showroom's setting for the platform admin, and a showroom's own. */
export function taxSettingsRoutes(ctx: AppContext, guards: Guards): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      '/api/admin/tax-settings',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: adminTags,
          summary: "Every showroom's customer sales tax (spec 03, Customer Sales Tax tab)",
          security: [{ bearer: [] }],
          response: { 200: ZAdminTaxSettingsResponse, ...adminErrors },
        },
      },
      async () => ({ success: true as const, data: await listTaxSettings(ctx.db) }),
    );

    app.put(
      '/api/admin/tax-settings',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: adminTags,
          summary: "Switches a showroom's customer sales tax on or off, or sets its rate (0 to 50 %)",
          security: [{ bearer: [] }],
          body: ZUpdateTaxSettingsRequest,
          response: { 200: ZUpdateTaxSettingsResponse, ...adminErrors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await updateTaxSettings(ctx.db, ctx.clock, request.body),
      }),
    );

    app.get(
      '/api/showroom/tax-settings',
      {
        // A showroom user reads their own; the platform admin the defaults, or a showroom it names.
        preHandler: guards.requireAuth,
        schema: {
          tags: showroomTags,
          summary: "Sales tax settings of the caller's showroom (defaults 9.75 %, on)",
          security: [{ bearer: [] }],
          querystring: ZTaxSettingsQuery,
          response: { 200: ZTaxSettingsResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await getTaxSettings(ctx, principalOf(request), request.query.showroom_id),
      }),
    );
    done();
  };
}
