import {
  ZCreateRemnantRequest,
  ZCreateRemnantResponse,
  ZDeleteRemnantQuery,
  ZDeleteRemnantResponse,
  ZKeepOffcutsRequest,
  ZKeepOffcutsResponse,
  ZListRemnantsResponse,
  ZRemnantIdParams,
  ZRemnantRateResponse,
  ZSaveRemnantRateRequest,
} from '@stonetool/contracts/remnants';
import { ZQuoteIdParams } from '@stonetool/contracts/quotes';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../http/error-responses';
import { principalOf, type Guards } from '../auth/guards';
import { expertBusinessId } from '../quotes/expert-business';
import { createRemnant } from './create-remnant';
import { deleteRemnant } from './delete-remnant';
import { getRemnantRate } from './get-remnant-rate';
import { keepOffcuts } from './keep-offcuts';
import { listRemnants } from './list-remnants';
import { saveRemnantRate } from './save-remnant-rate';

const tags = ['expert'];
const security = [{ bearer: [] }];

/**
 * The fabricator's remnants (issue 25, decision 117). Every member of an Expert Mode business keeps
 * them, as they quote: logging an offcut is shop work, not pricing.
 */
export function remnantsRoutes(ctx: AppContext, guards: Guards): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      '/api/remnants',
      {
        preHandler: guards.requireAuth,
        schema: {
          tags,
          summary: "The business's remnants, newest first",
          security,
          response: { 200: ZListRemnantsResponse, ...errorResponses(401, 403) },
        },
      },
      async (request) => {
        const showroomId = expertBusinessId(principalOf(request));
        return { success: true as const, data: await listRemnants(ctx.db, showroomId) };
      },
    );

    app.post(
      '/api/remnants',
      {
        preHandler: guards.requireAuth,
        schema: {
          tags,
          summary: 'Keeps a remnant: its stone, size in inches, location and note',
          security,
          body: ZCreateRemnantRequest,
          response: { 200: ZCreateRemnantResponse, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        const showroomId = expertBusinessId(principalOf(request));
        const data = await createRemnant(ctx.db, showroomId, request.body, ctx.clock.now());
        return { success: true as const, data };
      },
    );

    app.get(
      '/api/remnants/rate',
      {
        preHandler: guards.requireAuth,
        schema: {
          tags,
          summary:
            'What material cut from a remnant costs, in cents per sq ft (0 until the business sets it)',
          security,
          response: { 200: ZRemnantRateResponse, ...errorResponses(401, 403) },
        },
      },
      async (request) => {
        const showroomId = expertBusinessId(principalOf(request));
        return { success: true as const, data: await getRemnantRate(ctx.db, showroomId) };
      },
    );

    app.put(
      '/api/remnants/rate',
      {
        // The rate is pricing: the owner sets it, as the cutout prices (decision 113).
        preHandler: guards.requirePermission('manage:showroom-pricing'),
        schema: {
          tags,
          summary: "Sets the business's remnant rate, in cents per sq ft",
          security,
          body: ZSaveRemnantRateRequest,
          response: { 200: ZRemnantRateResponse, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        const showroomId = expertBusinessId(principalOf(request));
        const data = await saveRemnantRate(ctx.db, showroomId, request.body, ctx.clock.now());
        return { success: true as const, data };
      },
    );

    app.delete(
      '/api/remnants/:id',
      {
        preHandler: guards.requireAuth,
        schema: {
          tags,
          summary:
            "Deletes one of the business's remnants (one an accepted quote reserved only with release_reservation=true)",
          security,
          params: ZRemnantIdParams,
          querystring: ZDeleteRemnantQuery,
          response: { 200: ZDeleteRemnantResponse, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const showroomId = expertBusinessId(principalOf(request));
        const release = request.query.release_reservation === 'true';
        await deleteRemnant(ctx.db, showroomId, request.params.id, release);
        return { success: true as const, data: { id: request.params.id } };
      },
    );
    app.post(
      '/api/quotes/:id/keep-offcuts',
      {
        preHandler: guards.requireAuth,
        schema: {
          tags,
          summary:
            "Keeps the leftover rectangles of the saved quote's slabs, at least min_length by min_width in (24 x 12 by default), as remnants; once per quote",
          security,
          params: ZQuoteIdParams,
          body: ZKeepOffcutsRequest,
          response: { 200: ZKeepOffcutsResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await keepOffcuts(ctx, principalOf(request), request.params.id, request.body),
      }),
    );

    done();
  };
}
