import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ZErrorResponse } from '@stonetool/contracts/common';
import {
  QUOTE_CHANGED_SINCE_OPENED,
  ZPublicQuoteResponse,
  ZShareQuoteResponse,
} from '@stonetool/contracts/quote-links';
import {
  ZCreateRemnantResponse,
  ZListRemnantsResponse,
  ZRemnantRateResponse,
} from '@stonetool/contracts/remnants';
import { ZSaveQuoteResponse, type TQuoteDataInput, type TQuoteSummary } from '@stonetool/contracts/quotes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../testing/api-as';
import { seedFabricatorCallers } from '../../testing/fabricator-business';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { seedCalacattaNuvo } from '../quotes/quote-test-fixtures';
import { calacattaVanity } from './remnant-test-fixtures';

const run = promisify(execFile);

let t: TestApp;
let workDir: string;
const tokens = { owner: '', member: '', other: '' };
const api = (who: keyof typeof tokens) => apiAs(t.app, tokens[who]);

/** A 3cm Calacatta Nuvo offcut on rack B, no finish named (any finish of the stone may use it). */
const offcut = {
  brand: 'Caesarstone',
  type: 'Quartz',
  color: 'Calacatta Nuvo',
  thickness: '3cm',
  width: 52.25,
  height: 30,
  location: 'Rack B',
};

/** A 40 x 25.5 in vanity top of that stone, remnants first. */
const vanityQuote = (useRemnantsFirst: boolean | undefined): TQuoteDataInput =>
  calacattaVanity({ breakageBuffer: 0, ...(useRemnantsFirst === undefined ? {} : { useRemnantsFirst }) });
const customer = { first_name: 'Ines', last_name: 'Moreau', email: 'ines.moreau@example.test' };

const save = async (quoteData: TQuoteDataInput) => {
  const response = await api('owner').post('/api/quotes/save', {
    customer_data: customer,
    quote_data: quoteData,
  });
  expect(response.statusCode).toBe(200);
  return ZSaveQuoteResponse.parse(response.json()).data;
};

