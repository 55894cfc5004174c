import {
  ZAdminEmailReportRequest,
  ZAdminExportPdfRequest,
  ZEmailReportResponse,
  ZAdminReportScheduleRequest,
  ZExportPdfResponse,
  ZReportScheduleResponse,
  ZShowroomEmailReportRequest,
  ZShowroomExportPdfRequest,
  ZShowroomReportScheduleRequest,
} from '@stonetool/contracts/analytics-reports';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../errors/app-error';
import { errorResponses } from '../../../http/error-responses';
import { principalOf, type Guards } from '../../auth/guards';
import { resolveShowroomId } from '../../auth/showroom-scope';
import { buildAdminReport, buildShowroomReport } from './build-report';
import { emailAdminReport, emailShowroomReport } from './email-report';
import { reportFileName, type ReportModel } from './report-model';
import { getReportSchedule, saveReportSchedule } from './report-schedules';
import { renderReportHtml } from './render-report-html';
import { renderReportPdf } from './render-report-pdf';

const security = [{ bearer: [] }];
const errors = errorResponses(400, 401, 403, 404);

/** `format: 'pdf'` answers the file itself; otherwise the spec's `{ success, reportHtml }`. */
async function sendReport(reply: FastifyReply, model: ReportModel, format: 'html' | 'pdf') {
  if (format === 'html') return { success: true as const, reportHtml: renderReportHtml(model) };
  const bytes = await renderReportPdf(model);
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${reportFileName(model)}"`)
    .header('Cache-Control', 'no-store')
    .send(bytes);
}

/**
 * The PDF and e-mailed analytics reports (spec 03 section 7): the showroom's, of the caller's own
 * showroom, with profit only for callers who may see wholesale costs, as on the dashboard; and the
 * admin's System Report, platform admin only.
 */
export function reportRoutes(ctx: AppContext, guards: Guards): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.post(
      '/api/showroom/export-pdf',
      {
        preHandler: guards.requirePermission('read:showroom'),
        schema: {
          tags: ['showroom'],
          summary: "The analytics report of the chosen sections: reportHtml, or the PDF with format 'pdf'",
          security,
          body: ZShowroomExportPdfRequest,
          response: { 200: ZExportPdfResponse, ...errors },
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        const showroomId = resolveShowroomId(principal, undefined);
        const model = await buildShowroomReport(ctx.db, principal, showroomId, request.body, ctx.clock.now());
        return sendReport(reply, model, request.body.format);
      },
    );

    app.post(
      '/api/showroom/email-report',
      {
        preHandler: guards.requirePermission('read:showroom'),
        schema: {
          tags: ['showroom'],
          summary: 'E-mails the analytics report as a PDF, one outbox mail per recipient',
          security,
          body: ZShowroomEmailReportRequest,
          response: { 200: ZEmailReportResponse, ...errors },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const showroomId = resolveShowroomId(principal, undefined);
        return emailShowroomReport(ctx, principal, showroomId, request.body);
      },
    );

    app.get(
      '/api/showroom/report-schedule',
      {
        preHandler: guards.requirePermission('read:showroom'),
        schema: {
          tags: ['showroom'],
          summary: "The showroom's weekly or monthly e-mailed report, or null",
          security,
          response: { 200: ZReportScheduleResponse, ...errors },
        },
      },
      async (request) => getReportSchedule(ctx.db, resolveShowroomId(principalOf(request), undefined)),
    );

    app.put(
      '/api/showroom/report-schedule',
      {
        preHandler: guards.requirePermission('read:showroom'),
        schema: {
          tags: ['showroom'],
          summary: 'Sets (or with off removes) the weekly or monthly e-mailed report: the owner only',
          security,
          body: ZShowroomReportScheduleRequest,
          response: { 200: ZReportScheduleResponse, ...errors },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        // The report goes out with what its setter may see, so only the owner sets it.
        if (principal.isTeamMember) throw new AppError('FORBIDDEN');
        const showroomId = resolveShowroomId(principal, undefined);
        return saveReportSchedule(ctx.db, showroomId, request.body, principal.userId, ctx.clock.now());
      },
    );

    app.post(
      '/api/admin/export-pdf',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['admin'],
          summary: "The System Report (or one showroom's with showroom_id): reportHtml, or the PDF",
          security,
          body: ZAdminExportPdfRequest,
          response: { 200: ZExportPdfResponse, ...errors },
        },
      },
      async (request, reply) =>
        sendReport(reply, await buildAdminReport(ctx.db, request.body, ctx.clock.now()), request.body.format),
    );

    app.post(
      '/api/admin/email-report',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['admin'],
          summary: "E-mails the System Report to the recipients, and each showroom's own to every showroom",
          security,
          body: ZAdminEmailReportRequest,
          response: { 200: ZEmailReportResponse, ...errors },
        },
      },
      async (request) => emailAdminReport(ctx, principalOf(request), request.body),
    );

    app.get(
      '/api/admin/report-schedule',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['admin'],
          summary: "The platform's weekly or monthly e-mailed System Report, or null",
          security,
          response: { 200: ZReportScheduleResponse, ...errors },
        },
      },
      async () => getReportSchedule(ctx.db, null),
    );

    app.put(
      '/api/admin/report-schedule',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['admin'],
          summary: 'Sets (or with off removes) the weekly or monthly e-mailed System Report',
          security,
          body: ZAdminReportScheduleRequest,
          response: { 200: ZReportScheduleResponse, ...errors },
        },
      },
      async (request) =>
        saveReportSchedule(ctx.db, null, request.body, principalOf(request).userId, ctx.clock.now()),
    );
    done();
  };
}
