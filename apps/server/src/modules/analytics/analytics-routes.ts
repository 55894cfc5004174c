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
  ZShowroomRevenueTargetsResponse,
  ZSystemTargetsResponse,
  ZSaveTargetRequest,
  ZSaveTargetResponse,
  ZShowroomAnalyticsQuery,
  ZShowroomExportCsvRequest,
  ZShowroomAnalyticsResponse,
  ZShowroomInsightsResponse,
  ZShowroomOpportunitiesQuery,
  ZOpportunityPage,
  ZShowroomTargetsResponse,
  ZTargetsQuery,
} from '@stonetool/contracts/analytics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import { errorResponses } from '../../http/error-responses';
import { sendCsv } from '../../http/send-csv';
import { principalOf, type Guards } from '../auth/guards';
import { resolveShowroomId } from '../auth/showroom-scope';
import { exportAdminCsv, exportShowroomCsv } from './export-analytics-csv';
import { getAdminAnalytics } from './get-admin-analytics';
import { getAnalyticsPreferences } from './get-analytics-preferences';
import { getShowroomAnalytics, maySeeProfit } from './get-showroom-analytics';
import { getShowroomInsights } from './get-showroom-insights';
import { listAdminOpportunities } from './list-admin-opportunities';
import { listShowroomOpportunities } from './list-showroom-opportunities';
import { listShowroomRevenueTargets, listShowroomTargets, listSystemTargets } from './list-targets';
import { reportRoutes } from './reports/reports-routes';
import { saveTarget } from './save-target';

const tags = ['showroom'];
const security = [{ bearer: [] }];
const errors = errorResponses(400, 401, 403);
const adminTags = ['admin'];
const adminErrors = errorResponses(400, 401, 403, 404);

/**
 * Business Analytics (spec 03 sections 2, 3 and 7): the showroom dashboard's figures, insights,
 * preferences and targets, always of the caller's own showroom (profit needs
 * read:wholesale-costs), and the admin panel's System analytics, platform admin only.
 */
