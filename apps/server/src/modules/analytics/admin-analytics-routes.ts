import {
  ZAdminAnalyticsQuery,
  ZAdminAnalyticsResponse,
  ZAdminExportCsvRequest,
  ZAdminOpportunitiesQuery,
  ZAdminOpportunityPage,
} from '@stonetool/contracts/admin-analytics';
import {
  ZAnalyticsPreferencesResponse,
  ZSaveShowroomTargetRequest,
  ZSaveSystemTargetRequest,
  ZSaveTargetResponse,
  ZShowroomRevenueTargetsResponse,
  ZSystemTargetsResponse,
  ZTargetsQuery,
} from '@stonetool/contracts/analytics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../http/error-responses';
import { sendCsv } from '../../http/send-csv';
import { principalOf, type Guards } from '../auth/guards';
import { exportAdminCsv } from './export-analytics-csv';
import { getAdminAnalytics } from './get-admin-analytics';
import { getAnalyticsPreferences } from './get-analytics-preferences';
import { listAdminOpportunities } from './list-admin-opportunities';
import { listShowroomRevenueTargets, listSystemTargets } from './list-targets';
import { saveTarget } from './save-target';

const tags = ['admin'];
const security = [{ bearer: [] }];
const errors = errorResponses(400, 401, 403, 404);

/** The System analytics dashboard of the admin panel (spec 03 sections 2, 3 and 7): platform admin only. */
export function adminAnalyticsRoutes(ctx: AppContext, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', guards.requireAdmin);

    app.get(
      '/api/admin/analytics-v2',
      {
        schema: {
          tags,
          summary:
            'Platform figures, top showrooms and stones, showroom breakdown and the 100 most promising opportunities',
          security,
          querystring: ZAdminAnalyticsQuery,
          response: { 200: ZAdminAnalyticsResponse, ...errors },
        },
      },
      async (request) => getAdminAnalytics(ctx.db, request.query, ctx.clock.now()),
    );

    app.get(
      '/api/admin/analytics-v2/opportunities',
      {
        schema: {
          tags,
          summary:
            "A page of every showroom's open opportunities, most promising first, after the cursor of the page before",
          security,
          querystring: ZAdminOpportunitiesQuery,
          response: { 200: ZAdminOpportunityPage, ...errors },
        },
      },
      async (request) => listAdminOpportunities(ctx.db, request.query, ctx.clock.now()),
    );

    app.get(
      '/api/admin/analytics-preferences',
      {
        schema: {
          tags,
          summary: "The admin's saved analytics defaults",
          security,
          response: { 200: ZAnalyticsPreferencesResponse, ...errors },
        },
      },
      async (request) => getAnalyticsPreferences(ctx.db, principalOf(request).userId, 'admin'),
    );

    app.get(
      '/api/admin/system-targets',
      {
        schema: {
          tags,
          summary: 'The platform targets (revenue, orders, conversion) of a period, with progress',
          security,
          querystring: ZTargetsQuery,
          response: { 200: ZSystemTargetsResponse, ...errors },
        },
      },
      async (request) => listSystemTargets(ctx.db, request.query.period, ctx.clock.now()),
    );

    app.post(
      '/api/admin/system-targets',
      {
        schema: {
          tags,
          summary: 'Set a platform target',
          security,
          body: ZSaveSystemTargetRequest,
          response: { 200: ZSaveTargetResponse, ...errors },
        },
      },
      async (request) => {
        const { metric_type: metric, target_value: value, period } = request.body;
        const target = await saveTarget(
          ctx.db,
          { showroomId: null, metric, value, period, userId: principalOf(request).userId },
          ctx.clock.now(),
        );
        return { success: true as const, target };
      },
    );

    app.get(
      '/api/admin/showroom-targets',
      {
        schema: {
          tags,
          summary: "Every showroom's revenue target of a period, with progress",
          security,
          querystring: ZTargetsQuery,
          response: { 200: ZShowroomRevenueTargetsResponse, ...errors },
        },
      },
      async (request) => listShowroomRevenueTargets(ctx.db, request.query.period, ctx.clock.now()),
    );

    app.post(
      '/api/admin/showroom-targets',
      {
        schema: {
          tags,
          summary: "Set a showroom's revenue target (Set Target in the Showrooms tab)",
          security,
          body: ZSaveShowroomTargetRequest,
          response: { 200: ZSaveTargetResponse, ...errors },
        },
      },
      async (request) => {
        const { showroom_id: showroomId, target_value: value, period } = request.body;
        const target = await saveTarget(
          ctx.db,
          { showroomId, metric: 'revenue', value, period, userId: principalOf(request).userId },
          ctx.clock.now(),
        );
        return { success: true as const, target };
      },
    );

    app.post(
      '/api/admin/export-csv',
      {
        schema: {
          tags,
          summary: "A CSV of the System analytics dashboard's Export menu, or of one showroom",
          security,
          body: ZAdminExportCsvRequest,
          response: errors,
        },
      },
      async (request, reply) => {
        const file = await exportAdminCsv(ctx.db, request.body, ctx.clock.now());
        return sendCsv(reply, file.filename, file.columns, file.rows);
      },
    );
  };
}
