import { afterEach, beforeEach, vi } from 'vitest';

/**
 * STYLE.md: a console.error during a test fails it. Every vitest project loads this as a setup
 * file: the spy collects calls and the afterEach hook fails the test that made them, unless the
 * test declared the error it provokes with `expectConsoleError`.
 */
let calls: unknown[][] = [];
let expected: RegExp[] = [];

/**
 * Declares that the running test provokes a console.error matching `pattern` (a failure path
 * whose logging is the behaviour under test). The test fails if no such error is logged, so the
 * declaration is itself an assertion; other console.errors still fail it.
 */
export function expectConsoleError(pattern: RegExp): void {
  expected.push(pattern);
}

beforeEach(() => {
  calls = [];
  expected = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    calls.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  const rendered = calls.map((args) =>
    args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' '),
  );
  const unexpected = rendered.filter((line) => !expected.some((pattern) => pattern.test(line)));
  const missing = expected.filter((pattern) => !rendered.some((line) => pattern.test(line)));
  const problems = [
    ...(unexpected.length > 0 ? [`console.error was called during the test:\n${unexpected.join('\n')}`] : []),
    ...missing.map((pattern) => `an expected console.error matching ${pattern} was not logged`),
  ];
  if (problems.length > 0) throw new Error(problems.join('\n'));
});