export function analyticsRoutes(ctx: AppContext, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(reportRoutes(ctx, guards));

    app.get(
      '/api/showroom/analytics',
      {
        preHandler: guards.requirePermission('read:showroom'),
        schema: {
          tags,
          summary:
            "The showroom's figures of a period against the previous one (profit only for cost viewers)",
          security,
          querystring: ZShowroomAnalyticsQuery,
          response: { 200: ZShowroomAnalyticsResponse, ...errors },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const showroomId = resolveShowroomId(principal, undefined);
        return getShowroomAnalytics(ctx.db, principal, showroomId, request.query, ctx.clock.now());
      },
    );

    app.get(
      '/api/showroom/insights',
      {
        preHandler: guards.requirePermission('read:showroom'),
        schema: {
          tags,
          summary: 'Top 5 opportunities and their count, predictions, recommendations and quick insights',
          security,
          querystring: ZShowroomAnalyticsQuery,
          response: { 200: ZShowroomInsightsResponse, ...errors },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const showroomId = resolveShowroomId(principal, undefined);
        return getShowroomInsights(ctx.db, principal, showroomId, request.query, ctx.clock.now());
      },
    );

    app.get(
      '/api/showroom/opportunities',
      {
        preHandler: guards.requirePermission('read:showroom'),
        schema: {
          tags,
          summary:
            "A page of the showroom's open opportunities, most promising first, after the cursor of the page before",
          security,
          querystring: ZShowroomOpportunitiesQuery,
          response: { 200: ZOpportunityPage, ...errors },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const showroomId = resolveShowroomId(principal, undefined);
        return listShowroomOpportunities(ctx.db, principal, showroomId, request.query, ctx.clock.now());
      },
    );

    app.get(
      '/api/showroom/analytics-preferences',
      {
        preHandler: guards.requirePermission('read:showroom'),
        schema: {
          tags,
          summary: "The caller's saved analytics defaults (all filters and month when none)",
          security,
          response: { 200: ZAnalyticsPreferencesResponse, ...errors },
        },
      },
      async (request) => getAnalyticsPreferences(ctx.db, principalOf(request).userId, 'showroom'),
    );

    app.get(
      '/api/showroom/targets',
      {
        preHandler: guards.requirePermission('read:showroom'),
        schema: {
          tags,
          summary: "The showroom's targets of a period by metric, with progress and suggestions",
          security,
          querystring: ZTargetsQuery,
          response: { 200: ZShowroomTargetsResponse, ...errors },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const showroomId = resolveShowroomId(principal, undefined);
        return listShowroomTargets(ctx.db, principal, showroomId, request.query.period, ctx.clock.now());
      },
    );

    app.post(
      '/api/showroom/targets',
      {
        preHandler: guards.requirePermission('manage:targets'),
        schema: {
          tags,
          summary: 'Set the target of a metric for a period (owner or manager)',
          security,
          body: ZSaveTargetRequest,
          response: { 200: ZSaveTargetResponse, ...errors },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const showroomId = resolveShowroomId(principal, undefined);
        const { metric_type: metric, target_value: value, period } = request.body;
        if (metric === 'profit' && !maySeeProfit(principal)) throw new AppError('FORBIDDEN');
        const target = await saveTarget(
          ctx.db,
          { showroomId, metric, value, period, userId: principal.userId },
          ctx.clock.now(),
        );
        return { success: true as const, target };
      },
    );

    app.post(
      '/api/showroom/export-csv',
      {
        preHandler: guards.requirePermission('read:showroom'),
        schema: {
          tags,
          summary: 'The Performance, Quotes, Customers or Stone Performance CSV of the period and filters',
          security,
          body: ZShowroomExportCsvRequest,
          response: errors,
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        const showroomId = resolveShowroomId(principal, undefined);
        const file = await exportShowroomCsv(ctx.db, principal, showroomId, request.body, ctx.clock.now());
        return sendCsv(reply, file.filename, file.columns, file.rows);
      },
    );

    app.get(
      '/api/admin/analytics-v2',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: adminTags,
          summary:
            'Platform figures, top showrooms and stones, showroom breakdown and the 100 most promising opportunities',
          security,
          querystring: ZAdminAnalyticsQuery,
          response: { 200: ZAdminAnalyticsResponse, ...adminErrors },
        },
      },
      async (request) => getAdminAnalytics(ctx.db, request.query, ctx.clock.now()),
    );

    app.get(
      '/api/admin/analytics-v2/opportunities',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: adminTags,
          summary:
            "A page of every showroom's open opportunities, most promising first, after the cursor of the page before",
          security,
          querystring: ZAdminOpportunitiesQuery,
          response: { 200: ZAdminOpportunityPage, ...adminErrors },
        },
      },
      async (request) => listAdminOpportunities(ctx.db, request.query, ctx.clock.now()),
    );

    app.get(
      '/api/admin/analytics-preferences',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: adminTags,
          summary: "The admin's saved analytics defaults",
          security,
          response: { 200: ZAnalyticsPreferencesResponse, ...adminErrors },
        },
      },
      async (request) => getAnalyticsPreferences(ctx.db, principalOf(request).userId, 'admin'),
    );

    app.get(
      '/api/admin/system-targets',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: adminTags,
          summary: 'The platform targets (revenue, orders, conversion) of a period, with progress',
          security,
          querystring: ZTargetsQuery,
          response: { 200: ZSystemTargetsResponse, ...adminErrors },
        },
      },
      async (request) => listSystemTargets(ctx.db, request.query.period, ctx.clock.now()),
    );

    app.post(
      '/api/admin/system-targets',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: adminTags,
          summary: 'Set a platform target',
          security,
          body: ZSaveSystemTargetRequest,
          response: { 200: ZSaveTargetResponse, ...adminErrors },
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
        onRequest: guards.requireAdmin,
        schema: {
          tags: adminTags,
          summary: "Every showroom's revenue target of a period, with progress",
          security,
          querystring: ZTargetsQuery,
          response: { 200: ZShowroomRevenueTargetsResponse, ...adminErrors },
        },
      },
      async (request) => listShowroomRevenueTargets(ctx.db, request.query.period, ctx.clock.now()),
    );

    app.post(
      '/api/admin/showroom-targets',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: adminTags,
          summary: "Set a showroom's revenue target (Set Target in the Showrooms tab)",
          security,
          body: ZSaveShowroomTargetRequest,
          response: { 200: ZSaveTargetResponse, ...adminErrors },
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
        onRequest: guards.requireAdmin,
        schema: {
          tags: adminTags,
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
