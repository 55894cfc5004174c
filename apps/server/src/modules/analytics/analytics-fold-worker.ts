import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import { runPeriodically } from '../../run-periodically';
import { foldAnalytics } from './fold-analytics';

/**
 * Folds the analytics deltas every ANALYTICS_FOLD_INTERVAL_MS. The figures read the rollups plus
 * what is not folded yet, so the interval bounds only how many rows a figure adds up, never what
 * it shows. Every server of a cluster may run it.
 */
export function startAnalyticsFoldWorker(ctx: AppContext, log: FastifyBaseLogger): { stop(): Promise<void> } {
  async function tick(): Promise<void> {
    try {
      const folded = await foldAnalytics(ctx.db);
      if (folded > 0) log.info({ analytics: { folded } }, 'analytics deltas folded');
    } catch (error) {
      // The fold rolled back whole; its rows are folded by the next tick.
      log.error({ err: error }, 'analytics fold failed');
    }
  }
  return runPeriodically(ctx.env.analyticsFoldIntervalMs, tick);
}
