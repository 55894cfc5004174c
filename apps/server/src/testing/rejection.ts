import { inspect } from 'node:util';

/**
 * The error a promise rejects with, checked to be a `type` (e.g. AiImportError), so a test can
 * assert its fields; throws when the promise resolves or rejects with anything else.
 */
export async function rejection<T>(promise: Promise<unknown>, type: new (...args: never[]) => T): Promise<T> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (error instanceof type) return error;
  const got = error === undefined ? 'no error' : error instanceof Error ? String(error) : inspect(error);
  throw new Error(`expected a ${type.name}, got ${got}`);
}
