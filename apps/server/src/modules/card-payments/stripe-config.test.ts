import {
  WEBHOOK_URL_MESSAGE,
  ZSaveStripeConfigResponse,
  ZStripeConfigResponse,
} from '@stonetool/contracts/admin-stripe-config';
import { ZErrorResponse } from '@stonetool/contracts/common';
import { cardPaymentSettings } from '@stonetool/db/schema/integrations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../testing/fake-stripe';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bearer } from '../../testing/api-as';
import { seedMaterialLogins, type MaterialLogins, SHOWROOM_PEOPLE } from '../orders/material-test-setup';

const TEST_SECRET = 'sk_test_51AcceptedTestSecretKey0001';
const TEST_PUBLISHABLE = 'pk_test_51PublishableTestKey0001';
const LIVE_SECRET = 'sk_live_51AcceptedLiveSecretKey0002';
const LIVE_PUBLISHABLE = 'pk_live_51PublishableLiveKey0002';
const WEBHOOK_SECRET = 'whsec_TestWebhookSigningSecret0003';
const REFUSED_SECRET = 'sk_test_51RevokedTestSecretKey9999';
const SECRETS = [TEST_SECRET, LIVE_SECRET, WEBHOOK_SECRET, REFUSED_SECRET];

let fake: FakeStripe;
let t: TestApp;
let logins: MaterialLogins;
const logLines: string[] = [];

beforeAll(async () => {
  fake = await startFakeStripe([TEST_SECRET, LIVE_SECRET]);
  t = await createTestApp({
    env: { STRIPE_API_BASE_URL: fake.url, LOG_LEVEL: 'info' },
    logStream: { write: (line) => void logLines.push(line) },
  });
  logins = await seedMaterialLogins(t);
});

afterAll(async () => {
  await t.close();
  await fake.close();
});

