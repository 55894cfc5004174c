/**
 * Runs `tick` every `intervalMs` until stopped. Ticks never overlap: a slow tick (a slow SMTP
 * server, a slow API) delays the next one instead of stacking them. `tick` handles its own errors.
 * `stop` waits for a tick under way, so a shutdown does not cut one off mid-row.
 */
export function runPeriodically(intervalMs: number, tick: () => Promise<void>): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= tick().finally(() => {
      running = undefined;
    });
  }, intervalMs);
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
