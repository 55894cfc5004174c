import {
  DEPOSIT_ALREADY_PAID,
  DEPOSIT_NEEDS_ACCEPTANCE,
  DEPOSIT_NOT_ASKED,
  DEPOSIT_PERCENT_MESSAGE,
  QUOTE_SUPERSEDED_DEPOSIT,
  REVISION_NEEDS_ACCEPTED,
  REVISION_WITH_QUOTE_ID,
  QUOTE_ACCEPTED_LOCKED,
  QUOTE_ALREADY_ACCEPTED,
  QUOTE_CHANGED_SINCE_OPENED,
  QUOTE_LINK_EXPIRED,
  QUOTE_LINK_NOT_FOUND,
  QUOTE_LINK_REVOKED,
  TERMS_REQUIRED,
  ZAcceptQuoteResponse,
  ZPublicQuoteResponse,
  ZRequestQuoteChangesResponse,
  ZRevokeQuoteShareResponse,
  ZQuoteDepositSettingsResponse,
  ZShareQuoteResponse,
  ZStartQuoteDepositResponse,
  ZStripeWebhookResponse,
  type TPublicQuote,
} from '@stonetool/contracts/quote-links';
import { ZLoadQuoteResponse, ZSaveQuoteResponse, type TQuoteDataInput } from '@stonetool/contracts/quotes';
import { ZQuoteListResponse } from '@stonetool/contracts/carts';
import { mailOutbox } from '@stonetool/db/schema/mail';
import { cardPaymentSettings } from '@stonetool/db/schema/integrations';
import {
  quoteDeposits,
  quoteLinks,
  quoteResponses,
  stripeWebhookEvents,
} from '@stonetool/db/schema/quote-links';
import { quotes } from '@stonetool/db/schema/quotes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../testing/api-as';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { startFakeStripe, type FakeStripe } from '../../testing/fake-stripe';
import { secretContext } from '../card-payments/stripe-config-row';
import { STRIPE_SIGNATURE_MISMATCH, STRIPE_SIGNATURE_MISSING } from '../card-payments/receive-stripe-webhook';
import { PERIMETER, seedQuoteCallers } from '../quotes/quote-test-fixtures';

let t: TestApp;
const tokens = { ownerA: '', ownerB: '', showroom: '' };
type Who = keyof typeof tokens;
const as = (who: Who) => apiAs(t.app, tokens[who]);
const anonymous = () => apiAs(t.app, null);

/** An internal note on a line: the fabricator's alone, never shown to the client. */
const INTERNAL_NOTE = 'Client haggles: keep 12% margin';

/**
 * A 96 x 25.5 in perimeter and a 130 x 30 in island longer than the 126 x 63 slab (split at one
 * seam) with a sink near its left end, both Calacatta Nuvo: a $1,450 slab the business buys at $2,175 (its wholesale price),
 * mark-up 1.2, Fab Cost $40/ft².
 */
const kitchen: TQuoteDataInput = {
  name: 'Rivera kitchen',
  products: [
    { ...PERIMETER, note: INTERNAL_NOTE },
    {
      brand: 'Caesarstone',
      type: 'Quartz',
      color: 'Calacatta Nuvo',
      finish: 'Polished',
      thickness: '3cm',
      width: '130',
      depth: '30',
      quantity: '1',
      customName: 'Island',
      cutouts: [{ type: 'undermount_sink', width: 30, depth: 16, x: 10, y: 7 }],
    },
  ],
  settings: { breakageBuffer: 0, kerfWidth: 0, includeFabrication: true, includeInstallation: false },
};

const customer = { first_name: 'Maria', last_name: 'Rivera', email: 'maria.rivera@example.test' };

async function saveQuote(who: Who = 'ownerA', quoteId?: string) {
  const response = await as(who).post('/api/quotes/save', {
    customer_data: customer,
    quote_data: kitchen,
    ...(quoteId ? { quote_id: quoteId } : {}),
  });
  return response;
}

async function savedQuoteId(): Promise<string> {
  const response = await saveQuote();
  expect(response.statusCode).toBe(200);
  return ZSaveQuoteResponse.parse(response.json()).data.id;
}

async function share(quoteId: string, body: object = {}) {
  const response = await as('ownerA').post(`/api/quotes/${quoteId}/share`, body);
  expect(response.statusCode).toBe(200);
  return ZShareQuoteResponse.parse(response.json()).data;
}

