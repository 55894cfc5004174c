import { defineConfig } from 'vitest/config';

// Two projects so `npm test` can report unit and API failures separately:
// unit tests are pure and fast; API tests start Fastify against a real database.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/web/scripts/**/*.test.ts',
            'bench/src/**/*.test.ts',
          ],
          environment: 'node',
          // Property tests and optimiser runs do fixed work (fixed numRuns, work-bounded search),
          // which a loaded 2-core machine may take ten times longer to finish than a quiet one:
          // the limit only catches a test that hangs, never a slow machine.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts', 'packages/db/test/**/*.test.ts'],
          environment: 'node',
          // STYLE.md: a console.error during a test fails it.
          setupFiles: ['apps/server/src/testing/fail-on-console-error.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file owns a fresh database; two cores run two files at once.
          maxWorkers: 2,
        },
      },
    ],
  },
});
