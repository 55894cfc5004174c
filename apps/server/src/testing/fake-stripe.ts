import Fastify from 'fastify';

export interface FakeStripe {
  /** The base URL to give STRIPE_API_BASE_URL. */
  url: string;
  /** The secret keys the fake has been asked about, in order. */
  checkedKeys: string[];
  close(): Promise<void>;
}

/**
 * A local stand-in for the Stripe API, answering the one call the card payment check makes
 * (GET /v1/balance) as Stripe does: the balance for a key in `acceptedKeys`, otherwise 401 with
 * Stripe's error body. It listens on 127.0.0.1 on a free port (or `port`).
 */
export async function startFakeStripe(acceptedKeys: string[], port = 0): Promise<FakeStripe> {
  const checkedKeys: string[] = [];
  const app = Fastify({ logger: false });
  app.get('/v1/balance', async (request, reply) => {
    const key = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    checkedKeys.push(key);
    if (!acceptedKeys.includes(key)) {
      return reply.status(401).send({
        error: {
          type: 'invalid_request_error',
          message: `Invalid API Key provided: ${key.slice(0, 8)}****${key.slice(-4)}`,
        },
      });
    }
    return {
      object: 'balance',
      livemode: key.includes('_live_'),
      available: [{ amount: 0, currency: 'usd', source_types: { card: 0 } }],
      pending: [{ amount: 0, currency: 'usd', source_types: { card: 0 } }],
    };
  });
  const address = await app.listen({ host: '127.0.0.1', port });
  return { url: address, checkedKeys, close: () => app.close() };
}