async function sharedQuote() {
  const quoteId = await savedQuoteId();
  return { quoteId, ...(await share(quoteId)) };
}

const open = (token: string) => anonymous().get(`/api/public/quotes/${token}`);

async function view(token: string): Promise<TPublicQuote> {
  const response = await open(token);
  expect(response.statusCode).toBe(200);
  return ZPublicQuoteResponse.parse(response.json()).data;
}

const accept = (token: string, body: object, remoteAddress = '203.0.113.9') =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/quotes/${token}/accept`,
    payload: body,
    remoteAddress,
  });

const requestChanges = (token: string, note: string) =>
  anonymous().post(`/api/public/quotes/${token}/request-changes`, { note });

/** The outbox mail of that kind whose text contains `marker` (the test clock stamps every mail alike). */
async function mailWith(kind: string, marker: string) {
  const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind));
  return mails.find((mail) => mail.textBody.includes(marker));
}

/** Every key of a JSON value, at every depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}

/** The fake Stripe's keys: the platform's test secret key and the webhook endpoint's signing secret. */
const STRIPE_SECRET_KEY = 'sk_test_51DepositSecretKey0001';
const WEBHOOK_SECRET = 'whsec_DepositWebhookSecret0002';
let stripe: FakeStripe;

beforeAll(async () => {
  stripe = await startFakeStripe([STRIPE_SECRET_KEY]);
  t = await createTestApp({ env: { STRIPE_API_BASE_URL: stripe.url } });
  const callers = await seedQuoteCallers(t, { name: 'Granite Works', primaryColor: '#123456' });
  Object.assign(tokens, callers.tokens);
});

afterAll(async () => {
  await t.close();
  await stripe.close();
});

describe('POST /api/quotes/:id/share', () => {
  it('answers a link of 256 random bits that expires with the quote, storing only its hash', async () => {
    const quoteId = await savedQuoteId();
    const link = await share(quoteId);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.url).toBe(`http://localhost:3000/q/${link.token}`);
    expect(link.mail_id).toBeNull();
    const [quote] = await t.database.db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(link.expires_at).toBe(quote?.validUntil?.toISOString());
    const [row] = await t.database.db.select().from(quoteLinks).where(eq(quoteLinks.quoteId, quoteId));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(link.token);
  });

  it('e-mails the link with the quote PDF to the customer through the outbox', async () => {
    const quoteId = await savedQuoteId();
    const link = await share(quoteId, { email_client: true });
    const mail = await mailWith('expert_quote', link.url);
    expect(mail?.id).toBe(link.mail_id);
    expect(mail?.toAddresses).toEqual([customer.email]);
    expect(mail?.textBody).toContain(link.url);
    expect(mail?.attachments).toHaveLength(1);
    expect(mail?.attachments[0]?.contentType).toBe('application/pdf');
  });

  it("answers 404 for another business's quote, and 403 without Expert Mode", async () => {
    const quoteId = await savedQuoteId();
    const other = await as('ownerB').post(`/api/quotes/${quoteId}/share`, {});
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ error: 'Quote not found' });
    expect((await as('ownerB').delete(`/api/quotes/${quoteId}/share`)).statusCode).toBe(404);
    expect((await as('showroom').post(`/api/quotes/${quoteId}/share`, {})).statusCode).toBe(403);
    expect((await anonymous().post(`/api/quotes/${quoteId}/share`, {})).statusCode).toBe(401);
  });

  it('refuses to share a quote past its validity, asking to save it again', async () => {
    const quoteId = await savedQuoteId();
    await t.database.db
      .update(quotes)
      .set({ validUntil: new Date('2020-01-01') })
      .where(eq(quotes.id, quoteId));
    const response = await as('ownerA').post(`/api/quotes/${quoteId}/share`, {});
    expect(response.statusCode).toBe(409);
    expect(response.json<{ error: unknown }>().error).toMatch(/Save it again/);
  });
});

