import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';
import { placedRule } from './validation-message';

/** Where a parsed value holds a NUL character (a string or an object key), as a path, or null. */
function nulAt(value: unknown, path: readonly string[]): readonly string[] | null {
  if (typeof value === 'string') return value.includes('\0') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = [...path, key];
    if (key.includes('\0')) return itemPath;
    const found = nulAt(item, itemPath);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Refuses a NUL character (`%00`, `\u0000`) anywhere in a query, a JSON body or a path parameter
 * with 400, once, before any route reads it: PostgreSQL cannot store NUL in text, so it would
 * otherwise surface as a 500 from whichever query met it first. No field of the spec holds one.
 */
export function registerNulCharacterRefusal(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    for (const part of [request.query, request.body, request.params]) {
      const path = nulAt(part, []);
      if (path !== null) {
        done(new AppError('VALIDATION_FAILED', placedRule(path, 'must not contain a NUL character')));
        return;
      }
    }
    done();
  });
}
