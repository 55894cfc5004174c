import {
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
  ZShareQuoteResponse,
  type TPublicQuote,
} from '@stonetool/contracts/quote-links';
import { ZLoadQuoteResponse, ZSaveQuoteResponse, type TQuoteDataInput } from '@stonetool/contracts/quotes';
import { ZQuoteListResponse } from '@stonetool/contracts/carts';
import { mailOutbox } from '@stonetool/db/schema/mail';
import { quoteLinks, quoteResponses } from '@stonetool/db/schema/quote-links';
import { quotes } from '@stonetool/db/schema/quotes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../testing/api-as';
import { createTestApp, type TestApp } from '../../testing/test-app';
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
 * seam), both Calacatta Nuvo: a $1,450 slab the business buys at $2,175 (its wholesale price),
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

beforeAll(async () => {
  t = await createTestApp();
  const callers = await seedQuoteCallers(t, { name: 'Granite Works', primaryColor: '#123456' });
  Object.assign(tokens, callers.tokens);
});

afterAll(async () => {
  await t.close();
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
    expect(pieces.filter((piece) => piece.seam).map((piece) => piece.seam?.of)).toEqual([2, 2]);
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
