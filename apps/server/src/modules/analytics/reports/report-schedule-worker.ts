import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../app-context';
import { runPeriodically } from '../../../run-periodically';
import { sendDueReports } from './send-due-reports';

/** Schedules are weekly or monthly, so looking once a minute sends a report within a minute of its period. */
const INTERVAL_MS = 60_000;

/**
 * Sends due scheduled analytics reports every minute. Ticks never overlap; every server of a
 * cluster may run it, since a period's report is recorded once (send-due-reports.ts).
 */
export function startReportScheduleWorker(
  ctx: AppContext,
  log: FastifyBaseLogger,
): { stop(): Promise<void> } {
  async function tick(): Promise<void> {
    try {
      const report = await sendDueReports(ctx);
      if (report.sent + report.lost > 0) log.info({ reports: report }, 'scheduled analytics reports');
      if (report.failed.length > 0) log.warn({ reports: report }, 'some scheduled reports could not be made');
    } catch (error) {
      log.error({ err: { message: (error as Error).message } }, 'report schedule tick failed');
    }
  }

  return runPeriodically(INTERVAL_MS, tick);
}
