import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError, errorCatalogue } from '../errors/app-error';

/** Authentication (401), authorisation (403) and throttling (429) refusals. */
const REFUSALS = new Set([401, 403, 429]);

/**
 * Every failure answers `{ success: false, error, code }` (ZErrorResponse): AppErrors with their
 * catalogue status; request validation with 400 and the first schema message (the spec's wording
 * lives in the contracts' messages, an unknown field named first); other client errors Fastify raises (bad JSON, too large) with
 * their 4xx; anything else 500 with a generic message, logged with its stack.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      if (REFUSALS.has(error.status)) {
        // ASVS 16.3.1/16.3.2: every refused sign-in, token and permission is logged, with who
        // asked (when known) but never what they sent; the request line is logged redacted.
        request.log.warn(
          { code: error.code, status: error.status, userId: request.principal?.userId ?? null },
          'access refused',
        );
      }
      if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.status(error.status).send({ success: false, error: error.message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((item) => ({
        code: item.keyword,
        path: item.instancePath.split('/').filter(Boolean),
        keys: (item.params as { keys?: string[] }).keys,
        message: item.message,
      }));
      return reply
        .status(400)
        .send({ success: false, error: validationMessage(issues), code: 'VALIDATION_FAILED' });
    }
    if (error instanceof ZodError) {
      const issues = error.issues.map((issue) => ({
        code: issue.code,
        path: issue.path.map(String),
        keys: issue.code === 'unrecognized_keys' ? issue.keys : undefined,
        message: issue.message,
      }));
      return reply
        .status(400)
        .send({ success: false, error: validationMessage(issues), code: 'VALIDATION_FAILED' });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply
        .status(500)
        .send({ success: false, error: errorCatalogue.INTERNAL.message, code: 'INTERNAL' });
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ success: false, error: error.message, code: error.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ success: false, error: errorCatalogue.INTERNAL.message, code: 'INTERNAL' });
  });
}

interface ValidationIssue {
  code: string;
  path: string[];
  keys: string[] | undefined;
  message: string | undefined;
}

/**
 * The message of a refused request: a field the strict schema does not know comes first, named
 * with its path (checklist item 4: a mass-assignment attempt is told exactly what was refused,
 * not that some other field is missing); otherwise the first schema message.
 */
function validationMessage(issues: ValidationIssue[]): string {
  const unknown = issues.find((issue) => issue.code === 'unrecognized_keys' && issue.keys?.length);
  if (unknown?.keys) {
    const names = unknown.keys.map((key) => `"${[...unknown.path, key].join('.')}"`);
    return names.length > 1
      ? `Unrecognized keys: ${names.join(', ')} are not accepted`
      : `Unrecognized key: ${names.join('')} is not accepted`;
  }
  return issues[0]?.message ?? errorCatalogue.VALIDATION_FAILED.message;
}

/**
 * Failures Fastify answers before routing, in the same error shape: a URL that is not valid
 * percent-encoding (`%c0%af`) and a path parameter past the router's length limit. Without this
 * they answer Fastify's own `{ statusCode, error, message }` body, which echoes the path.
 */
export function answerFrameworkError(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(414).send({ success: false, error: 'The address is too long', code: 'URI_TOO_LONG' });
    return;
  }
  void reply.status(400).send({ success: false, error: 'The address is not valid', code: 'BAD_URL' });
}
