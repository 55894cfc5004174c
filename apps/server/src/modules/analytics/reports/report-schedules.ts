import type {
  TAdminReportScheduleRequest,
  TReportScheduleResponse,
  TShowroomReportScheduleRequest,
} from '@stonetool/contracts/analytics-reports';
import type { Executor } from '@stonetool/db/client';
import { reportScheduleRuns, reportSchedules } from '@stonetool/db/schema/report-schedules';
import {
  adminReportRecipients,
  REPORT_RECIPIENT_MESSAGES,
  showroomReportRecipientsError,
} from '@stonetool/domain/analytics/report-recipients';
import { desc, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../../errors/app-error';

/** The showroom's schedule, or the platform's with null. */
const scheduleOf = (showroomId: string | null) =>
  showroomId === null ? isNull(reportSchedules.showroomId) : eq(reportSchedules.showroomId, showroomId);

/** GET /api/showroom/report-schedule and /api/admin/report-schedule. */
export async function getReportSchedule(
  db: Executor,
  showroomId: string | null,
): Promise<TReportScheduleResponse> {
  const [schedule] = await db.select().from(reportSchedules).where(scheduleOf(showroomId));
  if (!schedule) return { schedule: null };
  const [lastRun] = await db
    .select({ sentAt: reportScheduleRuns.sentAt })
    .from(reportScheduleRuns)
    .where(eq(reportScheduleRuns.scheduleId, schedule.id))
    .orderBy(desc(reportScheduleRuns.sentAt))
    .limit(1);
  return {
    schedule: {
      frequency: schedule.frequency,
      recipients: schedule.recipients,
      sections: schedule.sections,
      customMessage: schedule.customMessage,
      last_sent_at: lastRun?.sentAt.toISOString() ?? null,
    },
  };
}

/**
 * PUT …/report-schedule: sets (upserts) or, with 'off', removes the schedule. A showroom's recipients
 * follow the showroom rule (refused with its message), the platform's the admin rule (invalid ones
 * dropped); both need a recipient and a section.
 */
export async function saveReportSchedule(
  db: Executor,
  showroomId: string | null,
  request: TShowroomReportScheduleRequest | TAdminReportScheduleRequest,
  userId: string,
  now: Date,
): Promise<TReportScheduleResponse> {
  if (request.frequency === 'off') {
    await db.delete(reportSchedules).where(scheduleOf(showroomId));
    return { schedule: null };
  }
  let recipients: string[];
  if (showroomId === null) {
    recipients = adminReportRecipients(request.recipients);
    if (recipients.length === 0) throw new AppError('VALIDATION_FAILED', REPORT_RECIPIENT_MESSAGES.none);
    if (request.sections.length === 0)
      throw new AppError('VALIDATION_FAILED', REPORT_RECIPIENT_MESSAGES.noSections);
  } else {
    const error = showroomReportRecipientsError(request.recipients, request.sections.length);
    if (error) throw new AppError('VALIDATION_FAILED', error);
    recipients = request.recipients.map((recipient) => recipient.trim());
  }
  const values = {
    frequency: request.frequency,
    recipients,
    sections: [...new Set<string>(request.sections)],
    customMessage: request.customMessage,
    setByUserId: userId,
    updatedAt: now,
  };
  await db
    .insert(reportSchedules)
    .values({ showroomId, ...values, createdAt: now })
    .onConflictDoUpdate({ target: reportSchedules.showroomId, set: values });
  return getReportSchedule(db, showroomId);
}
