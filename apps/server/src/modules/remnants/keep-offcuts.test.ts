import { ZErrorResponse } from '@stonetool/contracts/common';
import { ZPublicQuoteResponse, ZShareQuoteResponse } from '@stonetool/contracts/quote-links';
import { ZSaveQuoteResponse, type TQuoteDataInput } from '@stonetool/contracts/quotes';
import { ZCreateRemnantResponse, ZKeepOffcutsResponse } from '@stonetool/contracts/remnants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { seedCalacattaNuvo } from '../quotes/quote-test-fixtures';
import {
  calacattaVanity,
  seedRemnantCallers,
  type CallAs,
  type RemnantCaller,
  listRemnants,
} from './remnant-test-fixtures';

let t: TestApp;
let api: CallAs;

/**
 * A 100 x 25.5 in run of Calacatta Nuvo (126 x 63 in slabs) cut with a 1/8 in kerf: one slab, the
 * run in a corner. The optimisation data the estimator sent claims an empty slab: never read.
 */
const runQuote: TQuoteDataInput = {
  name: 'Offcut kitchen',
  products: [
    {
      brand: 'Caesarstone',
      type: 'Quartz',
      color: 'Calacatta Nuvo',
      width: 100,
      depth: 25.5,
      quantity: 1,
      customName: 'Run',
    },
  ],
  settings: { breakageBuffer: 0, kerfWidth: 0.125 },
  optimization_data: {
    'Caesarstone Quartz Calacatta Nuvo': {
      totalSlabs: 1,
      averageEfficiency: 0,
      slabs: [{ index: 0, pieces: [], efficiency: 0 }],
    },
  },
};

const save = async (who: RemnantCaller = 'owner', quoteData: TQuoteDataInput = runQuote) => {
  const response = await api(who).post('/api/quotes/save', {
    customer_data: { first_name: 'Omar', last_name: 'Haddad', email: 'omar.haddad@example.test' },
    quote_data: quoteData,
  });
  expect(response.statusCode).toBe(200);
  return ZSaveQuoteResponse.parse(response.json()).data;
};
const keep = (who: RemnantCaller, quoteId: string, body: object = {}) =>
  api(who).post(`/api/quotes/${quoteId}/keep-offcuts`, body);
const sizes = (remnants: ReadonlyArray<{ width: number; height: number }>) =>
  remnants.map((r) => `${r.width} x ${r.height}`);

beforeAll(async () => {
  t = await createTestApp();
  api = await seedRemnantCallers(t, {
    domain: 'offcuts.test',
    name: 'Offcut Fabricator',
    otherName: 'Other Shop',
  });
  await seedCalacattaNuvo(t.database.db);
});

afterAll(async () => {
  await t.close();
});