describe('GET /api/public/quotes/:token', () => {
  it('shows the business, its branding, the lines, totals, validity and the layouts with seams', async () => {
    const { token, expires_at } = await sharedQuote();
    const quote = await view(token);
    expect(quote.business).toMatchObject({
      name: 'Granite Works',
      email: 'a@example.test',
      primary_color: '#123456',
    });
    expect(quote.customer_name).toBe('Maria Rivera');
    expect(quote.valid_until).toBe(expires_at);
    expect(quote.review_state).toBe('open');
    expect(quote.lines.map((line) => [line.name, line.stone, line.quantity])).toEqual([
      ['Perimeter', 'Caesarstone Quartz Calacatta Nuvo', 1],
      ['Island', 'Caesarstone Quartz Calacatta Nuvo', 1],
    ]);
    expect(quote.lines[1]?.seam_notice).toContain('Piece 2 (130 × 30) has 1 seam');
    expect(quote.totals.total_price_cents).toBeGreaterThan(0);
    expect(quote.totals.total_price_cents).toBeCloseTo(
      quote.lines.reduce((sum, line) => sum + (line.price_cents ?? 0), 0),
      0,
    );
    const pieces = quote.layouts.flatMap((layout) => layout.slabs.flatMap((slab) => slab.pieces));
    const parts = pieces.filter((piece) => piece.seam);
    expect(parts.map((piece) => piece.seam?.of)).toEqual([2, 2]);
    // Each part draws the 30 in seam where it meets the other; the sink lies on the island's first part.
    for (const part of parts) {
      const [[x1, y1, x2, y2] = [0, 0, 0, 0], ...more] = part.seam!.lines;
      expect(more).toEqual([]);
      expect(Math.abs(x2 - x1) + Math.abs(y2 - y1)).toBe(30);
    }
    expect(parts.map((part) => part.cutouts?.map((cutout) => cutout.name) ?? [])).toEqual(
      parts.map((part) => (part.seam?.part === 0 ? ['Undermount sink 1'] : [])),
    );
    expect(quote.version_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('never answers a cost, margin, supplier price or internal note', async () => {
    const { token } = await sharedQuote();
    const response = await open(token);
    const body: unknown = response.json();
    const keys = keysOf(body);
    for (const key of keys)
      expect(key).not.toMatch(/cost|margin|mark_?up|wholesale|supplier|raw|note$|notes/i);
    const text = response.body;
    // The slab's catalogue cost ($1,450), what the business pays ($2,175), its raw cost and mark-up.
    for (const secret of [INTERNAL_NOTE, '1450', '2175', '1.2,', 'markUp', 'slabCost']) {
      expect(text).not.toContain(secret);
    }
  });

  it('answers 404 for an unknown link and 410 for a revoked or expired one, saying what to do', async () => {
    const unknown = await open('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: QUOTE_LINK_NOT_FOUND });

    const revoked = await sharedQuote();
    const revoke = await as('ownerA').delete(`/api/quotes/${revoked.quoteId}/share`);
    expect(ZRevokeQuoteShareResponse.parse(revoke.json()).data.revoked).toBe(1);
    const gone = await open(revoked.token);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({ error: QUOTE_LINK_REVOKED });
    expect(
      (await accept(revoked.token, { signature_name: 'Maria Rivera', accept_terms: true })).statusCode,
    ).toBe(410);

    const expired = await sharedQuote();
    await t.database.db
      .update(quotes)
      .set({ validUntil: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(quotes.id, expired.quoteId));
    const lapsed = await open(expired.token);
    expect(lapsed.statusCode).toBe(410);
    expect(lapsed.json()).toMatchObject({ error: QUOTE_LINK_EXPIRED });
    expect((await requestChanges(expired.token, 'Cheaper please')).statusCode).toBe(410);
  });
});

describe('POST /api/public/quotes/:token/accept', () => {
  it('stores the typed signature, time, address and the hash of the version shown, and tells the fabricator', async () => {
    const { quoteId, token } = await sharedQuote();
    const shown = await view(token);
    const response = await accept(token, {
      signature_name: '  Maria Rivera ',
      accept_terms: true,
      version_hash: shown.version_hash,
    });
    expect(response.statusCode).toBe(200);
    const accepted = ZAcceptQuoteResponse.parse(response.json()).data;
    expect(accepted).toMatchObject({ review_state: 'accepted', signature_name: 'Maria Rivera' });
    expect(accepted.version_hash).toBe(shown.version_hash);

    const [row] = await t.database.db
      .select()
      .from(quoteResponses)
      .where(eq(quoteResponses.quoteId, quoteId));
    expect(row).toMatchObject({
      kind: 'accepted',
      signatureName: 'Maria Rivera',
      ipAddress: '203.0.113.9',
      quoteVersionHash: shown.version_hash,
    });
    expect(row?.createdAt.toISOString()).toBe(accepted.accepted_at);

    const mail = await mailWith('quote_accepted', `#${shown.quote_number}`);
    expect(mail?.toAddresses).toEqual(['a@example.test']);
    expect(mail?.subject).toContain('accepted by Maria Rivera');

    const after = await view(token);
    expect(after.review_state).toBe('accepted');
    expect(after.accepted).toEqual({ signature_name: 'Maria Rivera', accepted_at: accepted.accepted_at });

    const loaded = ZLoadQuoteResponse.parse((await as('ownerA').get(`/api/quotes/${quoteId}`)).json()).data;
    expect(loaded.review_state).toBe('accepted');
    const listed = ZQuoteListResponse.parse(
      (await as('ownerA').get('/api/quotes/recent?limit=50')).json(),
    ).data;
    expect(listed.find((quote) => quote.id === quoteId)?.review_state).toBe('accepted');
  });

  it('answers 409 to a second accept and to changes asked after it', async () => {
    const { token } = await sharedQuote();
    expect((await accept(token, { signature_name: 'Maria Rivera', accept_terms: true })).statusCode).toBe(
      200,
    );
    const again = await accept(token, { signature_name: 'Maria Rivera', accept_terms: true });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: QUOTE_ALREADY_ACCEPTED });
    expect((await requestChanges(token, 'One more thing')).statusCode).toBe(409);
  });

  it('locks the accepted quote: saving over it answers 409 asking for a revision', async () => {
    const { quoteId, token } = await sharedQuote();
    await accept(token, { signature_name: 'Maria Rivera', accept_terms: true });
    const save = await saveQuote('ownerA', quoteId);
    expect(save.statusCode).toBe(409);
    expect(save.json()).toMatchObject({ error: QUOTE_ACCEPTED_LOCKED });
    const results = await as('ownerA').post('/api/quotes/update-results', {
      quote_id: quoteId,
      results_data: { totals: { totalPrice: 1, totalSlabs: 1 } },
    });
    expect(results.statusCode).toBe(409);
  });

  it('refuses an accept of a version the client did not see', async () => {
    const { quoteId, token } = await sharedQuote();
    const shown = await view(token);
    expect((await saveQuote('ownerA', quoteId)).statusCode).toBe(200);
    await t.database.db
      .update(quotes)
      .set({ cartName: 'Rivera kitchen, revised' })
      .where(eq(quotes.id, quoteId));
    const response = await accept(token, {
      signature_name: 'Maria Rivera',
      accept_terms: true,
      version_hash: shown.version_hash,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: QUOTE_CHANGED_SINCE_OPENED });
  });

  it('needs a typed name and the terms ticked', async () => {
    const { token } = await sharedQuote();
    const unticked = await accept(token, { signature_name: 'Maria Rivera', accept_terms: false });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json<{ error: unknown }>().error).toContain(TERMS_REQUIRED);
    expect((await accept(token, { signature_name: ' ', accept_terms: true })).statusCode).toBe(400);
  });
});

describe('POST /api/public/quotes/:token/request-changes', () => {
  it('stores the note, e-mails it to the fabricator, and a new save opens the quote again', async () => {
    const { quoteId, token } = await sharedQuote();
    const response = await requestChanges(token, 'Could the island be 120 in long?');
    expect(response.statusCode).toBe(200);
    expect(ZRequestQuoteChangesResponse.parse(response.json()).data.review_state).toBe('changes_requested');
    const mail = await mailWith('quote_changes_requested', 'Could the island be 120 in long?');
    expect(mail?.toAddresses).toEqual(['a@example.test']);
    expect((await view(token)).review_state).toBe('changes_requested');
    const loaded = ZLoadQuoteResponse.parse((await as('ownerA').get(`/api/quotes/${quoteId}`)).json()).data;
    expect(loaded.review_state).toBe('changes_requested');

    expect((await saveQuote('ownerA', quoteId)).statusCode).toBe(200);
    expect((await view(token)).review_state).toBe('open');
  });

  it('needs a note', async () => {
    const { token } = await sharedQuote();
    expect((await requestChanges(token, '  ')).statusCode).toBe(400);
  });
});

async function saveRevision(who: Who, revisionOf: string, extra: object = {}) {
  return as(who).post('/api/quotes/save', {
    customer_data: customer,
    quote_data: { ...kitchen, name: 'Rivera kitchen, revised' },
    revision_of: revisionOf,
    ...extra,
  });
}

describe('Save as revision', () => {
  it('makes a new quote number linked to the accepted one, whose link then says it was superseded', async () => {
    const { quoteId, token } = await sharedQuote();
    await accept(token, { signature_name: 'Maria Rivera', accept_terms: true });
    const before = await view(token);
    const [signed] = await t.database.db.select().from(quotes).where(eq(quotes.id, quoteId));

    const response = await saveRevision('ownerA', quoteId);
    expect(response.statusCode).toBe(200);
    const revision = ZSaveQuoteResponse.parse(response.json()).data;
    expect(revision.id).not.toBe(quoteId);
    expect(revision.quote_number).not.toBe(before.quote_number);
    expect(revision).toMatchObject({ revision_of: quoteId, review_state: 'open' });

    const [kept] = await t.database.db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(kept).toEqual(signed);
    const loaded = ZLoadQuoteResponse.parse(
      (await as('ownerA').get(`/api/quotes/${revision.id}`)).json(),
    ).data;
    expect(loaded).toMatchObject({ name: 'Rivera kitchen, revised', revision_of: quoteId });

    const old = await open(token);
    expect(old.statusCode).toBe(200);
    const superseded = ZPublicQuoteResponse.parse(old.json()).data;
    expect(superseded.superseded).toEqual({
      quote_number: revision.quote_number,
      superseded_at: t.clock.now().toISOString(),
    });
    expect(superseded.review_state).toBe('accepted');
    expect(superseded.version_hash).toBe(before.version_hash);
    // Nothing internal: not the revision's id, nor any address of the API or the app.
    expect(old.body).not.toContain(revision.id);
    expect(old.body).not.toMatch(/\/api\/|\/q\//);
  });

  it('refuses a revision of an open quote (409), beside quote_id (400), and of another business’s quote (404)', async () => {
    const { quoteId, token } = await sharedQuote();
    const open409 = await saveRevision('ownerA', quoteId);
    expect(open409.statusCode).toBe(409);
    expect(open409.json()).toMatchObject({ error: REVISION_NEEDS_ACCEPTED });

    await accept(token, { signature_name: 'Maria Rivera', accept_terms: true });
    const both = await saveRevision('ownerA', quoteId, { quote_id: quoteId });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({ error: REVISION_WITH_QUOTE_ID });

    const other = await saveRevision('ownerB', quoteId);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ error: 'Quote not found' });
    const malformed = await saveRevision('ownerA', 'not-a-quote');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ error: string }>().error).toContain('revision_of');
    expect((await view(token)).superseded).toBeNull();
  });
});

