import { fileURLToPath } from 'node:url';
import { openDatabase } from '@stonetool/db/client';
import { migrateDatabase } from '@stonetool/db/migrate';
import { seedDemoData } from '@stonetool/db/seed/demo';
import { buildApp } from './app';
import { EnvError, loadEnv } from './env';
import { startInvoiceSyncWorker } from './modules/accounting/invoice-sync-worker';
import { startMailWorker } from './modules/mail/mail-worker';
import { startAnalyticsFoldWorker } from './modules/analytics/analytics-fold-worker';
import { startReportScheduleWorker } from './modules/analytics/reports/report-schedule-worker';
import { hashPassword } from './modules/auth/passwords';

/** `npm start`: open and migrate the database, seed demo data on a fresh one, serve API and web app. */
async function main(): Promise<void> {
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  await migrateDatabase(database);

  const app = await buildApp({
    env,
    database,
    webRoot: fileURLToPath(new URL('../../web/dist', import.meta.url)),
  });

  // Demo data only on an empty database and never in production (issue 2).
  if (!env.isProduction) {
    const { seeded, logins } = await seedDemoData(database.db, {
      hashPassword,
      putObject: (key, bytes, contentType) => app.ctx.storage.put(key, bytes, contentType),
    });
    if (seeded) console.log('Demo data loaded into the new database.');
    if (logins.length > 0) {
      console.log('Demo logins:');
      for (const login of logins)
        console.log(`  ${login.role.padEnd(22)} ${login.email.padEnd(28)} ${login.password}`);
    }
  }

  const worker = startMailWorker(app.ctx, app.log);
  // Without Intuit keys no showroom can connect, so no invoice is ever queued: nothing to poll.
  const invoiceWorker = env.intuit.client ? startInvoiceSyncWorker(app.ctx, app.log) : undefined;
  const reportWorker = startReportScheduleWorker(app.ctx, app.log);
  const foldWorker = startAnalyticsFoldWorker(app.ctx, app.log);
  let stopping = false;
  async function shutdown(signal: string): Promise<void> {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await worker.stop();
    await invoiceWorker?.stop();
    await reportWorker.stop();
    await foldWorker.stop();
    await app.close();
    await database.close();
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.port, host: env.host });
  console.log(`Stone Tool is serving at ${env.publicUrl} (database: ${database.kind}, data: ${env.dataDir})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
