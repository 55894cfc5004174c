import path from 'node:path';
import { openDatabase } from '../client';
import { migrateDatabase } from '../migrate';

/**
 * `npm run db:migrate -w @stonetool/db`: applies the committed migrations to the database the
 * server would use (DATABASE_URL, else the embedded one under DATA_DIR, default ./data), so a
 * deployment can migrate once before starting several API servers.
 */
async function main(): Promise<void> {
  // As the server does: a relative DATA_DIR is relative to where npm was started (INIT_CWD),
  // not to this workspace, so the default is the repository's ./data.
  const baseDir = process.env.INIT_CWD ?? process.cwd();
  const handle = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: path.resolve(baseDir, process.env.DATA_DIR || './data'),
  });
  try {
    await migrateDatabase(handle);
    console.log(`Migrations applied (${handle.kind}).`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