describe('POST /api/quotes/{id}/keep-offcuts', () => {
  let quote: { id: string; quote_number: string };

  it('keeps every leftover of at least 24 x 12 in of the quote’s slab as a remnant of its stone, naming quote and slab', async () => {
    quote = await save();
    const response = await keep('owner', quote.id);
    expect(response.statusCode).toBe(200);
    const kept = ZKeepOffcutsResponse.parse(response.json()).data;
    expect(kept).toMatchObject({
      quote_id: quote.id,
      quote_number: quote.quote_number,
      already_kept: false,
      min_length: 24,
      min_width: 12,
    });
    // Above the run and its kerf, the slab's width; beside it, the corner: never the empty slab sent.
    expect(sizes(kept.remnants)).toEqual(['126 x 37.375', '25.875 x 25.5']);
    for (const remnant of kept.remnants) {
      expect(remnant).toMatchObject({
        brand: 'Caesarstone',
        type: 'Quartz',
        color: 'Calacatta Nuvo',
        thickness: '3cm',
        finish: 'Polished',
        location: null,
        reserved_for: null,
      });
      expect(remnant.note).toMatch(
        new RegExp(
          `^Offcut of quote ${quote.quote_number}, slab 1 of 1 of Caesarstone Quartz Calacatta Nuvo, at x [\\d.]+ in, y [\\d.]+ in of its layout\\.$`,
        ),
      );
    }
    expect((await listRemnants(api, 'member')).map((r) => r.id).sort()).toEqual(
      kept.remnants.map((r) => r.id).sort(),
    );
  });

  it('keeps no duplicates when called again, whatever size it is asked, even of a remnant deleted since', async () => {
    const [largest, corner] = await listRemnants(api, 'owner').then((all) =>
      all.sort((a, b) => b.width * b.height - a.width * a.height),
    );
    expect((await api('owner').delete(`/api/remnants/${corner!.id}`)).statusCode).toBe(200);
    const again = await keep('owner', quote.id, { min_length: 12, min_width: 6 });
    expect(again.statusCode).toBe(200);
    const kept = ZKeepOffcutsResponse.parse(again.json()).data;
    expect(kept).toMatchObject({ already_kept: true, min_length: 24, min_width: 12 });
    expect(kept.remnants.map((r) => r.id)).toEqual([largest!.id]);
    expect((await listRemnants(api, 'owner')).map((r) => r.id)).toEqual([largest!.id]);
  });

  it('keeps only the leftovers of the size asked, either way round', async () => {
    const second = await save();
    const response = await keep('owner', second.id, { min_length: 30, min_width: 26 });
    expect(response.statusCode).toBe(200);
    expect(sizes(ZKeepOffcutsResponse.parse(response.json()).data.remnants)).toEqual(['126 x 37.375']);
  });

  it('never keeps offcuts of another business’s quote (404), nor for a business without Expert Mode', async () => {
    const theirs = await save('other');
    const before = await listRemnants(api, 'owner');
    const refused = await keep('owner', theirs.id);
    expect(refused.statusCode).toBe(404);
    expect(ZErrorResponse.parse(refused.json()).error).toBe('Quote not found');
    expect(await listRemnants(api, 'owner')).toEqual(before);
    expect(await listRemnants(api, 'other')).toEqual([]);
    expect((await keep('showroom', theirs.id)).statusCode).toBe(403);
    // Its own business keeps them.
    expect((await keep('other', theirs.id)).statusCode).toBe(200);
    expect(await listRemnants(api, 'owner')).toEqual(before);
  });

  it.each([
    [{ min_width: 0 }, 'Minimum width must be above 0 in'],
    [{ min_length: '24' }, 'Minimum length must be a number of inches'],
    [{ min_length: 201 }, 'Minimum length is at most 200 in'],
    [{ min_length: 24.01 }, 'Minimum length is measured to a sixteenth of an inch at most'],
    [{ min_length: 12, min_width: 24 }, 'Minimum width is the shorter side: at most the minimum length'],
    [
      { rectangles: [{ x: 0, y: 0, width: 126, height: 63 }] },
      'Unrecognized key: "rectangles" is not accepted',
    ],
  ])('refuses %j naming the field, and keeps nothing', async (body, message) => {
    const fresh = await save();
    const before = (await listRemnants(api, 'owner')).length;
    const response = await keep('owner', fresh.id, body);
    expect(response.statusCode).toBe(400);
    expect(ZErrorResponse.parse(response.json()).error).toBe(message);
    expect((await listRemnants(api, 'owner')).length).toBe(before);
    // Refused, it was not kept: the call is still open for this quote.
    expect(ZKeepOffcutsResponse.parse((await keep('owner', fresh.id)).json()).data.already_kept).toBe(false);
  });
});

