import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import { pruneRateLimitBuckets } from '../../rate-limit';
import { runPeriodically } from '../../run-periodically';
import { deliverPendingMail } from './deliver-pending-mail';

/**
 * Runs the outbox delivery every MAIL_WORKER_INTERVAL_MS (and tidies old rate-limit windows).
 * Ticks never overlap: a slow SMTP server delays the next tick instead of stacking them. Every
 * server of a cluster may run it; rows are claimed with SKIP LOCKED.
 */
export function startMailWorker(ctx: AppContext, log: FastifyBaseLogger): { stop(): Promise<void> } {
  let lastPrune = 0;

  async function tick(): Promise<void> {
    try {
      const report = await deliverPendingMail(ctx);
      if (report.sent + report.retried + report.failed + report.lost > 0)
        log.info({ mail: report }, 'mail outbox delivery');
      if (report.retried + report.failed > 0)
        log.warn({ mail: report }, 'some mail could not be delivered yet');
      const now = ctx.clock.now().getTime();
      if (now - lastPrune > 3_600_000) {
        await pruneRateLimitBuckets(ctx.db, ctx.clock.now());
        lastPrune = now;
      }
    } catch (error) {
      log.error({ err: error }, 'mail worker tick failed');
    }
  }

  return runPeriodically(ctx.env.mailWorkerIntervalMs, tick);
}
