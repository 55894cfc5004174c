import {
  ZCustomerSearchQuery,
  ZCustomerSearchResponse,
  ZGetCustomerRequest,
  ZGetCustomerResponse,
} from '@stonetool/contracts/customers';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../http/error-responses';
import { principalOf, type Guards } from '../auth/guards';
import { ownRecordsMemberId } from './own-records';
import { resolveShowroomId } from '../auth/showroom-scope';
import { getCustomerByEmail } from './get-customer';
import { searchCustomers } from './search-customers';

const tags = ['customers'];
const errors = errorResponses(400, 401, 403, 404);

/** A showroom's clients, always those of the caller's showroom (an admin names one). */
export function customerRoutes(ctx: AppContext, guards: Guards): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      '/api/customers/search',
      {
        preHandler: guards.requireAuth,
        schema: {
          tags,
          summary: "Search the showroom's clients by name, e-mail, phone or company",
          security: [{ bearer: [] }],
          querystring: ZCustomerSearchQuery,
          response: { 200: ZCustomerSearchResponse, ...errors },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const showroomId = resolveShowroomId(principal, request.query.showroom_id);
        const data = await searchCustomers(ctx, showroomId, request.query.q, ownRecordsMemberId(principal));
        return { success: true as const, data };
      },
    );

    app.post(
      '/api/get-customer',
      {
        preHandler: guards.requireAuth,
        schema: {
          tags,
          summary: 'A known client by e-mail, for the order form',
          security: [{ bearer: [] }],
          body: ZGetCustomerRequest,
          response: { 200: ZGetCustomerResponse, ...errors },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const showroomId = resolveShowroomId(principal, request.body.showroomId ?? undefined);
        return {
          success: true as const,
          customer: await getCustomerByEmail(
            ctx,
            showroomId,
            request.body.email,
            ownRecordsMemberId(principal),
          ),
        };
      },
    );
    done();
  };
}
