import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError, errorCatalogue } from '../errors/app-error';
import { fromFastifyValidation, fromZodIssue, validationMessage } from './validation-message';

/** Authentication (401), authorisation (403) and throttling (429) refusals. */
const REFUSALS = new Set([401, 403, 429]);

/**
 * Every failure answers `{ success: false, error, code }` (ZErrorResponse): AppErrors with their
 * catalogue status; request validation with 400 and the message validation-message.ts makes of
 * the first issue (the one place zod issues become messages; an unknown field named first); other
 * client errors Fastify raises (bad JSON, too large) with their 4xx; anything else 500 with a generic message, logged with its stack.
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
    if (hasZodFastifySchemaValidationErrors(error) || error instanceof ZodError) {
      const issues =
        error instanceof ZodError
          ? error.issues.map(fromZodIssue)
          : error.validation.map((item) => fromFastifyValidation(item));
      return reply.status(400).send({
        success: false,
        error: validationMessage(issues, errorCatalogue.VALIDATION_FAILED.message),
        code: 'VALIDATION_FAILED',
      });
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
