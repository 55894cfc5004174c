import { ZValidateDiscountRequest, ZValidateDiscountResponse } from '@stonetool/contracts/pricing';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { errorResponses } from '../../../http/error-responses';
import { principalOf, type Guards } from '../../auth/guards';
import { resolveShowroomId } from '../../auth/showroom-scope';
import { validateDiscount } from './validate-discount';

const tags = ['pricing'];
const errors = errorResponses(400, 401, 403, 429);

/** A cart discount checked against the showroom's floor, or approved by a manager. */
export function discountRoutes(ctx: AppContext, guards: Guards): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.post(
      '/api/showroom/validate-discount',
      {
        preHandler: guards.requirePermission('read:showroom'),
        schema: {
          tags,
          summary: 'Check a cart discount, or approve it with a manager password or PIN',
          security: [{ bearer: [] }],
          body: ZValidateDiscountRequest,
          response: { 200: ZValidateDiscountResponse, ...errors },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const showroomId = resolveShowroomId(principal, undefined);
        return validateDiscount(ctx.db, showroomId, principal, request.body, ctx.clock.now());
      },
    );
    done();
  };
}