const share = async (id: string) => {
  const response = await api('owner').post(`/api/quotes/${id}/share`, {});
  expect(response.statusCode).toBe(200);
  return ZShareQuoteResponse.parse(response.json()).data.token;
};
const open = async (token: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/public/quotes/${token}` });
  expect(response.statusCode).toBe(200);
  return ZPublicQuoteResponse.parse(response.json()).data;
};

async function pdfText(bytes: Buffer): Promise<string> {
  const path = join(workDir, 'remnants.pdf');
  await writeFile(path, bytes);
  const { stdout } = await run('pdftotext', ['-layout', path, '-']);
  return stdout;
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'stonetool-remnants-first-'));
  t = await createTestApp();
  const fabricators = await seedFabricatorCallers(t, {
    domain: 'rack.test',
    name: 'Rack Fabricator',
    otherName: 'Other Shop',
  });
  Object.assign(tokens, fabricators.tokens);
  await seedCalacattaNuvo(t.database.db);
});

afterAll(async () => {
  await t.close();
  await rm(workDir, { recursive: true, force: true });
});

describe('a quote with Use remnants first', () => {
  it('never counts on another business’s remnant, then places the vanity on its own and prints which', async () => {
    const theirs = await api('other').post('/api/remnants', offcut);
    expect(theirs.statusCode).toBe(200);
    // Only another business keeps a matching remnant: the vanity needs a new slab.
    expect((await save(vanityQuote(true))).total_slabs).toBe(1);

    const created = await api('owner').post('/api/remnants', offcut);
    expect(created.statusCode).toBe(200);
    const remnant = ZCreateRemnantResponse.parse(created.json()).data;

    const onRemnant = await save(vanityQuote(true));
    expect(onRemnant.total_slabs).toBe(0);
    const loaded = await api('owner').get(`/api/quotes/${onRemnant.id}`);
    expect(loaded.statusCode).toBe(200);
    expect(JSON.stringify(loaded.json())).toContain('"useRemnantsFirst":true');

    const pdf = await api('owner').post('/api/quotes/pdf', {
      customer_data: customer,
      quote_data: vanityQuote(true),
    });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(
      `Remnant ${remnant.id.slice(0, 8)} (Rack B), Caesarstone Calacatta Nuvo 3cm (30" x 52.25"): pieces 1 (Vanity)`,
    );
    // The vanity's own lines say where it is cut from, by the remnant's id and rack.
    expect(text.replace(/\s+/g, ' ')).toContain(
      `Remnants Cut from a remnant (stone left over from an earlier job), priced at the remnant rate: Remnant ${remnant.id.slice(0, 8)} (Rack B), 52.25" x 30".`,
    );
    expect(text).toMatch(/Total Slabs Needed\s+0\n/);
  });

  it('tells the client which piece is cut from which remnant, never where it is racked nor its rate', async () => {
    const [remnant] = ZListRemnantsResponse.parse((await api('owner').get('/api/remnants')).json()).data;
    const quote = await save(vanityQuote(true));
    const seen = await open(await share(quote.id));
    const name = `Remnant ${remnant!.id.slice(0, 8)}`;
    expect(seen.lines[0]!.remnant_notice).toBe(
      `Cut from a remnant (stone left over from an earlier job), priced at the remnant rate: ${name}, 52.25" x 30".`,
    );
    expect(seen.lines[0]!.slabs).toBe(0);
    expect(seen.layouts).toEqual([]);
    expect(seen.remnants).toEqual([
      {
        name,
        stone: 'Caesarstone Calacatta Nuvo 3cm',
        width: 52.25,
        height: 30,
        // 40 x 25.5 of 52.25 x 30.
        efficiency: 65.1,
        pieces: [expect.objectContaining({ productIndex: 0, pieceIndex: 0, width: 40, depth: 25.5 })],
      },
    ]);
    const body = JSON.stringify(seen);
    expect(body).not.toContain('Rack B');
    expect(body).not.toContain(remnant!.id);
    expect(body).not.toMatch(/rate_cents|rateCents|materialCost/);

    // Without the setting the quote's page names no remnant.
    const onSlab = await open(await share((await save(vanityQuote(false))).id));
    expect(onSlab.lines[0]!.remnant_notice).toBeNull();
    expect(onSlab.remnants).toEqual([]);
  });

  it('leaves a quote saved without the setting, or with it off, on new slabs', async () => {
    expect((await save(vanityQuote(undefined))).total_slabs).toBe(1);
    expect((await save(vanityQuote(false))).total_slabs).toBe(1);
  });
});

describe('GET and PUT /api/remnants/rate', () => {
  const rateOf = async (who: keyof typeof tokens) => {
    const response = await api(who).get('/api/remnants/rate');
    expect(response.statusCode).toBe(200);
    return ZRemnantRateResponse.parse(response.json()).data;
  };
  const refusal = async (body: object) => {
    const response = await api('owner').put('/api/remnants/rate', body);
    expect(response.statusCode).toBe(400);
    return ZErrorResponse.parse(response.json()).error;
  };

  it('is 0 until the owner sets it; a team member may not; the quote then prices remnant material at it', async () => {
    expect(await rateOf('member')).toEqual({ rate_cents_per_sqft: 0, is_default: true });
    const atZero = await save(vanityQuote(true));
    expect(atZero.total_slabs).toBe(0);

    const byMember = await api('member').put('/api/remnants/rate', { rate_cents_per_sqft: 1000 });
    expect(byMember.statusCode).toBe(403);
    expect(await refusal({ rate_cents_per_sqft: -1 })).toContain('Remnant rate cannot be negative');
    expect(await refusal({ rate_cents_per_sqft: 10.5 })).toContain('Remnant rate is whole cents');
    expect(await refusal({ rate_cents_per_sqft: 50_001 })).toContain(
      'Remnant rate is at most $500.00 per sq ft',
    );

    const saved = await api('owner').put('/api/remnants/rate', { rate_cents_per_sqft: 1000 });
    expect(ZRemnantRateResponse.parse(saved.json()).data).toEqual({
      rate_cents_per_sqft: 1000,
      is_default: false,
    });
    expect(await rateOf('member')).toEqual({ rate_cents_per_sqft: 1000, is_default: false });
    // Another business keeps its own rate.
    expect(await rateOf('other')).toEqual({ rate_cents_per_sqft: 0, is_default: true });

    // 40 x 25.5 in is 7.083 sq ft: $70.83 at $10.00 per sq ft, never marked up.
    const atRate = await save(vanityQuote(true));
    expect(atRate.total_slabs).toBe(0);
    expect(Math.round((atRate.total_price - atZero.total_price) * 100)).toBe(7083);
  });
});

describe('a remnant an accepted quote reserved', () => {
  const accept = (token: string, versionHash?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/quotes/${token}/accept`,
      payload: {
        signature_name: 'Ines Moreau',
        accept_terms: true,
        ...(versionHash ? { version_hash: versionHash } : {}),
      },
      remoteAddress: '203.0.113.9',
    });
  const list = async (who: keyof typeof tokens) =>
    ZListRemnantsResponse.parse((await api(who).get('/api/remnants')).json()).data;

  let first: TQuoteSummary;
  let remnantId: string;

  it('is named in the list as the quote’s, and held from every other quote, which goes on a new slab', async () => {
    const [remnant] = await list('owner');
    remnantId = remnant!.id;
    expect(remnant!.reserved_for).toBeNull();
    first = await save(vanityQuote(true));
    expect(first.total_slabs).toBe(0);
    // A second quote shared and opened while the remnant is still free counts on it.
    const second = await save(vanityQuote(true));
    const secondToken = await share(second.id);
    const seen = await open(secondToken);
    expect(seen.totals.total_slabs).toBe(0);

    expect((await accept(await share(first.id))).statusCode).toBe(200);
    expect((await list('owner')).find((r) => r.id === remnantId)!.reserved_for).toEqual({
      quote_id: first.id,
      quote_number: first.quote_number,
    });
    // Another business never sees it.
    expect(await list('other')).toHaveLength(1);
    expect((await list('other')).map((r) => r.id)).not.toContain(remnantId);

    // A quote saved now is laid out on a new slab.
    expect((await save(vanityQuote(true))).total_slabs).toBe(1);
    // The quote opened before is refused as changed: its client never signs a layout they did not see.
    const refused = await accept(secondToken, seen.version_hash);
    expect(refused.statusCode).toBe(409);
    expect(ZErrorResponse.parse(refused.json()).error).toBe(QUOTE_CHANGED_SINCE_OPENED);
    const again = await open(secondToken);
    expect(again.totals.total_slabs).toBe(1);
    expect((await accept(secondToken, again.version_hash)).statusCode).toBe(200);
    expect((await list('owner')).find((r) => r.id === remnantId)!.reserved_for!.quote_id).toBe(first.id);
    // The accepted quote itself still counts on it.
    expect((await open(await share(first.id))).totals.total_slabs).toBe(0);
  });

  it('is offered to a revision of that quote, which takes the reservation over once accepted', async () => {
    const response = await api('owner').post('/api/quotes/save', {
      customer_data: customer,
      quote_data: vanityQuote(true),
      revision_of: first.id,
    });
    expect(response.statusCode).toBe(200);
    const revision = ZSaveQuoteResponse.parse(response.json()).data;
    expect(revision.total_slabs).toBe(0);
    expect((await accept(await share(revision.id))).statusCode).toBe(200);
    expect((await list('owner')).find((r) => r.id === remnantId)!.reserved_for).toEqual({
      quote_id: revision.id,
      quote_number: revision.quote_number,
    });
  });

  it('is deleted only once the fabricator confirms, naming the quote; never by another business', async () => {
    const [reserved] = (await list('owner')).filter((r) => r.id === remnantId);
    const refused = await api('member').delete(`/api/remnants/${remnantId}`);
    expect(refused.statusCode).toBe(409);
    expect(ZErrorResponse.parse(refused.json()).error).toBe(
      `Remnant ${remnantId.slice(0, 8)} (Rack B) is reserved for quote ${reserved!.reserved_for!.quote_number}, which its client accepted: confirm to delete it anyway and release the reservation (release_reservation=true).`,
    );
    const bad = await api('owner').delete(`/api/remnants/${remnantId}?release_reservation=yes`);
    expect(bad.statusCode).toBe(400);
    const theirs = await api('other').delete(`/api/remnants/${remnantId}?release_reservation=true`);
    expect(theirs.statusCode).toBe(404);
    expect((await list('owner')).map((r) => r.id)).toContain(remnantId);

    const deleted = await api('member').delete(`/api/remnants/${remnantId}?release_reservation=true`);
    expect(deleted.statusCode).toBe(200);
    expect((await list('owner')).map((r) => r.id)).not.toContain(remnantId);
  });

  it('is freed once a revision that counts on no remnant is accepted: the job no longer needs it', async () => {
    const created = await api('owner').post('/api/remnants', { ...offcut, location: 'Rack C' });
    const remnant = ZCreateRemnantResponse.parse(created.json()).data;
    const held = await save(vanityQuote(true));
    expect(held.total_slabs).toBe(0);
    expect((await accept(await share(held.id))).statusCode).toBe(200);
    expect((await list('owner')).find((r) => r.id === remnant.id)!.reserved_for!.quote_id).toBe(held.id);

    const response = await api('owner').post('/api/quotes/save', {
      customer_data: customer,
      quote_data: vanityQuote(false),
      revision_of: held.id,
    });
    const revision = ZSaveQuoteResponse.parse(response.json()).data;
    expect(revision.total_slabs).toBe(1);
    expect((await accept(await share(revision.id))).statusCode).toBe(200);
    expect((await list('owner')).find((r) => r.id === remnant.id)!.reserved_for).toBeNull();
  });
});
