import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ZErrorResponse } from '@stonetool/contracts/common';
import { ZShareQuoteResponse } from '@stonetool/contracts/quote-links';
import {
  ZCreateRemnantResponse,
  ZListRemnantsResponse,
  ZRemnantRateResponse,
} from '@stonetool/contracts/remnants';
import { ZSaveQuoteResponse, type TQuoteDataInput } from '@stonetool/contracts/quotes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../testing/api-as';
import { seedFabricatorCallers } from '../../testing/fabricator-business';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { seedCalacattaNuvo } from '../quotes/quote-test-fixtures';

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
const vanityQuote = (useRemnantsFirst: boolean | undefined): TQuoteDataInput => ({
  products: [
    {
      brand: 'Caesarstone',
      type: 'Quartz',
      color: 'Calacatta Nuvo',
      width: 40,
      depth: 25.5,
      quantity: 1,
      customName: 'Vanity',
    },
  ],
  settings: { breakageBuffer: 0, ...(useRemnantsFirst === undefined ? {} : { useRemnantsFirst }) },
});
const customer = { first_name: 'Ines', last_name: 'Moreau', email: 'ines.moreau@example.test' };

const save = async (quoteData: TQuoteDataInput) => {
  const response = await api('owner').post('/api/quotes/save', {
    customer_data: customer,
    quote_data: quoteData,
  });
  expect(response.statusCode).toBe(200);
  return ZSaveQuoteResponse.parse(response.json()).data;
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
    expect(text).toMatch(/Total Slabs Needed\s+0\n/);
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

describe('accepting a shared quote that counts on a remnant', () => {
  const sharedToken = async () => {
    const { id } = await save(vanityQuote(true));
    const response = await api('owner').post(`/api/quotes/${id}/share`, {});
    expect(response.statusCode).toBe(200);
    return ZShareQuoteResponse.parse(response.json()).data.token;
  };
  const accept = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/quotes/${token}/accept`,
      payload: { signature_name: 'Ines Moreau', accept_terms: true },
      remoteAddress: '203.0.113.9',
    });

  it('reserves the remnant, so a second quote on it is refused with the remnant named and stays open', async () => {
    const listed = await api('owner').get('/api/remnants');
    const [remnant] = ZListRemnantsResponse.parse(listed.json()).data;
    const first = await sharedToken();
    const second = await sharedToken();

    expect((await accept(first)).statusCode).toBe(200);
    const refused = await accept(second);
    expect(refused.statusCode).toBe(409);
    expect(ZErrorResponse.parse(refused.json()).error).toBe(
      `Remnant ${remnant!.id.slice(0, 8)} (Rack B) is already reserved by another accepted quote: ask the fabricator to lay this quote out again on the remnants still free.`,
    );
    const page = await t.app.inject({ method: 'GET', url: `/api/public/quotes/${second}` });
    expect(page.json()).toMatchObject({ data: { review_state: 'open' } });
  });
});
