import {
  ZSaveStripeConfigRequest,
  ZSaveStripeConfigResponse,
  ZStripeConfigResponse,
} from '@stonetool/contracts/admin-stripe-config';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../http/error-responses';
import { principalOf, type Guards } from '../auth/guards';
import { getStripeConfig } from './get-stripe-config';
import { saveStripeConfig } from './save-stripe-config';

const tags = ['admin'];
const errors = errorResponses(400, 401, 403, 404, 409, 502);

/** The card payment provider's configuration (spec 03, stripe-config tab): platform admin only. */
export function stripeConfigRoutes(ctx: AppContext, guards: Guards): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.addHook('onRequest', guards.requireAdmin);

    app.get(
      '/api/admin/stripe-config',
      {
        schema: {
          tags,
          summary: 'The card payment configuration, secrets blank (null before the first save)',
          security: [{ bearer: [] }],
          response: { 200: ZStripeConfigResponse, ...errors },
        },
      },
      async () => ({ success: true as const, config: await getStripeConfig(ctx.db) }),
    );

    app.post(
      '/api/admin/stripe-config',
      {
        schema: {
          tags,
          summary: 'Saves the first card payment configuration; new secret keys are checked with Stripe',
          security: [{ bearer: [] }],
          body: ZSaveStripeConfigRequest,
          response: { 200: ZSaveStripeConfigResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        config: await saveStripeConfig(ctx, principalOf(request), 'create', request.body),
      }),
    );

    app.patch(
      '/api/admin/stripe-config',
      {
        schema: {
          tags,
          summary: 'Changes the saved card payment configuration; blank secrets keep their saved values',
          security: [{ bearer: [] }],
          body: ZSaveStripeConfigRequest,
          response: { 200: ZSaveStripeConfigResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        config: await saveStripeConfig(ctx, principalOf(request), 'update', request.body),
      }),
    );
    done();
  };
}
