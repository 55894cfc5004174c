import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import Stripe from 'stripe';

/** A Checkout Session as the fake made it, with the fields the product sends and reads. */
export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  url: string;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete';
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  livemode: boolean;
  /** The product's line, as sent: its name and unit amount. */
  line_name: string;
}

/** A Stripe event as it is delivered: the exact body and its Stripe-Signature header. */
export interface SignedEvent {
  eventId: string;
  payload: string;
  signature: string;
}

export interface FakeStripe {
  /** The base URL to give STRIPE_API_BASE_URL. */
  url: string;
  /** The secret keys the fake has been asked to check (GET /v1/balance), in order. */
  checkedKeys: string[];
  /** The Checkout Sessions made through the fake, oldest first. */
  checkoutSessions: FakeCheckoutSession[];
  /**
   * The `checkout.session.completed` event Stripe sends once the session is paid, signed with
   * `webhookSecret` as Stripe signs with the endpoint's secret. `eventId` replays an event.
   */
  paidEvent(sessionId: string, webhookSecret: string, eventId?: string): SignedEvent;
  close(): Promise<void>;
}

export interface FakeStripeOptions {
  /** Where the hosted payment page delivers its paid event (the product's POST /api/webhooks/stripe). */
  webhookUrl?: string;
  /** The secret the hosted payment page signs that event with. */
  webhookSecret?: string;
}

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Stripe's form encoding read back flat: `metadata[quote_id]` stays one key. */
function formFields(body: unknown): Map<string, string> {
  return new Map(new URLSearchParams(typeof body === 'string' ? body : '').entries());
}

/**
 * A local stand-in for the Stripe API, answering as Stripe does the calls the product makes:
 * GET /v1/balance (the key check) and POST /v1/checkout/sessions (a deposit's payment page), for
 * a key in `acceptedKeys`, otherwise 401 with Stripe's error body. Each session's `url` is a
 * hosted page of the fake (GET /pay/:id) whose Pay button delivers the signed paid event to
 * `options.webhookUrl` and then sends the browser to the session's success URL, as Checkout
 * does. It listens on 127.0.0.1 on a free port (or `port`).
 */
export async function startFakeStripe(
  acceptedKeys: string[],
  port = 0,
  options: FakeStripeOptions = {},
): Promise<FakeStripe> {
  const checkedKeys: string[] = [];
  const checkoutSessions: FakeCheckoutSession[] = [];
  const app = Fastify({ logger: false });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );
  let baseUrl = '';

  const keyOf = (authorization: string | undefined) => /^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '';
  const refusal = (key: string) => ({
    error: {
      type: 'invalid_request_error',
      message: `Invalid API Key provided: ${key.slice(0, 8)}****${key.slice(-4)}`,
    },
  });

  app.get('/v1/balance', async (request, reply) => {
    const key = keyOf(request.headers.authorization);
    checkedKeys.push(key);
    if (!acceptedKeys.includes(key)) return reply.status(401).send(refusal(key));
    return {
      object: 'balance',
      livemode: key.includes('_live_'),
      available: [{ amount: 0, currency: 'usd', source_types: { card: 0 } }],
      pending: [{ amount: 0, currency: 'usd', source_types: { card: 0 } }],
    };
  });

  app.post('/v1/checkout/sessions', async (request, reply) => {
    const key = keyOf(request.headers.authorization);
    if (!acceptedKeys.includes(key)) return reply.status(401).send(refusal(key));
    const fields = formFields(request.body);
    const quantity = Number(fields.get('line_items[0][quantity]') ?? '1');
    const unitAmount = Number(fields.get('line_items[0][price_data][unit_amount]'));
    const successUrl = fields.get('success_url');
    const cancelUrl = fields.get('cancel_url');
    if (!Number.isInteger(unitAmount) || !successUrl || !cancelUrl) {
      return reply.status(400).send({
        error: { type: 'invalid_request_error', message: 'Missing required param: line_items or URLs.' },
      });
    }
    const metadata: Record<string, string> = {};
    for (const [name, value] of fields) {
      const field = /^metadata\[(.+)\]$/.exec(name)?.[1];
      if (field) metadata[field] = value;
    }
    const id = randomId(key.includes('_live_') ? 'cs_live' : 'cs_test');
    const session: FakeCheckoutSession = {
      id,
      object: 'checkout.session',
      mode: fields.get('mode') ?? 'payment',
      url: `${baseUrl}/pay/${id}`,
      amount_total: unitAmount * quantity,
      currency: fields.get('line_items[0][price_data][currency]') ?? 'usd',
      client_reference_id: fields.get('client_reference_id') ?? null,
      customer_email: fields.get('customer_email') ?? null,
      metadata,
      payment_status: 'unpaid',
      status: 'open',
      payment_intent: null,
      success_url: successUrl,
      cancel_url: cancelUrl,
      livemode: key.includes('_live_'),
      line_name: fields.get('line_items[0][price_data][product_data][name]') ?? '',
    };
    checkoutSessions.push(session);
    return session;
  });

  function paidEvent(sessionId: string, webhookSecret: string, eventId = randomId('evt')): SignedEvent {
    const session = checkoutSessions.find((candidate) => candidate.id === sessionId);
    if (!session) throw new Error(`The fake made no Checkout Session ${sessionId}`);
    const { line_name: _lineName, ...fields } = session;
    const payload = JSON.stringify({
      id: eventId,
      object: 'event',
      api_version: '2025-01-27.acacia',
      created: Math.floor(Date.now() / 1000),
      type: 'checkout.session.completed',
      livemode: session.livemode,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: {
        object: {
          ...fields,
          payment_status: 'paid',
          status: 'complete',
          payment_intent: session.payment_intent ?? randomId('pi'),
        },
      },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    return { eventId, payload, signature };
  }

  app.get<{ Params: { id: string } }>('/pay/:id', async (request, reply) => {
    const session = checkoutSessions.find((candidate) => candidate.id === request.params.id);
    if (!session) return reply.status(404).type('text/html').send('<h1>This payment page has expired</h1>');
    const amount = (session.amount_total / 100).toLocaleString('en-US', {
      style: 'currency',
      currency: session.currency.toUpperCase(),
    });
    return reply.type('text/html').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Fake Stripe Checkout</title></head>
<body><main><h1>${escapeHtml(session.line_name)}</h1><p>${amount}</p>
<form method="post" action="/pay/${session.id}"><button type="submit">Pay ${amount}</button></form>
<a href="${escapeHtml(session.cancel_url)}">Back</a></main></body></html>`);
  });

  app.post<{ Params: { id: string } }>('/pay/:id', async (request, reply) => {
    const session = checkoutSessions.find((candidate) => candidate.id === request.params.id);
    if (!session) return reply.status(404).send('No such session');
    if (!options.webhookUrl || !options.webhookSecret) {
      return reply.status(500).send('The fake was started without a webhook URL and secret');
    }
    session.payment_intent ??= randomId('pi');
    const event = paidEvent(session.id, options.webhookSecret);
    session.payment_status = 'paid';
    session.status = 'complete';
    const delivered = await fetch(options.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      body: event.payload,
    });
    if (!delivered.ok) return reply.status(502).send(`The webhook answered ${delivered.status}`);
    return reply.redirect(session.success_url, 303);
  });

  const address = await app.listen({ host: '127.0.0.1', port });
  baseUrl = address;
  return { url: address, checkedKeys, checkoutSessions, paidEvent, close: () => app.close() };
}
