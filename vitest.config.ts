import { configDefaults, defineConfig } from 'vitest/config';

// Projects so `npm test` can run and report them as separate steps: unit tests are pure and
// fast; API tests start Fastify against a real database; soak tests spawn servers under load.
const SOAK_TESTS = 'apps/server/src/scale-out/**/*.test.ts';
/** STYLE.md: a console.error during a test fails it, in every project. */
const FAIL_ON_CONSOLE_ERROR = 'testing/fail-on-console-error.ts';

/**
 * A limit that catches a test that hangs, never a slow machine. At load 13 to 18 on two cores the
 * estimator's component tests, which type into a screen that re-renders on every key, took up to
 * 60 s each where a quiet machine takes a few, and a 60 s limit failed a good run.
 */
const HANG_LIMIT = 300_000;

/** Tests that start the server against a real database. */
const serverTests = {
  environment: 'node',
  setupFiles: [FAIL_ON_CONSOLE_ERROR],
  // Seeding the demo in a hook took over two minutes on a 2-core machine at load 17 (it takes
  // about 10 s of CPU).
  testTimeout: HANG_LIMIT,
  hookTimeout: 600_000,
  // Each file owns a fresh database; two cores run two files at once.
  maxWorkers: 2,
  // Vitest runs projects whose files share workers (isolate: false) in one group only when they
  // have the same maxWorkers: a run given both server and web test files runs the server's after.
  sequence: { groupOrder: 1 },
  // The files of a worker share its loaded modules: loading the server's modules again for each
  // of 70 files was about 40 % of the suite's CPU. Every file still builds its own app on its own
  // database, so no state crosses files but the migrated templates, which are meant to.
  isolate: false,
} as const;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'apps/web/scripts/**/*.test.ts',
            'bench/src/**/*.test.ts',
          ],
          environment: 'node',
          setupFiles: [FAIL_ON_CONSOLE_ERROR],
          // The files of a worker share its loaded modules and their warmed-up code: isolated,
          // the project took 50 s of CPU, 18 of them loading modules again for each of 155 files;
          // shared, 12.5 s. The tests are of pure functions, with nothing kept between files.
          isolate: false,
          // Property tests and optimiser runs do fixed work (fixed numRuns, work-bounded search),
          // which a loaded 2-core machine may take ten times longer to finish than a quiet one:
          // the limit only catches a test that hangs, never a slow machine.
          testTimeout: HANG_LIMIT,
          hookTimeout: HANG_LIMIT,
        },
      },
      {
        // Screens rendered in jsdom and used through Testing Library, by role and visible text,
        // with the network answered at fetch.
        test: {
          name: 'components',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: [FAIL_ON_CONSOLE_ERROR, 'apps/web/src/test/component-setup.ts'],
          testTimeout: HANG_LIMIT,
          hookTimeout: HANG_LIMIT,
          // One jsdom per worker instead of one per file: a fresh window for each of 24 files was
          // 64 s of the project's 66 s of CPU at load 20, against 26 s shared. The setup file
          // unmounts, clears storage and unstubs globals after every test, so a file finds the
          // window as the last test left it: empty.
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts', 'packages/db/test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, SOAK_TESTS],
          // Names the run, so its files share the demo snapshot (createTestApp's `data`).
          globalSetup: ['packages/db/src/testing-run.ts'],
          ...serverTests,
        },
      },
      {
        // Spawned server processes, hundreds of orders, a kill -9: minutes of load that would
        // crowd the API tests, so `npm test` runs them in a step of their own.
        // They start the compiled server (apps/server/dist), built first if its sources changed.
        test: {
          name: 'soak',
          include: [SOAK_TESTS],
          globalSetup: ['apps/server/src/testing/build-server-if-changed.ts'],
          ...serverTests,
          // A limit that catches a hang: at load 13 to 17 on two cores the crash test on PGlite
          // took over 240 s, where a quiet machine takes about 60.
          testTimeout: 900_000,
        },
      },
    ],
  },
});
