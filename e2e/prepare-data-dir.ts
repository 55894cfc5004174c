// Run by the journeys' web server command before the server starts (playwright.config.ts): fills
// its empty DATA_DIR, so the server skips PGlite's initdb (4–12 s) and the migrations, and, when
// `npm test` already made the run's demo snapshot for the API tests, the demo seed too.
import {
  copySnapshotToDataDir,
  createPgliteDataDir,
  DEMO_SNAPSHOT,
  TEST_RUN_VARIABLE,
} from '@stonetool/db/testing';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: prepare-data-dir.ts <DATA_DIR>');
const run = process.env[TEST_RUN_VARIABLE];
if (run && (await copySnapshotToDataDir(dataDir, run, DEMO_SNAPSHOT))) {
  process.stdout.write(`Data directory: the demo snapshot of test run ${run}.\n`);
} else {
  const database = await createPgliteDataDir(dataDir);
  await database.close();
  process.stdout.write('Data directory: a migrated database; the server seeds the demo.\n');
}
