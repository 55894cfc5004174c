import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * A local stand-in for Intuit (OAuth 2 and the QuickBooks Online accounting API) on 127.0.0.1,
 * answering in Intuit's documented shapes, so tests and the e2e server never reach the internet:
 * authorisation redirect, token exchange and refresh (`/oauth2/v1/tokens/bearer`), revocation,
 * CompanyInfo, the Customer query, Customer and Invoice creation with `requestid` idempotency.
 */
export interface FakeIntuitOptions {
  clientId?: string;
  clientSecret?: string;
  realmId?: string;
  companyName?: string;
  /** Fixed port (the e2e server's configuration names it); a free one when omitted. */
  port?: number;
}

export interface FakeCustomer {
  Id: string;
  DisplayName: string;
  GivenName?: string;
  FamilyName?: string;
  PrimaryEmailAddr?: { Address: string };
}

export interface FakeInvoiceLine {
  Amount: number;
  Description?: string;
  DetailType: string;
  SalesItemLineDetail?: { Qty?: number; UnitPrice?: number };
}

export interface FakeInvoice {
  Id: string;
  DocNumber?: string;
  CustomerRef: { value: string };
  Line: FakeInvoiceLine[];
  TotalAmt: number;
}

export interface FakeIntuit {
  url: string;
  clientId: string;
  clientSecret: string;
  realmId: string;
  companyName: string;
  /** The INTUIT_* variables that point a server at this fake. */
  env: Record<string, string>;
  customers: FakeCustomer[];
  invoices: FakeInvoice[];
  /** Every token revoked through the revocation endpoint. */
  revokedTokens: string[];
  /** Access tokens currently valid (issued, neither rotated away nor revoked). */
  liveAccessTokens(): string[];
  /** The next `count` accounting-API calls answer 503 without doing anything. */
  failNext(count: number): void;
  /** While set, every refresh is refused with `invalid_grant`, as Intuit does for a revoked grant. */
  refuseRefresh(refuse: boolean): void;
  close(): Promise<void>;
}

const ACCESS_TOKEN_SECONDS = 3600;
const REFRESH_TOKEN_SECONDS = 8_726_400;

interface Grant {
  accessToken: string;
  refreshToken: string;
}

const token = (prefix: string) => `${prefix}-${randomBytes(24).toString('base64url')}`;

function fault(reply: FastifyReply, status: number, message: string, code: string) {
  return reply.status(status).send({
    Fault: { Error: [{ Message: message, Detail: message, code }], type: 'ValidationFault' },
    time: new Date().toISOString(),
  });
}