const deposit = (token: string) => anonymous().post(`/api/public/quotes/${token}/deposit`);

const webhook = (payload: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    payload,
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
  });

async function depositRow(quoteId: string) {
  const [row] = await t.database.db.select().from(quoteDeposits).where(eq(quoteDeposits.quoteId, quoteId));
  return row;
}

/** A shared quote accepted by the client, with the Checkout Session opened for its deposit. */
async function acceptedWithCheckout() {
  const shared = await sharedQuote();
  expect(
    (await accept(shared.token, { signature_name: 'Maria Rivera', accept_terms: true })).statusCode,
  ).toBe(200);
  const opened = await deposit(shared.token);
  expect(opened.statusCode).toBe(200);
  const { checkout_url } = ZStartQuoteDepositResponse.parse(opened.json()).data;
  const session = stripe.checkoutSessions.find((candidate) => candidate.url === checkout_url);
  if (!session) throw new Error('the fake made no session for this checkout URL');
  return { ...shared, session };
}

describe('the card deposit while card payments are off', () => {
  it('asks none: the page offers no deposit and the deposit call answers 409', async () => {
    const { token, quoteId } = await sharedQuote();
    expect((await view(token)).deposit).toBeNull();
    const accepted = await accept(token, { signature_name: 'Maria Rivera', accept_terms: true });
    expect(ZAcceptQuoteResponse.parse(accepted.json()).data.deposit).toBeNull();
    const refused = await deposit(token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: DEPOSIT_NOT_ASKED });
    expect(await depositRow(quoteId)).toBeUndefined();
  });
});

