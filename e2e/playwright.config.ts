import { defineConfig, devices } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions, fullChromiumLaunchOptions } from './chromium';

/**
 * Browser journeys against the product as `npm start` serves it, minus the build: the root
 * `test:e2e` script builds the web app first, then runs this suite. The server starts on its
 * own port with a throwaway embedded database, so every run begins from the demo data.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');
const port = Number(process.env.E2E_PORT ?? 3200);
/**
 * Wiped before every start: the suite changes passwords and writes contact messages. Kept out
 * of the work tree so lint and the format check never walk the database files.
 */
const dataDir = path.join(os.tmpdir(), `stonetool-e2e-${port}`);
const baseURL = `http://127.0.0.1:${port}`;
/** Where the card payment journeys start their fake Stripe API (CARD_PAYMENT_JOURNEYS). */
export const fakeStripePort = port + 1000;
/** A local fake of Intuit (apps/server/src/testing/fake-intuit.ts) for the accounting journey. */
const fakeIntuitPort = port + 2000;
const fakeIntuitUrl = `http://127.0.0.1:${fakeIntuitPort}`;

/**
 * Journeys that save the whole delivery matrix: its Save Changes writes every rule back, so two
 * of them running at once could undo each other's change. They run one after the other, in a
 * project of one worker, beside the other journeys.
 */
const DELIVERY_MATRIX_JOURNEYS = ['admin-checkout-delivery.spec.ts', 'admin-price-matrices.spec.ts'];
/**
 * Journeys that start the fake Stripe on its one port and save the platform's card payment
 * configuration (the admin's Card Payments tab; the client's deposit on a shared quote). They run
 * one after the other, in a project of one worker of their own, in file order: the admin's
 * journey first, so it meets no webhook secret saved by the deposit journey.
 */
const CARD_PAYMENT_JOURNEYS = ['admin-stripe-config.spec.ts', 'quote-review.spec.ts'];

/** Journeys that show a PDF in the browser's own viewer, which only the full browser has. */
const PDF_VIEWER_JOURNEYS = ['security.spec.ts'];

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: chromiumLaunchOptions,
};

export default defineConfig({
  testDir: './tests',
  testMatch: '*.spec.ts',
  // Four workers on two cores: the journeys mostly wait (for the server, the mail worker, the
  // app's own timers), not compute. With two workers the suite used 162 s of CPU in 580 s (a
  // quarter of two cores); with four, all 113 passed in 5.7 min using 188 s of CPU (issue 23).
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 4,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Waits end as soon as what they wait for happens, so generous limits cost a passing run
  // nothing; they are sized for a loaded 2-core machine, where a quiet machine's limits failed:
  // at load 28 creating a share link took over 45 s, so each limit is twice what load 17 needed.
  timeout: 600_000,
  expect: { timeout: 60_000 },
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL,
    // Recording a trace of every test, to keep only the failures', cost 90 s of the run's 530 s of
    // CPU; CI keeps only its log, so it records none. Elsewhere a failure keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 90_000,
    navigationTimeout: 180_000,
  },
  // Workers take files in the order of this list. The two one-worker projects come first: each is
  // a chain of files run one after the other, and listed last they began when the other journeys
  // were nearly done and ran alone for the last minute on two of the four workers (issue 23).
  projects: [
    { name: 'chromium-delivery-matrix', testMatch: DELIVERY_MATRIX_JOURNEYS, workers: 1, use: chromium },
    { name: 'chromium-card-payments', testMatch: CARD_PAYMENT_JOURNEYS, workers: 1, use: chromium },
    {
      name: 'chromium',
      testIgnore: [...DELIVERY_MATRIX_JOURNEYS, ...CARD_PAYMENT_JOURNEYS, ...PDF_VIEWER_JOURNEYS],
      use: chromium,
    },
    {
      name: 'chromium-pdf-viewer',
      testMatch: PDF_VIEWER_JOURNEYS,
      use: { ...chromium, launchOptions: fullChromiumLaunchOptions },
    },
  ],
  webServer: [
    {
      command: 'npx tsx src/testing/fake-intuit-server.ts',
      cwd: path.join(repoRoot, 'apps/server'),
      port: fakeIntuitPort,
      timeout: 180_000,
      reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
      stdout: 'ignore',
      stderr: 'pipe',
      env: { FAKE_INTUIT_PORT: String(fakeIntuitPort) },
    },
    {
      // DATABASE_URL and SMTP_URL are dropped so the server uses the embedded database and
      // delivers mail into the local mailbox the tests read, whatever the caller's shell holds.
      command: `rm -rf "${dataDir}" && npx tsx e2e/prepare-data-dir.ts "${dataDir}" && env -u DATABASE_URL -u SMTP_URL npm run serve -w @stonetool/server`,
      cwd: repoRoot,
      url: `${baseURL}/healthz`,
      // prepare-data-dir.ts gives the server a migrated database, or the run's demo snapshot; without
      // the snapshot the server seeds the demo and renders about 80 stone images: a minute on a
      // quiet machine, several on a loaded one.
      timeout: 600_000,
      reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
      stdout: process.env.E2E_SERVER_LOG === '1' ? 'pipe' : 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        // Links in e-mails (password recovery) must point at this server.
        PUBLIC_URL: baseURL,
        // The suite signs in and sends contact messages many times a minute from one address;
        // throttling is covered by the API tests, not here.
        LOGIN_RATE_LIMIT_PER_IP: '10000',
        LOGIN_RATE_LIMIT_PER_ACCOUNT: '10000',
        CONTACT_RATE_LIMIT_PER_IP: '10000',
        // Deliver queued mail promptly so the mailbox journey does not wait on the worker's tick.
        MAIL_WORKER_INTERVAL_MS: '250',
        STRIPE_API_BASE_URL: `http://127.0.0.1:${fakeStripePort}`,
        // The fake's default app credentials (fake-intuit.ts) and its addresses.
        INTUIT_CLIENT_ID: 'fake-intuit-client',
        INTUIT_CLIENT_SECRET: 'fake-intuit-secret',
        INTUIT_AUTHORIZATION_URL: `${fakeIntuitUrl}/connect/oauth2`,
        INTUIT_TOKEN_URL: `${fakeIntuitUrl}/oauth2/v1/tokens/bearer`,
        INTUIT_REVOCATION_URL: `${fakeIntuitUrl}/oauth2/v1/tokens/revoke`,
        INTUIT_API_BASE_URL: fakeIntuitUrl,
      },
    },
  ],
});
