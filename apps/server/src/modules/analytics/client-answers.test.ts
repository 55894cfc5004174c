import { ZShowroomAnalyticsResponse, ZShowroomInsightsResponse } from '@stonetool/contracts/analytics';
import { ZShareQuoteResponse } from '@stonetool/contracts/quote-links';
import { ZSaveQuoteResponse } from '@stonetool/contracts/quotes';
import { quotes } from '@stonetool/db/schema/quotes';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../testing/api-as';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { PERIMETER, seedQuoteCallers } from '../quotes/quote-test-fixtures';

/**
 * A fabricator's quotes as their clients answered them through the quote link (issue 25), read
 * where the dashboard's Business Analytics shows quotes: the funnel counts the accepted ones as
 * won, the Quotes CSV gives each quote's answer, and Insights says which expiring quote's client
 * asked for changes.
 */
let t: TestApp;
let ownerA = '';
const owner = () => apiAs(t.app, ownerA);
const anonymous = () => apiAs(t.app, null);

const quoteNumbers = { accepted: '', changes: '', open: '' };

async function sharedQuote(email: string) {
  const saved = await owner().post('/api/quotes/save', {
    customer_data: { first_name: 'Maria', last_name: 'Rivera', email },
    quote_data: { name: 'Rivera kitchen', products: [PERIMETER] },
  });
  expect(saved.statusCode).toBe(200);
  const { id, quote_number: number } = ZSaveQuoteResponse.parse(saved.json()).data;
  const shared = await owner().post(`/api/quotes/${id}/share`, {});
  return { id, number, token: ZShareQuoteResponse.parse(shared.json()).data.token };
}

beforeAll(async () => {
  t = await createTestApp();
  ownerA = (await seedQuoteCallers(t)).tokens.ownerA;
  const accepted = await sharedQuote('accepts@example.test');
  const accept = await anonymous().post(`/api/public/quotes/${accepted.token}/accept`, {
    signature_name: 'Maria Rivera',
    accept_terms: true,
  });
  expect(accept.statusCode).toBe(200);
  const changes = await sharedQuote('asks@example.test');
  const asked = await anonymous().post(`/api/public/quotes/${changes.token}/request-changes`, {
    note: 'A wider overhang on the island, please.',
  });
  expect(asked.statusCode).toBe(200);
  const open = await sharedQuote('waits@example.test');
  Object.assign(quoteNumbers, { accepted: accepted.number, changes: changes.number, open: open.number });
  // All three expire in three days, close enough to be opportunities unless won.
  await t.database.db
    .update(quotes)
    .set({ validUntil: new Date(t.clock.now().getTime() + 3 * 24 * 60 * 60 * 1000 - 60_000) })
    .where(inArray(quotes.id, [accepted.id, changes.id, open.id]));
  // A period ends at now, exclusive: a minute on, the quotes just saved are in it.
  t.clock.advance(60_000);
});

afterAll(async () => {
  await t.close();
});

describe('the client’s answers in Business Analytics', () => {
  it('counts the accepted quote in the funnel’s Accepted stage, between Quotes and Orders', async () => {
    const response = await owner().get('/api/showroom/analytics?period=month');
    expect(response.statusCode).toBe(200);
    const { funnelData } = ZShowroomAnalyticsResponse.parse(response.json()).metrics.conversion;
    expect(funnelData.map((stage) => stage.stage)).toEqual([
      'Consultations',
      'Quotes',
      'Accepted',
      'Orders',
      'Completed',
    ]);
    expect(funnelData.find((stage) => stage.stage === 'Accepted')?.value).toBe(1);
  });

  it('gives each quote’s answer in the Quotes CSV', async () => {
    const response = await owner().post('/api/showroom/export-csv', { dataType: 'quotes' });
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = response.body.split('\r\n').filter(Boolean);
    const answerColumn = header!.split(',').indexOf('Client Answer');
    expect(answerColumn).toBeGreaterThan(0);
    const answerOf = (number: string) => rows.find((row) => row.startsWith(number))?.split(',')[answerColumn];
    expect(answerOf(quoteNumbers.accepted)).toBe('Accepted');
    expect(answerOf(quoteNumbers.changes)).toBe('Changes requested');
    expect(answerOf(quoteNumbers.open)).toBe('Open');
  });

  it('names the expiring quote whose client asked for changes, and leaves out the accepted one', async () => {
    const response = await owner().get('/api/showroom/insights?period=month');
    expect(response.statusCode).toBe(200);
    const { opportunities } = ZShowroomInsightsResponse.parse(response.json());
    const of = (number: string) => opportunities.find((o) => o.quoteNumber === number);
    expect(of(quoteNumbers.accepted)).toBeUndefined();
    expect(of(quoteNumbers.changes)).toMatchObject({
      type: 'expiring_quote',
      title: `Quote ${quoteNumbers.changes} expires in 3 days: changes requested`,
      suggestedAction: 'Revise the quote and share the revision with the client',
    });
    expect(of(quoteNumbers.open)).toMatchObject({
      title: `Quote ${quoteNumbers.open} expires in 3 days`,
      suggestedAction: 'Call to close the sale or extend the quote',
    });
  });
});
