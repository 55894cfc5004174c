import { afterEach, beforeEach, vi } from 'vitest';

/**
 * STYLE.md: a console.error during a test fails it. The api project of vitest.config.ts loads
 * this for every file: the spy collects calls and the afterEach hook fails the test that made them.
 */
let calls: unknown[][] = [];

beforeEach(() => {
  calls = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    calls.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (calls.length > 0) {
    const rendered = calls.map((args) =>
      args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' '),
    );
    throw new Error(`console.error was called during the test:\n${rendered.join('\n')}`);
  }
});
