import { randomUUID } from 'node:crypto';
import type {
  TAdminEmailReportRequest,
  TEmailReportResponse,
  TShowroomEmailReportRequest,
} from '@stonetool/contracts/analytics-reports';
import type { Executor } from '@stonetool/db/client';
import { uploadedFiles } from '@stonetool/db/schema/files';
import { showrooms } from '@stonetool/db/schema/showrooms';
import {
  adminReportRecipients,
  REPORT_RECIPIENT_MESSAGES,
  showroomReportRecipientsError,
} from '@stonetool/domain/analytics/report-recipients';
import { countLabel } from '@stonetool/domain/count-label';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../errors/app-error';
import { consumeLimit, type RateLimitRule } from '../../../rate-limit';
import type { Principal } from '../../auth/principal';
import { enqueueMail } from '../../mail/enqueue-mail';
import { buildAdminReport, buildShowroomReport } from './build-report';
import { reportFileName, type ReportModel } from './report-model';
import { renderReportPdf } from './render-report-pdf';

const PDF = 'application/pdf';

/** Sends of a report (each up to 20 recipients) per showroom, or per admin, per hour. */
export const REPORT_SENDS_PER_HOUR = 20;
export const TOO_MANY_REPORTS = 'Too many e-mailed reports in the last hour. Please try again later.';

/**
 * Every attempt counts, refused ones too, so the endpoint cannot be turned into a mailer; far
 * above what a person sends by hand.
 */
function reportSendLimit(who: string): RateLimitRule[] {
  return [
    {
      key: `report-mail:${who}`,
      limit: REPORT_SENDS_PER_HOUR,
      windowSeconds: 60 * 60,
      message: TOO_MANY_REPORTS,
    },
  ];
}

export interface ReportMailing {
  model: ReportModel;
  /** The showroom the report and its file belong to; null for the platform's System Report. */
  showroomId: string | null;
  to: string[];
  customMessage: string | null;
  /** 'analytics_report' for a person's Send Report, 'scheduled_analytics_report' for a schedule. */
  kind: string;
  userId: string | null;
  /**
   * Runs first in the transaction of the mails; throwing (e.g. another server already recorded
   * this report) writes nothing. Scheduled reports record their period here.
   */
  claim?: (tx: Executor) => Promise<void>;
}

/**
 * Renders the report's PDF once, puts it in file storage (uploaded_files, kind 'pdf') and writes
 * one outbox mail per recipient attaching it by storage key, so a retried mail resends the same
 * bytes. File row and mails commit together; the stored file is removed when they do not.
 * Mails are plain text: the custom message is the sender's words and never becomes HTML.
 */
export async function mailReport(ctx: AppContext, mailing: ReportMailing): Promise<number> {
  const bytes = await renderReportPdf(mailing.model);
  const filename = reportFileName(mailing.model);
  const storageKey = `reports/${mailing.showroomId ?? 'platform'}/${randomUUID()}/${filename}`;
  const now = ctx.clock.now();
  await ctx.storage.put(storageKey, bytes, PDF);
  try {
    await ctx.db.transaction(async (tx) => {
      await mailing.claim?.(tx);
      await tx.insert(uploadedFiles).values({
        storageKey,
        showroomId: mailing.showroomId,
        kind: 'pdf',
        contentType: PDF,
        sizeBytes: bytes.length,
        originalName: filename,
        uploadedByUserId: mailing.userId,
        createdAt: now,
      });
      for (const to of mailing.to) {
        await enqueueMail(
          tx,
          {
            kind: mailing.kind,
            showroomId: mailing.showroomId,
            to,
            subject: mailing.model.title,
            text: [
              ...(mailing.customMessage ? [mailing.customMessage, ''] : []),
              `${mailing.model.title}: ${mailing.model.subtitle}.`,
              'The report is attached as a PDF.',
            ].join('\n'),
            attachments: [{ storageKey, filename, contentType: PDF }],
          },
          now,
        );
      }
    });
  } catch (error) {
    await ctx.storage.delete(storageKey);
    throw error;
  }
  return mailing.to.length;
}

const sentMessage = (mails: number) => `Report sent to ${countLabel(mails, 'recipient')}`;

/** POST /api/showroom/email-report: the caller's showroom report to each recipient (section 5 rules). */
export async function emailShowroomReport(
  ctx: AppContext,
  principal: Principal,
  showroomId: string,
  request: TShowroomEmailReportRequest,
): Promise<TEmailReportResponse> {
  await consumeLimit(ctx.db, reportSendLimit(`showroom:${showroomId}`), ctx.clock.now());
  const error = showroomReportRecipientsError(request.recipients, request.sections.length);
  if (error) throw new AppError('VALIDATION_FAILED', error);
  const model = await buildShowroomReport(ctx.db, principal, showroomId, request, ctx.clock.now());
  const mails = await mailReport(ctx, {
    model,
    showroomId,
    to: request.recipients.map((recipient) => recipient.trim()),
    customMessage: request.customMessage,
    kind: 'analytics_report',
    userId: principal.userId,
  });
  return { success: true, message: sentMessage(mails), mails };
}

/**
 * POST /api/admin/email-report: the System Report to the recipients kept by section 5's admin rule,
 * and with `sendToShowrooms` each showroom's own report to the showroom's e-mail (test showrooms
 * only with include_test_data; deleted ones never).
 */
export async function emailAdminReport(
  ctx: AppContext,
  principal: Principal,
  request: TAdminEmailReportRequest,
): Promise<TEmailReportResponse> {
  await consumeLimit(ctx.db, reportSendLimit(`admin:${principal.userId}`), ctx.clock.now());
  const recipients = adminReportRecipients(request.recipients);
  if (recipients.length === 0 && !request.sendToShowrooms)
    throw new AppError('VALIDATION_FAILED', REPORT_RECIPIENT_MESSAGES.nobody);
  if (request.sections.length === 0)
    throw new AppError('VALIDATION_FAILED', REPORT_RECIPIENT_MESSAGES.noSections);
  const now = ctx.clock.now();
  let mails = 0;
  if (recipients.length > 0) {
    mails += await mailReport(ctx, {
      model: await buildAdminReport(ctx.db, request, now),
      showroomId: request.showroom_id ?? null,
      to: recipients,
      customMessage: request.customMessage,
      kind: 'analytics_report',
      userId: principal.userId,
    });
  }
  if (request.sendToShowrooms) {
    const targets = await ctx.db
      .select({ id: showrooms.id, email: showrooms.email })
      .from(showrooms)
      .where(
        and(isNull(showrooms.deletedAt), request.include_test_data ? undefined : eq(showrooms.isTest, false)),
      )
      .orderBy(asc(showrooms.name));
    for (const showroom of targets) {
      mails += await mailReport(ctx, {
        model: await buildAdminReport(ctx.db, { ...request, showroom_id: showroom.id }, now),
        showroomId: showroom.id,
        to: [showroom.email],
        customMessage: request.customMessage,
        kind: 'analytics_report',
        userId: principal.userId,
      });
    }
  }
  return { success: true, message: sentMessage(mails), mails };
}
