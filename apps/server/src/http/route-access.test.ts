import { ZErrorResponse } from '@stonetool/contracts/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShowroomWithOwner, seedTeamMember } from '../testing/fixtures';
import {
  openApiProbes,
  type OpenApiDocument,
  type OpenApiProbes,
  type Operation,
} from '../testing/openapi-probes';
import { createTestApp, type TestApp } from '../testing/test-app';
import { accessToken } from '../testing/api-as';

/**
 * Role × endpoint over the whole API (checklist 2, ASVS 8.2.1/8.3.1), generated from the OpenAPI
 * document so a route added without a guard fails here: every operation outside the public list
 * refuses an anonymous caller, and every admin operation refuses showroom users before reading input.
 */

/** Operations anyone may call without signing in, each with the reason. */
const PUBLIC: Record<string, string> = {
  'GET /healthz': 'the load balancer health check',
  'POST /api/auth/login-enhanced': 'signing in',
  'POST /api/auth/refresh': 'the refresh token is the credential',
  'POST /api/auth/logout': 'the refresh token is the credential',
  'POST /api/auth/forgot-password': 'password recovery',
  'POST /api/send-resend': 'the public contact form',
  'GET /api/config': 'where the web app finds stone images',
  'GET /api/stones': 'an empty catalog without a token (spec 01)',
  'GET /storage/v1/object/public/stone-images/{name}': 'public stone images',
  'POST /api/delivery-pricing': "the platform's delivery rules without a token (spec 01)",
  'GET /api/shared-cart-token': 'the link token is the credential',
  'GET /api/public/quotes/{token}': "the quote link's token is the credential",
  'POST /api/public/quotes/{token}/accept': "the quote link's token is the credential",
  'POST /api/public/quotes/{token}/request-changes': "the quote link's token is the credential",
  'POST /api/public/quotes/{token}/deposit': "the quote link's token is the credential",
  'POST /api/webhooks/stripe': "Stripe's signature with the saved webhook secret is the credential",
  'GET /api/quickbooks/callback':
    "Intuit's redirect: the single-use state and the browser's cookie are the credential",
  'GET /api/quickbooks/popup-close.js': 'the static script the callback page closes its popup with',
  'GET /dev/mailbox/messages': 'the development mailbox, not registered in production',
  'GET /dev/mailbox/messages/{id}/attachments/{index}':
    'the development mailbox, not registered in production',
};

/** The platform admin's own API: its guard runs before the request is read. */
const ADMIN_PATH_PREFIXES = ['/api/admin/', '/api/quickbooks/admin/'];

let t: TestApp;
let probes: OpenApiProbes;
const tokens: Record<'owner' | 'salesperson' | 'fabricator', string> = {
  owner: '',
  salesperson: '',
  fabricator: '',
};

const keyOf = (operation: Operation) => `${operation.method} ${operation.path}`;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const owner = await seedShowroomWithOwner(db, { email: 'owner@example.test', password: 'Owner-pass-123' });
  await seedTeamMember(db, {
    showroomId: owner.showroomId,
    email: 'sales@example.test',
    password: 'Sales-pass-123',
    role: 'salesperson',
  });
  await seedShowroomWithOwner(db, {
    email: 'fabricator@example.test',
    password: 'Fabricator-pass-123',
    showroomType: 'fabricator',
    expertModeEnabled: true,
  });
  for (const [role, email, password] of [
    ['owner', 'owner@example.test', 'Owner-pass-123'],
    ['salesperson', 'sales@example.test', 'Sales-pass-123'],
    ['fabricator', 'fabricator@example.test', 'Fabricator-pass-123'],
  ] as const) {
    tokens[role] = await accessToken(t.app, email, password);
  }
  probes = openApiProbes(t.app.swagger() as unknown as OpenApiDocument);
});

afterAll(async () => {
  await t?.close();
});

/** The operation called with plausible input, as `token`'s holder or anonymously. */
function call(operation: Operation, token?: string) {
  return t.app.inject({
    method: operation.method as 'GET',
    url: probes.urlOf(operation, probes.validQuery(operation)),
    headers: {
      ...probes.requiredHeaders(operation),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(operation.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(operation.body ? { payload: JSON.stringify(probes.sampleValue(operation.body)) } : {}),
  });
}

describe('who may call what, over every operation of the OpenAPI document', () => {
  it('lists only public operations that exist', () => {
    const keys = new Set(probes.operations().map(keyOf));
    expect(Object.keys(PUBLIC).filter((key) => !keys.has(key))).toEqual([]);
  });

  it('refuses an anonymous caller on every operation that is not public', async () => {
    let reachedTheGuard = 0;
    for (const operation of probes.operations().filter((o) => !(keyOf(o) in PUBLIC))) {
      const response = await call(operation);
      // 400: the sample input was refused before the guard ran; either way nothing is answered.
      expect(
        [400, 401],
        `${keyOf(operation)} answered a visitor ${response.statusCode}: ${response.body.slice(0, 200)}`,
      ).toContain(response.statusCode);
      expect(ZErrorResponse.safeParse(response.json()).success).toBe(true);
      if (response.statusCode === 401) reachedTheGuard += 1;
    }
    expect(reachedTheGuard).toBeGreaterThan(20);
  });

  it('refuses a showroom owner, a salesperson and a fabricator on every admin operation, before reading its input', async () => {
    const admin = probes
      .operations()
      .filter((operation) => ADMIN_PATH_PREFIXES.some((prefix) => operation.path.startsWith(prefix)));
    expect(admin.length).toBeGreaterThan(0);
    for (const operation of admin) {
      for (const [role, token] of Object.entries(tokens)) {
        // Input no schema accepts: a 400 would show that a non-admin's request was parsed and checked.
        const response = await t.app.inject({
          method: operation.method as 'GET',
          url: `${probes.urlOf(operation, probes.validQuery(operation))}`,
          headers: {
            ...probes.requiredHeaders(operation),
            authorization: `Bearer ${token}`,
            ...(operation.body ? { 'content-type': 'application/json' } : {}),
          },
          ...(operation.body ? { payload: '{"not_a_field_of_any_request":' } : {}),
        });
        expect(response.statusCode, `${keyOf(operation)} answered the ${role} ${response.statusCode}`).toBe(
          403,
        );
      }
    }
  });
});
