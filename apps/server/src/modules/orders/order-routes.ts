import { ZMaterialOrderRequest, ZMaterialOrderResponse } from '@stonetool/contracts/orders';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../http/error-responses';
import { withinOrderCaps } from '../../showroom-rate-limit';
import { principalOf, type Guards } from '../auth/guards';
import { resolveShowroomId } from '../auth/showroom-scope';
import { placeMaterialOrder } from './place-material-order';

/** Idempotency-Key: any 1 to 200 visible ASCII characters (a UUID from the web app). */
const ZOrderHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,200}$/, 'Idempotency-Key must be 1 to 200 visible characters')
    .optional(),
});

export function orderRoutes(ctx: AppContext, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/material-orders',
      {
        preHandler: guards.requirePermission('read:showroom'),
        schema: {
          tags: ['material'],
          summary:
            'Place a material order (priced again on the server; Idempotency-Key replays the first answer)',
          security: [{ bearer: [] }],
          headers: ZOrderHeaders,
          body: ZMaterialOrderRequest,
          response: {
            200: ZMaterialOrderResponse,
            ...errorResponses(400, 401, 403, 404, 409, 429),
          },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const showroomId = resolveShowroomId(principal, request.body.showroomId ?? undefined);
        const caller = { userId: principal.userId, showroomId, now: ctx.clock.now() };
        const data = await withinOrderCaps(ctx.db, ctx.env.rateLimits, caller, () =>
          placeMaterialOrder(ctx, principal, showroomId, request.body, request.headers['idempotency-key']),
        );
        return { success: true as const, data };
      },
    );
  };
}