export async function startFakeIntuit(options: FakeIntuitOptions = {}): Promise<FakeIntuit> {
  const clientId = options.clientId ?? 'fake-intuit-client';
  const clientSecret = options.clientSecret ?? 'fake-intuit-secret';
  const realmId = options.realmId ?? '9341453050000001';
  const companyName = options.companyName ?? 'Sandbox Company_US_1';
  const codes = new Map<string, string>();
  const grants: Grant[] = [];
  const customers: FakeCustomer[] = [];
  const invoices: FakeInvoice[] = [];
  const revokedTokens: string[] = [];
  const answered = new Map<string, unknown>();
  let failures = 0;
  let refusingRefresh = false;
  let nextId = 1;

  const app = Fastify({ logger: false });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  /** HTTP Basic with form-encoded id and secret (RFC 6749 section 2.3.1). */
  function clientAuthenticated(request: FastifyRequest): boolean {
    const encoded = /^Basic (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!encoded) return false;
    const [id, secret] = Buffer.from(encoded, 'base64').toString('utf8').split(':');
    const decode = (value: string | undefined) => decodeURIComponent((value ?? '').replaceAll('+', ' '));
    return decode(id) === clientId && decode(secret) === clientSecret;
  }

  function issue(): Grant {
    const grant = { accessToken: token('access'), refreshToken: token('refresh') };
    grants.push(grant);
    return grant;
  }

  function tokenAnswer(grant: Grant) {
    return {
      token_type: 'bearer',
      access_token: grant.accessToken,
      expires_in: ACCESS_TOKEN_SECONDS,
      refresh_token: grant.refreshToken,
      x_refresh_token_expires_in: REFRESH_TOKEN_SECONDS,
    };
  }

  app.get('/connect/oauth2', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    if (query.client_id !== clientId || query.response_type !== 'code' || !query.redirect_uri) {
      return reply.status(400).send('invalid_request');
    }
    const code = token('code');
    codes.set(code, query.redirect_uri);
    const target = new URL(query.redirect_uri);
    target.searchParams.set('code', code);
    if (query.state) target.searchParams.set('state', query.state);
    target.searchParams.set('realmId', realmId);
    return reply.redirect(target.toString());
  });

  app.post('/oauth2/v1/tokens/bearer', async (request, reply) => {
    if (!clientAuthenticated(request)) return reply.status(401).send({ error: 'invalid_client' });
    const body = request.body as Record<string, string | undefined>;
    if (body.grant_type === 'authorization_code') {
      const redirectUri = body.code ? codes.get(body.code) : undefined;
      if (!body.code || !redirectUri || redirectUri !== body.redirect_uri) {
        return reply.status(400).send({ error: 'invalid_grant' });
      }
      codes.delete(body.code);
      return tokenAnswer(issue());
    }
    if (body.grant_type === 'refresh_token') {
      const index = grants.findIndex((grant) => grant.refreshToken === body.refresh_token);
      if (refusingRefresh || index < 0) return reply.status(400).send({ error: 'invalid_grant' });
      grants.splice(index, 1);
      return tokenAnswer(issue());
    }
    return reply.status(400).send({ error: 'unsupported_grant_type' });
  });

  app.post('/oauth2/v1/tokens/revoke', async (request, reply) => {
    if (!clientAuthenticated(request)) return reply.status(401).send({ error: 'invalid_client' });
    const revoked = (request.body as { token?: string } | undefined)?.token;
    if (!revoked) return reply.status(400).send({ error: 'invalid_request' });
    revokedTokens.push(revoked);
    const index = grants.findIndex(
      (grant) => grant.refreshToken === revoked || grant.accessToken === revoked,
    );
    if (index >= 0) grants.splice(index, 1);
    return reply.status(200).send();
  });

  app.addHook('preHandler', async (request, reply) => {
    if (!request.url.startsWith('/v3/')) return;
    const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || !grants.some((grant) => grant.accessToken === bearer)) {
      return fault(reply, 401, 'AuthenticationFailed', '3200');
    }
    if ((request.params as { realm?: string }).realm !== realmId) {
      return fault(reply, 403, 'ApplicationAuthorizationFailed', '003100');
    }
    if (failures > 0) {
      failures -= 1;
      return fault(reply, 503, 'Service Unavailable', '10000');
    }
    return undefined;
  });

  /** Intuit answers a repeated `requestid` with the first answer instead of doing it again. */
  function once(request: FastifyRequest, work: () => unknown): unknown {
    const requestId = (request.query as { requestid?: string }).requestid;
    if (requestId && answered.has(requestId)) return answered.get(requestId);
    const answer = work();
    if (requestId) answered.set(requestId, answer);
    return answer;
  }

  app.get('/v3/company/:realm/companyinfo/:id', () => ({
    CompanyInfo: { Id: '1', CompanyName: companyName, LegalName: companyName },
    time: new Date().toISOString(),
  }));

  app.get('/v3/company/:realm/query', async (request, reply) => {
    const query = (request.query as { query?: string }).query ?? '';
    const email = /^select \* from Customer where PrimaryEmailAddr = '((?:[^']|\\')*)'$/i.exec(query)?.[1];
    if (email === undefined) return fault(reply, 400, 'QueryParserError', '4000');
    const wanted = email.replaceAll("\\'", "'").toLowerCase();
    const found = customers.filter((customer) => customer.PrimaryEmailAddr?.Address.toLowerCase() === wanted);
    return {
      QueryResponse: found.length ? { Customer: found, startPosition: 1, maxResults: found.length } : {},
      time: new Date().toISOString(),
    };
  });

  app.post('/v3/company/:realm/customer', async (request, reply) => {
    const body = request.body as Omit<FakeCustomer, 'Id'>;
    if (!body.DisplayName) return fault(reply, 400, 'Required param missing', '2020');
    const requestId = (request.query as { requestid?: string }).requestid;
    const duplicate =
      !(requestId && answered.has(requestId)) &&
      customers.some((customer) => customer.DisplayName === body.DisplayName);
    if (duplicate) return fault(reply, 400, 'Duplicate Name Exists Error', '6240');
    return once(request, () => {
      const customer = { ...body, Id: String(nextId++) };
      customers.push(customer);
      return { Customer: customer, time: new Date().toISOString() };
    });
  });

  app.post('/v3/company/:realm/invoice', async (request, reply) => {
    const body = request.body as Omit<FakeInvoice, 'Id' | 'TotalAmt'>;
    if (!body.CustomerRef?.value || !customers.some((customer) => customer.Id === body.CustomerRef.value)) {
      return fault(reply, 400, 'Invalid Reference Id', '2500');
    }
    return once(request, () => {
      const totalCents = body.Line.reduce((sum, line) => sum + Math.round(line.Amount * 100), 0);
      const invoice = { ...body, Id: String(nextId++), TotalAmt: totalCents / 100 };
      invoices.push(invoice);
      return { Invoice: invoice, time: new Date().toISOString() };
    });
  });

  const address = await app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  const url = address.replace('localhost', '127.0.0.1');
  return {
    url,
    clientId,
    clientSecret,
    realmId,
    companyName,
    env: {
      INTUIT_CLIENT_ID: clientId,
      INTUIT_CLIENT_SECRET: clientSecret,
      INTUIT_AUTHORIZATION_URL: `${url}/connect/oauth2`,
      INTUIT_TOKEN_URL: `${url}/oauth2/v1/tokens/bearer`,
      INTUIT_REVOCATION_URL: `${url}/oauth2/v1/tokens/revoke`,
      INTUIT_API_BASE_URL: url,
    },
    customers,
    invoices,
    revokedTokens,
    liveAccessTokens: () => grants.map((grant) => grant.accessToken),
    failNext(count) {
      failures = count;
    },
    refuseRefresh(refuse) {
      refusingRefresh = refuse;
    },
    close: () => app.close(),
  };
}