function send(method: 'GET' | 'POST' | 'PATCH', payload?: object, token = logins.tokens.admin) {
  return t.app.inject({
    method,
    url: '/api/admin/stripe-config',
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
}

function expectNoSecretIn(body: string) {
  for (const secret of SECRETS) expect(body).not.toContain(secret);
}

async function storedRow() {
  const [row] = await t.database.db.select().from(cardPaymentSettings);
  return row;
}

describe('/api/admin/stripe-config', () => {
  it('answers null before the first save: manual payments only', async () => {
    const response = await send('GET');
    expect(response.statusCode).toBe(200);
    expect(ZStripeConfigResponse.parse(response.json()).config).toBeNull();
  });

  it('refuses PATCH before the first save', async () => {
    const response = await send('PATCH', { mode: 'test' });
    expect(response.statusCode).toBe(404);
  });

  it('checks a key of the wrong form before asking Stripe', async () => {
    const asked = fake.checkedKeys.length;
    const response = await send('POST', { test_secret_key: LIVE_SECRET });
    expect(response.statusCode).toBe(400);
    expect(ZErrorResponse.parse(response.json()).error).toBe(
      'The test secret key must start with sk_test_ or rk_test_',
    );
    expect(fake.checkedKeys.length).toBe(asked);
    expect(await storedRow()).toBeUndefined();
  });

  it('refuses a webhook endpoint that is not https', async () => {
    const response = await send('POST', { webhook_endpoint_url: 'http://example.com/hook' });
    expect(response.statusCode).toBe(400);
    expect(ZErrorResponse.parse(response.json()).error).toBe(WEBHOOK_URL_MESSAGE);
  });

  it('will not turn card payments on without the mode’s publishable and secret keys', async () => {
    const response = await send('POST', {
      is_active: true,
      mode: 'test',
      test_publishable_key: TEST_PUBLISHABLE,
    });
    expect(response.statusCode).toBe(400);
    expect(ZErrorResponse.parse(response.json()).error).toBe(
      'Add the test publishable key and secret key before turning card payments on',
    );
    expect(await storedRow()).toBeUndefined();
  });

  it('saves test keys checked by Stripe, keeps the secrets sealed and never answers them', async () => {
    const response = await send('POST', {
      is_active: true,
      mode: 'test',
      test_publishable_key: TEST_PUBLISHABLE,
      test_secret_key: TEST_SECRET,
      test_webhook_secret: WEBHOOK_SECRET,
      webhook_endpoint_url: 'https://shop.example.com/api/stripe/webhook',
    });
    expect(response.statusCode).toBe(200);
    expectNoSecretIn(response.body);
    expect(fake.checkedKeys).toContain(TEST_SECRET);
    const { config } = ZSaveStripeConfigResponse.parse(response.json());
    expect(config).toMatchObject({
      is_active: true,
      mode: 'test',
      test_publishable_key: TEST_PUBLISHABLE,
      test_secret_key: '',
      test_secret_key_set: true,
      test_webhook_secret_set: true,
      live_secret_key_set: false,
      webhook_endpoint_url: 'https://shop.example.com/api/stripe/webhook',
    });

    const row = await storedRow();
    expect(row?.testSecretKeyCiphertext).toMatch(/^v1\./);
    expectNoSecretIn(JSON.stringify(row));
    expect(t.ctx.secretBox.open(row?.testSecretKeyCiphertext ?? '', 'stripe:test_secret_key:platform')).toBe(
      TEST_SECRET,
    );
    expect(() =>
      t.ctx.secretBox.open(row?.testSecretKeyCiphertext ?? '', 'stripe:live_secret_key:platform'),
    ).toThrow();

    const read = await send('GET');
    expectNoSecretIn(read.body);
    expect(ZStripeConfigResponse.parse(read.json()).config).toMatchObject({
      test_secret_key: '',
      test_webhook_secret: '',
      test_secret_key_set: true,
    });
  });

  it('refuses a second POST once a configuration exists', async () => {
    const response = await send('POST', { mode: 'test' });
    expect(response.statusCode).toBe(409);
  });

  it('keeps a saved secret when the form sends it blank', async () => {
    const before = await storedRow();
    const response = await send('PATCH', { test_secret_key: '', webhook_endpoint_url: '' });
    expect(response.statusCode).toBe(200);
    const after = await storedRow();
    expect(after?.testSecretKeyCiphertext).toBe(before?.testSecretKeyCiphertext);
    expect(after?.webhookEndpointUrl).toBeNull();
  });

  it('says so when Stripe refuses a key, and keeps the saved one', async () => {
    const before = await storedRow();
    const response = await send('PATCH', { test_secret_key: REFUSED_SECRET });
    expect(response.statusCode).toBe(400);
    expectNoSecretIn(response.body);
    expect(ZErrorResponse.parse(response.json()).error).toBe(
      'Stripe refused the test secret key. Please copy it again from the Stripe dashboard.',
    );
    expect((await storedRow())?.testSecretKeyCiphertext).toBe(before?.testSecretKeyCiphertext);
  });

  it('switches to live mode with checked live keys', async () => {
    const response = await send('PATCH', {
      mode: 'live',
      live_publishable_key: LIVE_PUBLISHABLE,
      live_secret_key: LIVE_SECRET,
    });
    expect(response.statusCode).toBe(200);
    expectNoSecretIn(response.body);
    expect(ZSaveStripeConfigResponse.parse(response.json()).config).toMatchObject({
      is_active: true,
      mode: 'live',
      live_secret_key_set: true,
      test_secret_key_set: true,
    });
  });

  it.each(SHOWROOM_PEOPLE)('refuses %s on every method', async (_who, login) => {
    const before = await storedRow();
    for (const method of ['GET', 'POST', 'PATCH'] as const) {
      const response = await send(
        method,
        method === 'GET' ? undefined : { is_active: false },
        logins.tokens[login],
      );
      expect(response.statusCode).toBe(403);
      expectNoSecretIn(response.body);
    }
    expect(await storedRow()).toEqual(before);
  });

  it('never writes a secret into the logs', () => {
    expect(logLines.length).toBeGreaterThan(0);
    expectNoSecretIn(logLines.join('\n'));
  });
});

describe('when Stripe cannot be reached', () => {
  it('says the key could not be checked and saves nothing', async () => {
    const gone = await startFakeStripe([]);
    await gone.close();
    const offline = await createTestApp({ env: { STRIPE_API_BASE_URL: gone.url } });
    try {
      const admin = (await seedMaterialLogins(offline)).tokens.admin;
      const response = await offline.app.inject({
        method: 'POST',
        url: '/api/admin/stripe-config',
        headers: bearer(admin),
        payload: { mode: 'test', test_secret_key: TEST_SECRET },
      });
      expect(response.statusCode).toBe(502);
      expect(ZErrorResponse.parse(response.json()).error).toBe(
        'Could not reach Stripe to check the test secret key. Please try again in a few minutes.',
      );
      expect(await offline.database.db.select().from(cardPaymentSettings)).toEqual([]);
    } finally {
      await offline.close();
    }
  });
});
