import {
  ZCreateRemnantRequest,
  ZCreateRemnantResponse,
  ZDeleteRemnantResponse,
  ZListRemnantsResponse,
  ZRemnantIdParams,
} from '@stonetool/contracts/remnants';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../http/error-responses';
import { principalOf, type Guards } from '../auth/guards';
import { expertBusinessId } from '../quotes/expert-business';
import { createRemnant } from './create-remnant';
import { deleteRemnant } from './delete-remnant';
import { listRemnants } from './list-remnants';

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

    app.delete(
      '/api/remnants/:id',
      {
        preHandler: guards.requireAuth,
        schema: {
          tags,
          summary: "Deletes one of the business's remnants",
          security,
          params: ZRemnantIdParams,
          response: { 200: ZDeleteRemnantResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const showroomId = expertBusinessId(principalOf(request));
        await deleteRemnant(ctx.db, showroomId, request.params.id);
        return { success: true as const, data: { id: request.params.id } };
      },
    );
    done();
  };
}