describe('Keep Offcuts of a quote cut from a remnant (decision 128)', () => {
  /** A 40 x 25.5 in vanity of Calacatta Nuvo, remnants first, 1/8 in kerf. */
  const vanityQuote: TQuoteDataInput = {
    ...calacattaVanity({ breakageBuffer: 0, kerfWidth: 0.125, useRemnantsFirst: true }),
    name: 'Remnant vanity',
  };
  /** The client's page of a saved quote: which remnants its pieces are cut from. */
  const remnantsShown = async (quoteId: string) => {
    const shared = await api('owner').post(`/api/quotes/${quoteId}/share`, {});
    const { token } = ZShareQuoteResponse.parse(shared.json()).data;
    const page = await t.app.inject({ method: 'GET', url: `/api/public/quotes/${token}` });
    return ZPublicQuoteResponse.parse(page.json()).data.remnants.map((r) => r.name);
  };
  let rack: { id: string };
  let cutQuote: { id: string; quote_number: string };
  let leftoverIds: string[];

  beforeAll(async () => {
    // Only the remnant on rack C is stock for these quotes: the offcuts kept above are cleared.
    for (const remnant of await listRemnants(api, 'owner'))
      expect((await api('owner').delete(`/api/remnants/${remnant.id}`)).statusCode).toBe(200);
    const created = await api('owner').post('/api/remnants', {
      brand: 'Caesarstone',
      type: 'Quartz',
      color: 'Calacatta Nuvo',
      thickness: '3cm',
      finish: 'Polished',
      width: 80,
      height: 40,
      location: 'Rack C',
    });
    rack = ZCreateRemnantResponse.parse(created.json()).data;
  });

  it('uses the remnant up and keeps what is left of it beside the vanity, naming the remnant and the quote', async () => {
    cutQuote = await save('owner', vanityQuote);
    const response = await keep('owner', cutQuote.id);
    expect(response.statusCode).toBe(200);
    const kept = ZKeepOffcutsResponse.parse(response.json()).data;
    expect(kept.cut_remnants.map((r) => [r.id, r.cut_for])).toEqual([
      [rack.id, { quote_id: cutQuote.id, quote_number: cutQuote.quote_number }],
    ]);
    // No slab was opened: every remnant kept is left of the one on rack C, of its stone.
    expect(kept.remnants.length).toBeGreaterThan(0);
    for (const remnant of kept.remnants) {
      expect(remnant).toMatchObject({
        brand: 'Caesarstone',
        color: 'Calacatta Nuvo',
        finish: 'Polished',
        location: null,
        source_quote_id: cutQuote.id,
        source_remnant_id: rack.id,
        cut_for: null,
      });
      expect(remnant.note).toMatch(
        new RegExp(
          `^Offcut of Remnant ${rack.id.slice(0, 8)} \\(Rack C\\), cut for quote ${cutQuote.quote_number}, at x [\\d.]+ in, y [\\d.]+ in of it\\.$`,
        ),
      );
    }
    const area = kept.remnants.reduce((sum, r) => sum + r.width * r.height, 0);
    expect(area).toBeLessThanOrEqual(80 * 40 - 40 * 25.5);
    leftoverIds = kept.remnants.map((r) => r.id);
  });

  it('lists the used remnant as cut for the quote and refuses to delete it, even when asked to release it', async () => {
    const listed = (await listRemnants(api, 'owner')).find((r) => r.id === rack.id);
    expect(listed?.cut_for).toEqual({ quote_id: cutQuote.id, quote_number: cutQuote.quote_number });
    for (const query of ['', '?release_reservation=true']) {
      const refused = await api('owner').delete(`/api/remnants/${rack.id}${query}`);
      expect(refused.statusCode).toBe(409);
      expect(ZErrorResponse.parse(refused.json()).error).toBe(
        `Remnant ${rack.id.slice(0, 8)} (Rack C) was cut for quote ${cutQuote.quote_number}: it stays as the record of that job's layout, and no other quote is offered it.`,
      );
    }
    // Another business still learns nothing of it.
    expect((await api('other').delete(`/api/remnants/${rack.id}`)).statusCode).toBe(404);
  });

  it('keeps the quote laid out on the remnant it was cut from, and lays another quote on a leftover, never on it', async () => {
    expect(await remnantsShown(cutQuote.id)).toEqual([`Remnant ${rack.id.slice(0, 8)}`]);
    const next = await save('owner', vanityQuote);
    expect(next.total_slabs).toBe(0);
    const [name] = await remnantsShown(next.id);
    expect(leftoverIds.map((id) => `Remnant ${id.slice(0, 8)}`)).toContain(name);
  });

  it('answers the same remnants and the same cut when called again', async () => {
    const again = ZKeepOffcutsResponse.parse((await keep('owner', cutQuote.id)).json()).data;
    expect(again.already_kept).toBe(true);
    expect(again.cut_remnants.map((r) => r.id)).toEqual([rack.id]);
    expect(again.remnants.map((r) => r.id).sort()).toEqual([...leftoverIds].sort());
  });
});
