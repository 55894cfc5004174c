import { ZErrorResponse } from '@stonetool/contracts/common';
import type { AppErrorCode, errorCatalogue } from '../errors/app-error';

/** An HTTP status the error catalogue answers with. */
export type ErrorStatus = (typeof errorCatalogue)[AppErrorCode]['status'];

/**
 * The OpenAPI response schemas of the failures a route may answer, each `ZErrorResponse` (the one
 * shape the error handler sends), e.g. `{ 200: ZThingResponse, ...errorResponses(400, 401, 404) }`.
 * Typed per status so Fastify's type provider still checks every reply a handler sends.
 */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof ZErrorResponse> {
  return Object.fromEntries(statuses.map((status) => [status, ZErrorResponse])) as Record<
    S,
    typeof ZErrorResponse
  >;
}
