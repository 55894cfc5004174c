import { ADMIN_REPORT_SECTIONS, SHOWROOM_REPORT_SECTIONS } from '@stonetool/contracts/analytics-reports';
import { users } from '@stonetool/db/schema/auth';
import {
  reportScheduleRuns,
  reportSchedules,
  type ReportScheduleRow,
} from '@stonetool/db/schema/report-schedules';
import { REPORT_FREQUENCY_PERIOD, reportPeriodStart } from '@stonetool/domain/analytics/report-schedule';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../app-context';
import { isUniqueViolation } from '../../../errors/unique-violation';
import { loadPrincipal } from '../../auth/principal';
import { buildAdminReport, buildShowroomReport } from './build-report';
import { mailReport } from './email-report';
import type { ReportModel } from './report-model';

export interface ScheduleReport {
  sent: number;
  /** Another server recorded the same period first: nothing written here. */
  lost: number;
  /** Schedules whose report could not be made this time; retried on the next tick. */
  failed: string[];
}

/**
 * A showroom's scheduled report is what the owner who set it may see (profit included); when that
 * login no longer belongs to the showroom, nothing is sent.
 */
async function scheduledModel(
  ctx: AppContext,
  schedule: ReportScheduleRow,
  now: Date,
): Promise<ReportModel | null> {
  const period = REPORT_FREQUENCY_PERIOD[schedule.frequency];
  const sections = schedule.sections;
  if (schedule.showroomId === null) {
    return buildAdminReport(
      ctx.db,
      {
        period,
        include_test_data: false,
        sections: ADMIN_REPORT_SECTIONS.filter((section) => sections.includes(section)),
        includeCharts: true,
      },
      now,
    );
  }
  const [setter] = schedule.setByUserId
    ? await ctx.db.select().from(users).where(eq(users.id, schedule.setByUserId))
    : [];
  const principal = setter && (await loadPrincipal(ctx.db, setter, 'scheduled-report'));
  if (!principal || principal.showroomId !== schedule.showroomId) return null;
  return buildShowroomReport(
    ctx.db,
    principal,
    schedule.showroomId,
    {
      period,
      sections: SHOWROOM_REPORT_SECTIONS.filter((section) => sections.includes(section)),
      includeCharts: true,
    },
    now,
  );
}

/**
 * Sends each schedule's report once per period (beyond spec 03). Every server's worker may run
 * this: the period's `report_schedule_runs` row is inserted in the transaction of the report's mails,
 * so when two servers race, the second waits on the primary key, fails with a unique violation and
 * writes nothing (its stored file is removed).
 */
export async function sendDueReports(ctx: AppContext): Promise<ScheduleReport> {
  const now = ctx.clock.now();
  const report: ScheduleReport = { sent: 0, lost: 0, failed: [] };
  // A deleted showroom's owner has no principal any more, so its schedule sends nothing.
  const schedules = await ctx.db.select().from(reportSchedules);
  for (const schedule of schedules) {
    const periodStart = reportPeriodStart(schedule.frequency, now);
    const [done] = await ctx.db
      .select({ sentAt: reportScheduleRuns.sentAt })
      .from(reportScheduleRuns)
      .where(
        and(eq(reportScheduleRuns.scheduleId, schedule.id), eq(reportScheduleRuns.periodStart, periodStart)),
      );
    if (done) continue;
    try {
      const model = await scheduledModel(ctx, schedule, now);
      if (!model) continue;
      await mailReport(ctx, {
        model,
        showroomId: schedule.showroomId,
        to: schedule.recipients,
        customMessage: schedule.customMessage,
        kind: 'scheduled_analytics_report',
        userId: schedule.setByUserId,
        claim: async (tx) => {
          await tx
            .insert(reportScheduleRuns)
            .values({ scheduleId: schedule.id, periodStart, mails: schedule.recipients.length, sentAt: now });
        },
      });
      report.sent += 1;
    } catch (error) {
      if (isUniqueViolation(error, 'report_schedule_runs_schedule_id_period_start_pk')) report.lost += 1;
      else report.failed.push(schedule.id);
    }
  }
  return report;
}
