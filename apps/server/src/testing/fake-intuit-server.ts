import { startFakeIntuit } from './fake-intuit';

/**
 * The fake Intuit as a process of its own, for the browser journeys (e2e/playwright.config.ts
 * starts it beside the server and points the server's INTUIT_* variables at it).
 */
const port = Number(process.env.FAKE_INTUIT_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('FAKE_INTUIT_PORT must name a port');
const intuit = await startFakeIntuit({ port });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void intuit.close().then(() => process.exit(0)));
}
