// Run by scripts/test.mjs when `npm test` ends: removes the snapshots its steps shared (the demo's
// PGlite dump and stored files, its PostgreSQL template), which the steps leave to the run.
import { removeRunSnapshots, TEST_RUN_VARIABLE } from '@stonetool/db/testing';

const run = process.env[TEST_RUN_VARIABLE];
if (run) await removeRunSnapshots(run, process.env.TEST_DATABASE_URL);
