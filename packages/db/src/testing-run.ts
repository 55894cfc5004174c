import { randomBytes } from 'node:crypto';
import { removeRunSnapshots, TEST_RUN_VARIABLE } from './testing';

/**
 * Vitest global setup of the API tests: names the run, so its test files share the snapshots
 * they fill (testing.ts), and removes them when the run ends. A run named by its caller
 * (scripts/test.mjs, which hands the demo snapshot on to the browser journeys) is left to it.
 */
export default function setup(): () => Promise<void> {
  if (process.env[TEST_RUN_VARIABLE]) return async () => {};
  const run = randomBytes(6).toString('hex');
  process.env[TEST_RUN_VARIABLE] = run;
  return async () => {
    await removeRunSnapshots(
      run,
      process.env.API_TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined,
    );
    delete process.env[TEST_RUN_VARIABLE];
  };
}
