import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import { runPeriodically } from '../../run-periodically';
import { syncOrderInvoices } from './sync-order-invoices';

/**
 * Runs the invoice outbox every INVOICE_SYNC_INTERVAL_MS. Ticks never overlap; every server of a
 * cluster may run it, since rows are claimed with SKIP LOCKED.
 */
export function startInvoiceSyncWorker(ctx: AppContext, log: FastifyBaseLogger): { stop(): Promise<void> } {
  async function tick(): Promise<void> {
    try {
      const report = await syncOrderInvoices(ctx);
      if (report.created + report.retried + report.failed + report.lost > 0) {
        log.info({ invoices: report }, 'QuickBooks invoice sync');
      }
    } catch (error) {
      log.error({ err: { message: (error as Error).message } }, 'invoice sync tick failed');
    }
  }

  return runPeriodically(ctx.env.invoiceSyncIntervalMs, tick);
}
