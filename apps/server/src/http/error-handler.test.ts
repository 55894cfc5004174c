import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../errors/app-error';
import { registerErrorHandler } from './error-handler';

let app: FastifyInstance;
const logged: string[] = [];

beforeAll(async () => {
  app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => void logged.push(line) } } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/validated',
    { schema: { body: z.object({ name: z.string().min(1, 'Name is required') }) } },
    () => ({
      ok: true,
    }),
  );
  typed.get('/app-error', () => {
    throw new AppError('RATE_LIMITED', undefined, { retryAfterSeconds: 42 });
  });
  typed.get('/crash', () => {
    throw new Error('database password is hunter2');
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

describe('the error handler', () => {
  it('answers a schema violation with 400 and the first message', async () => {
    const response = await app.inject({ method: 'POST', url: '/validated', payload: { name: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: 'Name is required', code: 'VALIDATION_FAILED' });
  });

  it('answers an AppError with its catalogue status, message and Retry-After', async () => {
    const response = await app.inject({ method: 'GET', url: '/app-error' });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('42');
    expect(response.json()).toEqual({
      success: false,
      error: 'Too many attempts. Please try again later.',
      code: 'RATE_LIMITED',
    });
  });

  it('answers an unexpected error with a generic 500 and logs it', async () => {
    const response = await app.inject({ method: 'GET', url: '/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      error: 'Something went wrong. Please try again.',
      code: 'INTERNAL',
    });
    expect(response.body).not.toContain('hunter2');
    expect(logged.join('')).toContain('unhandled error');
  });
});
