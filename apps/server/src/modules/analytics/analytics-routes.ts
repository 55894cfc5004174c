import {
  ZAnalyticsPreferencesResponse,
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
import { exportShowroomCsv } from './export-analytics-csv';
import { getAnalyticsPreferences } from './get-analytics-preferences';
import { getShowroomAnalytics, maySeeProfit } from './get-showroom-analytics';
import { getShowroomInsights } from './get-showroom-insights';
import { listShowroomOpportunities } from './list-showroom-opportunities';
import { listShowroomTargets } from './list-targets';
import { saveTarget } from './save-target';

const tags = ['showroom'];
const security = [{ bearer: [] }];
const errors = errorResponses(400, 401, 403);

/**
 * Business Analytics of the showroom dashboard (spec 03 sections 2, 3 and 7): figures, insights,
 * preferences and targets, always of the caller's own showroom. Profit needs read:wholesale-costs.
 */
export function analyticsRoutes(ctx: AppContext, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
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
  };
}