describe('the card deposit with card payments on', () => {
  beforeAll(async () => {
    await t.database.db.insert(cardPaymentSettings).values({
      isActive: true,
      mode: 'test',
      testPublishableKey: 'pk_test_51DepositPublishableKey',
      testSecretKeyCiphertext: t.ctx.secretBox.seal(STRIPE_SECRET_KEY, secretContext('test_secret_key')),
      testWebhookSecretCiphertext: t.ctx.secretBox.seal(WEBHOOK_SECRET, secretContext('test_webhook_secret')),
    });
  });

  it('offers half the total by default, fixes it on accepting, and opens a Stripe Checkout Session for it', async () => {
    const { token, quoteId } = await sharedQuote();
    const shown = await view(token);
    const half = Math.round(shown.totals.total_price_cents / 2);
    expect(shown.deposit).toEqual({ percent: 50, amount_cents: half, status: 'due', paid_at: null });
    const early = await deposit(token);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: DEPOSIT_NEEDS_ACCEPTANCE });

    const accepted = await accept(token, { signature_name: 'Maria Rivera', accept_terms: true });
    expect(ZAcceptQuoteResponse.parse(accepted.json()).data.deposit).toEqual(shown.deposit);
    expect((await mailWith('quote_accepted', `#${shown.quote_number}`))?.textBody).toContain(
      'offered a card deposit',
    );

    const opened = await deposit(token);
    expect(opened.statusCode).toBe(200);
    const started = ZStartQuoteDepositResponse.parse(opened.json()).data;
    expect(started.amount_cents).toBe(half);
    const session = stripe.checkoutSessions.at(-1);
    expect(started.checkout_url).toBe(session?.url);
    const row = await depositRow(quoteId);
    expect(session).toMatchObject({
      amount_total: half,
      currency: 'usd',
      client_reference_id: row?.id,
      customer_email: customer.email,
      metadata: { quote_id: quoteId },
      success_url: `http://localhost:3000/q/${token}?deposit=paid`,
      line_name: `Deposit on quote ${shown.quote_number}`,
    });
    expect(row).toMatchObject({
      status: 'due',
      percent: 50,
      amountCents: half,
      checkoutSessionId: session?.id,
    });
  });

  it('a signed paid event marks the deposit paid, e-mails both sides, and Load Quote shows it paid', async () => {
    const { token, quoteId, session } = await acceptedWithCheckout();
    const event = stripe.paidEvent(session.id, WEBHOOK_SECRET);
    const response = await webhook(event.payload, event.signature);
    expect(response.statusCode).toBe(200);
    expect(ZStripeWebhookResponse.parse(response.json())).toEqual({
      received: true,
      event_id: event.eventId,
      outcome: 'deposit_paid',
      duplicate: false,
    });

    const shown = await view(token);
    expect(shown.deposit).toMatchObject({ status: 'paid', paid_at: t.clock.now().toISOString() });
    const business = await mailWith('quote_deposit_paid', `#${shown.quote_number}`);
    expect(business?.toAddresses).toEqual(['a@example.test']);
    expect(business?.replyTo).toBe(customer.email);
    const receipt = await mailWith('quote_deposit_receipt', `#${shown.quote_number}`);
    expect(receipt?.toAddresses).toEqual([customer.email]);
    expect(receipt?.textBody).toContain('Granite Works received your deposit');

    const listed = ZQuoteListResponse.parse(
      (await as('ownerA').get('/api/quotes/recent?limit=50')).json(),
    ).data;
    expect(listed.find((quote) => quote.id === quoteId)).toMatchObject({
      review_state: 'accepted',
      deposit_status: 'paid',
    });
    const [stored] = await t.database.db
      .select()
      .from(stripeWebhookEvents)
      .where(eq(stripeWebhookEvents.eventId, event.eventId));
    expect(stored).toMatchObject({ type: 'checkout.session.completed', outcome: 'deposit_paid' });

    const again = await deposit(token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: DEPOSIT_ALREADY_PAID });
  });

  it('a replayed event changes nothing and mails no one again', async () => {
    const { quoteId, session } = await acceptedWithCheckout();
    const event = stripe.paidEvent(session.id, WEBHOOK_SECRET);
    expect((await webhook(event.payload, event.signature)).statusCode).toBe(200);
    const paid = await depositRow(quoteId);
    const mailsBefore = await t.database.db.select().from(mailOutbox);

    const replay = await webhook(event.payload, event.signature);
    expect(replay.statusCode).toBe(200);
    expect(ZStripeWebhookResponse.parse(replay.json())).toMatchObject({
      outcome: 'deposit_paid',
      duplicate: true,
    });
    // Stripe reporting the same payment again under a new event id pays nothing twice either.
    const second = stripe.paidEvent(session.id, WEBHOOK_SECRET);
    const secondAnswer = ZStripeWebhookResponse.parse(
      (await webhook(second.payload, second.signature)).json(),
    );
    expect(secondAnswer).toMatchObject({
      outcome: 'ignored: the deposit was already paid',
      duplicate: false,
    });

    expect(await depositRow(quoteId)).toEqual(paid);
    expect(await t.database.db.select().from(mailOutbox)).toHaveLength(mailsBefore.length);
  });

  it('a forged, altered or unsigned event is refused with 400 and changes nothing', async () => {
    const { quoteId, session } = await acceptedWithCheckout();
    const forged = stripe.paidEvent(session.id, 'whsec_NotTheSavedSecret');
    const refused = await webhook(forged.payload, forged.signature);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: STRIPE_SIGNATURE_MISMATCH });

    const genuine = stripe.paidEvent(session.id, WEBHOOK_SECRET);
    const altered = genuine.payload.replace(`"amount_total":${session.amount_total}`, '"amount_total":1');
    expect(altered).not.toBe(genuine.payload);
    expect((await webhook(altered, genuine.signature)).statusCode).toBe(400);

    const unsigned = await webhook(genuine.payload);
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toMatchObject({ error: STRIPE_SIGNATURE_MISSING });

    expect((await depositRow(quoteId))?.status).toBe('due');
    const events = await t.database.db
      .select()
      .from(stripeWebhookEvents)
      .where(eq(stripeWebhookEvents.eventId, forged.eventId));
    expect(events).toEqual([]);
  });

  it("another business's quote answers 404, and its deposit setting is its own", async () => {
    const { quoteId } = await acceptedWithCheckout();
    const other = await as('ownerB').get(`/api/quotes/${quoteId}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ error: 'Quote not found' });
    const listedByB = ZQuoteListResponse.parse(
      (await as('ownerB').get('/api/quotes/recent?limit=50')).json(),
    ).data;
    expect(listedByB.map((quote) => quote.id)).not.toContain(quoteId);

    const setByB = await as('ownerB').put('/api/quotes/deposit-settings', { deposit_percent: 30 });
    expect(ZQuoteDepositSettingsResponse.parse(setByB.json()).data.deposit_percent).toBe(30);
    const readByA = ZQuoteDepositSettingsResponse.parse(
      (await as('ownerA').get('/api/quotes/deposit-settings')).json(),
    );
    expect(readByA.data).toEqual({ deposit_percent: 50, card_payments_active: true });
    expect((await as('showroom').get('/api/quotes/deposit-settings')).statusCode).toBe(403);
    expect((await anonymous().get('/api/quotes/deposit-settings')).statusCode).toBe(401);
  });

  it('the owner sets the percent; a refused percent names the field and why', async () => {
    for (const bad of [101, -1, 12.5, '40']) {
      const refused = await as('ownerA').put('/api/quotes/deposit-settings', { deposit_percent: bad });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ error: string }>().error).toContain(DEPOSIT_PERCENT_MESSAGE);
    }
    const extra = await as('ownerA').put('/api/quotes/deposit-settings', {
      deposit_percent: 25,
      percent: 25,
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json<{ error: string }>().error).toContain('Unrecognized key: "percent" is not accepted');

    const set = await as('ownerA').put('/api/quotes/deposit-settings', { deposit_percent: 25 });
    expect(ZQuoteDepositSettingsResponse.parse(set.json()).data.deposit_percent).toBe(25);
    const { token } = await sharedQuote();
    const shown = await view(token);
    expect(shown.deposit).toMatchObject({
      percent: 25,
      amount_cents: Math.round(shown.totals.total_price_cents / 4),
    });

    expect((await as('ownerA').put('/api/quotes/deposit-settings', { deposit_percent: 0 })).statusCode).toBe(
      200,
    );
    const { token: none } = await sharedQuote();
    expect((await view(none)).deposit).toBeNull();
    await as('ownerA').put('/api/quotes/deposit-settings', { deposit_percent: 50 });
  });

  it('a superseded quote’s unpaid deposit is not asked any more', async () => {
    const { quoteId, token } = await acceptedWithCheckout();
    expect((await saveRevision('ownerA', quoteId)).statusCode).toBe(200);
    const refused = await deposit(token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: QUOTE_SUPERSEDED_DEPOSIT });
  });
});
