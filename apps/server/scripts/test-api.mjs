// Runs a server test project (vitest project "api" by default, or "soak" with --project soak).
//
// With TEST_DATABASE_URL naming a PostgreSQL server, the project runs on it, then the
// embedded-database set (EMBEDDED_DATABASE_FILES) runs again on PGlite; without one, the whole
// project runs on PGlite. `--on pglite`, `--on postgres` or `--on embedded` runs one of the three
// (`--on pglite` is the whole project on PGlite). Other arguments go to vitest, e.g. a file
// filter. Fails if any run fails. Decision 124 says why PGlite runs a set and not everything.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const { values, positionals } = parseArgs({
  options: { project: { type: 'string', default: 'api' }, on: { type: 'string' } },
  allowPositionals: true,
  strict: false,
});

/**
 * PGlite is PostgreSQL's own engine compiled to WebAssembly: the same parser, planner, types,
 * triggers and constraints. What differs is the driver (how rows come back, how a transaction
 * holds the one connection) and the embedded data directory. These files reach all of it: the
 * database package itself (migrations, demo seed, factories); every spec call once and every
 * seeded demo record, as `npm start` serves them; the rollup triggers and their rebuild; the raw
 * reads of the catalog and payments; and the transactions that lock, claim or refuse twice
 * (orders, the mail outbox, quote answers).
 */
const EMBEDDED_DATABASE_FILES = [
  'packages/db/test/',
  'apps/server/src/spec-calls-as-written.test.ts',
  'apps/server/src/demo-data-through-api.test.ts',
  'apps/server/src/modules/health/health.test.ts',
  'apps/server/src/modules/analytics/analytics-rollups.test.ts',
  'apps/server/src/modules/analytics/rebuild-analytics.test.ts',
  'apps/server/src/modules/catalog/stones/stones.test.ts',
  'apps/server/src/modules/catalog/import/stones-csv-import.test.ts',
  'apps/server/src/modules/payments/payments.test.ts',
  'apps/server/src/modules/orders/material-orders.test.ts',
  'apps/server/src/modules/mail/mail-delivery.test.ts',
  'apps/server/src/modules/quote-links/quote-links.test.ts',
];

const RUNS = {
  pglite: { label: 'PGlite', apiTestDb: '', files: [] },
  postgres: { label: 'PostgreSQL', apiTestDb: 'postgres', files: [] },
  embedded: { label: 'PGlite (the embedded-database set)', apiTestDb: '', files: EMBEDDED_DATABASE_FILES },
};
if (values.on !== undefined && !(values.on in RUNS)) {
  process.stderr.write(`test-api: --on must be pglite, postgres or embedded, not ${values.on}\n`);
  process.exit(2);
}

function run(name) {
  const { label, apiTestDb, files } = RUNS[name];
  // Vitest skips a file filter that matches nothing, so a renamed file would leave the set unseen.
  const missing = files.filter((file) => !existsSync(path.join(repoRoot, file)));
  if (missing.length > 0) {
    process.stderr.write(
      `test-api: the embedded-database set names files that do not exist: ${missing.join(', ')}\n`,
    );
    return 1;
  }
  if (name === 'postgres' && !process.env.TEST_DATABASE_URL) {
    process.stdout.write(
      `\nTEST_DATABASE_URL is not set: the ${values.project} tests on PostgreSQL are skipped.\n`,
    );
    return 0;
  }
  process.stdout.write(`\n--- ${values.project} tests on ${label} ---\n`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', values.project, ...files, ...positionals], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, API_TEST_DB: apiTestDb },
  });
  return result.status ?? 1;
}

function defaultRuns() {
  if (!process.env.TEST_DATABASE_URL) return ['pglite'];
  // The soak tests are few and each tests what one database does under load: all run on both.
  return values.project === 'api' ? ['postgres', 'embedded'] : ['pglite', 'postgres'];
}

const statuses = (values.on ? [values.on] : defaultRuns()).map(run);
process.exit(statuses.find((status) => status !== 0) ?? 0);
