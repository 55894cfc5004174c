// Runs a server test project (vitest project "api" by default, or "soak" with --project soak) on
// the embedded PGlite, then again on PostgreSQL when TEST_DATABASE_URL names a server
// (API_TEST_DB=postgres makes createTestDatabase use it). `--on pglite` or `--on postgres` runs
// one of the two. Other arguments go to vitest, e.g. a file filter. Fails if any run fails.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const { values, positionals } = parseArgs({
  options: { project: { type: 'string', default: 'api' }, on: { type: 'string' } },
  allowPositionals: true,
  strict: false,
});
const DATABASES = {
  pglite: { label: 'PGlite', apiTestDb: '' },
  postgres: { label: 'PostgreSQL', apiTestDb: 'postgres' },
};
if (values.on !== undefined && !(values.on in DATABASES)) {
  process.stderr.write(`test-api: --on must be pglite or postgres, not ${values.on}\n`);
  process.exit(2);
}

function run(database) {
  const { label, apiTestDb } = DATABASES[database];
  if (database === 'postgres' && !process.env.TEST_DATABASE_URL) {
    process.stdout.write(
      `\nTEST_DATABASE_URL is not set: the ${values.project} tests on PostgreSQL are skipped.\n`,
    );
    return 0;
  }
  process.stdout.write(`\n--- ${values.project} tests on ${label} ---\n`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', values.project, ...positionals], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, API_TEST_DB: apiTestDb },
  });
  return result.status ?? 1;
}

const statuses = (values.on ? [values.on] : Object.keys(DATABASES)).map(run);
process.exit(statuses.find((status) => status !== 0) ?? 0);
