import { ZStripeWebhookResponse } from '@stonetool/contracts/quote-links';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../http/error-responses';
import { receiveStripeWebhook } from './receive-stripe-webhook';

/**
 * Stripe's webhook (issue 25). A plugin of its own: the signature is computed over the exact
 * bytes Stripe sent, so JSON bodies here are kept as a Buffer instead of parsed, and that parser
 * stays out of every other route.
 */
export function stripeWebhookRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });

    app.post(
      '/api/webhooks/stripe',
      {
        schema: {
          tags: ['card-payments'],
          summary:
            'Stripe events (signed with the saved webhook secret); a paid deposit checkout marks it paid',
          response: { 200: ZStripeWebhookResponse, ...errorResponses(400) },
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        return receiveStripeWebhook(ctx, body, typeof signature === 'string' ? signature : undefined);
      },
    );
    done();
  };
}
