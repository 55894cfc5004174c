// The API suite (vitest project "api") on the embedded PGlite, then again on PostgreSQL when
// TEST_DATABASE_URL names a server (API_TEST_DB=postgres makes createTestDatabase use it).
// Extra arguments go to vitest, e.g. a file filter. Fails if either run fails.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const extraArgs = process.argv.slice(2);

function run(label, apiTestDb) {
  process.stdout.write(`\n--- API tests on ${label} ---\n`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...extraArgs], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, API_TEST_DB: apiTestDb },
  });
  return result.status ?? 1;
}

const pgliteStatus = run('PGlite', '');
let postgresStatus = 0;
if (process.env.TEST_DATABASE_URL) {
  postgresStatus = run('PostgreSQL', 'postgres');
} else {
  process.stdout.write('\nTEST_DATABASE_URL is not set: the PostgreSQL run is skipped.\n');
}
process.exit(pgliteStatus || postgresStatus);
