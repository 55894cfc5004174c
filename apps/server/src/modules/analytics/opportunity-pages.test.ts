import { ZAdminAnalyticsResponse, ZAdminOpportunityPage } from '@stonetool/contracts/admin-analytics';
import { ZOpportunityPage, ZShowroomInsightsResponse } from '@stonetool/contracts/analytics';
import { createCustomer } from '@stonetool/db/seed/customers';
import { createQuote } from '@stonetool/db/seed/quotes';
import { PRIORITIES } from '@stonetool/domain/analytics/opportunities';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bearer } from '../../testing/api-as';
import { seedMaterialLogins, type MaterialLogins } from '../orders/material-test-setup';

/**
 * Opportunities as a ranked list with pages (docs/decisions/092): showroom A holds 130 open quotes
 * that expire within the week and showroom B 5, each of its own customer, so every one is an
 * expiring-quote opportunity and nothing else is. Days left (1 to 7) and totals (five values,
 * many ties) vary, so the ranking uses every key: priority, value, days in pipeline and id.
 */
const NOW = new Date('2026-03-15T12:00:00Z');
const DAY = 86_400_000;
const IN_A = 130;
const IN_B = 5;

let t: TestApp;
let logins: MaterialLogins;
const quoteIdsOf: Record<string, Set<string>> = {};

async function get<S extends z.ZodType>(token: string, url: string, schema: S): Promise<z.infer<S>> {
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(response.statusCode, `GET ${url}: ${response.body.slice(0, 300)}`).toBe(200);
  return schema.parse(response.json());
}

/** Every opportunity of a paged call, walked by its cursors `limit` at a time. */
async function walk<T>(
  token: string,
  path: string,
  schema: z.ZodType<{ opportunities: T[]; total: number; nextCursor: string | null }>,
  limit: number,
  from?: string,
) {
  const seen: T[] = [];
  let cursor = from;
  let totals = new Set<number>();
  for (let pages = 0; pages < 200; pages += 1) {
    const query = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) });
    const page = await get(token, `${path}?${query.toString()}`, schema);
    expect(page.opportunities.length).toBeLessThanOrEqual(limit);
    totals = totals.add(page.total);
    seen.push(...page.opportunities);
    if (page.nextCursor === null) break;
    cursor = page.nextCursor;
  }
  return { seen, totals: [...totals] };
}

const rank = (priority: (typeof PRIORITIES)[number]) => PRIORITIES.indexOf(priority);

/** Whether a list is in the ranking's order: priority, then value down, then days down, then id. */
function expectRanked(
  list: {
    id: string;
    priority: (typeof PRIORITIES)[number];
    potentialValue: number;
    daysInPipeline: number;
  }[],
) {
  for (const [index, next] of list.entries()) {
    const before = list[index - 1];
    if (!before) continue;
    const order =
      rank(before.priority) - rank(next.priority) ||
      next.potentialValue - before.potentialValue ||
      next.daysInPipeline - before.daysInPipeline ||
      (before.id < next.id ? -1 : 1);
    expect(order, `${before.id} before ${next.id}`).toBeLessThan(0);
  }
}

const quoteIdOf = (opportunityId: string) => opportunityId.replace(/^expiring_quote:/, '');

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  logins = await seedMaterialLogins(t);
  const db = t.database.db;
  for (const [showroomId, count] of [
    [logins.showroomA, IN_A],
    [logins.showroomB, IN_B],
  ] as const) {
    const ids = new Set<string>();
    for (let index = 0; index < count; index += 1) {
      const customer = await createCustomer(db, {
        showroomId,
        firstName: `P${index}`,
        lastName: 'Prospect',
        email: `p${index}-${showroomId.slice(0, 8)}@example.test`,
        createdAt: new Date(NOW.getTime() - 40 * DAY),
      });
      const validUntil = new Date(NOW.getTime() + (index % 7) * DAY + 3_600_000);
      const totalCents = ((index % 5) + 1) * 100_000;
      const quote = await createQuote(db, {
        showroomId,
        customerId: customer.id,
        status: 'open',
        totalPriceCents: totalCents,
        subtotalCents: totalCents,
        validUntil,
        createdAt: new Date(validUntil.getTime() - 30 * DAY),
        updatedAt: new Date(validUntil.getTime() - 30 * DAY),
      });
      ids.add(quote.id);
    }
    quoteIdsOf[showroomId] = ids;
  }
}, 600_000);

afterAll(async () => {
  await t.close();
});

describe('the opportunities as a ranked list with pages', () => {
  it('gives the admin the 100 most promising with the count of all, and pages the rest', async () => {
    const answer = await get(
      logins.tokens.admin,
      '/api/admin/analytics-v2?period=year',
      ZAdminAnalyticsResponse,
    );
    expect(answer.opportunitiesTotal).toBe(IN_A + IN_B);
    expect(answer.opportunities).toHaveLength(100);
    expectRanked(answer.opportunities);
    expect(answer.opportunities[0]?.priority).toBe('high');
    expect(answer.opportunitiesCursor).not.toBeNull();

    const rest = await walk(
      logins.tokens.admin,
      '/api/admin/analytics-v2/opportunities',
      ZAdminOpportunityPage,
      100,
      answer.opportunitiesCursor ?? undefined,
    );
    expect(rest.seen).toHaveLength(IN_A + IN_B - 100);
    expectRanked([...answer.opportunities, ...rest.seen]);
  });

  it('walks every opportunity exactly once, in rank order, whatever the page size', async () => {
    const all = new Set([...(quoteIdsOf[logins.showroomA] ?? []), ...(quoteIdsOf[logins.showroomB] ?? [])]);
    for (const limit of [1, 7, 100]) {
      const { seen, totals } = await walk(
        logins.tokens.admin,
        '/api/admin/analytics-v2/opportunities',
        ZAdminOpportunityPage,
        limit,
      );
      expect(totals).toEqual([all.size]);
      const ids = seen.map((opportunity) => quoteIdOf(opportunity.id));
      expect(new Set(ids).size).toBe(ids.length);
      expect(new Set(ids)).toEqual(all);
      expectRanked(seen);
      for (const opportunity of seen) {
        const inA = quoteIdsOf[logins.showroomA]?.has(quoteIdOf(opportunity.id));
        expect(opportunity.showroomName).toBe(inA ? 'Showroom A' : 'Showroom B');
      }
    }
  });

  it("pages the admin's showroom filter through the same cursors", async () => {
    const onlyB = await get(
      logins.tokens.admin,
      `/api/admin/analytics-v2/opportunities?showroom_id=${logins.showroomB}&limit=3`,
      ZAdminOpportunityPage,
    );
    expect(onlyB.total).toBe(IN_B);
    expect(onlyB.opportunities.map((opportunity) => opportunity.showroomName)).toEqual([
      'Showroom B',
      'Showroom B',
      'Showroom B',
    ]);
    const next = await get(
      logins.tokens.admin,
      `/api/admin/analytics-v2/opportunities?showroom_id=${logins.showroomB}&limit=3&cursor=${encodeURIComponent(onlyB.nextCursor ?? '')}`,
      ZAdminOpportunityPage,
    );
    expect(next.nextCursor).toBeNull();
    const ids = [...onlyB.opportunities, ...next.opportunities].map((opportunity) =>
      quoteIdOf(opportunity.id),
    );
    expect(new Set(ids)).toEqual(quoteIdsOf[logins.showroomB]);
    expect(ids).toHaveLength(IN_B);
  });

  it("pages only the caller's own showroom's opportunities, after the insights' first five", async () => {
    const insights = await get(logins.tokens.ownerA, '/api/showroom/insights', ZShowroomInsightsResponse);
    expect(insights.opportunities).toHaveLength(5);
    expect(insights.opportunitiesTotal).toBe(IN_A);
    const rest = await walk(
      logins.tokens.ownerA,
      '/api/showroom/opportunities',
      ZOpportunityPage,
      50,
      insights.opportunitiesCursor ?? undefined,
    );
    const walked = [...insights.opportunities, ...rest.seen];
    expect(new Set(walked.map((opportunity) => quoteIdOf(opportunity.id)))).toEqual(
      quoteIdsOf[logins.showroomA],
    );
    expect(walked).toHaveLength(IN_A);
    expectRanked(walked);

    const b = await walk(logins.tokens.ownerB, '/api/showroom/opportunities', ZOpportunityPage, 100);
    expect(new Set(b.seen.map((opportunity) => quoteIdOf(opportunity.id)))).toEqual(
      quoteIdsOf[logins.showroomB],
    );
    expect(b.totals).toEqual([IN_B]);
  });

  it('refuses a cursor it did not give and a page larger than 100, naming the field', async () => {
    for (const [url, field] of [
      ['/api/showroom/opportunities?cursor=page-2', 'cursor must be a nextCursor this server gave'],
      ['/api/showroom/opportunities?limit=101', 'limit must be a whole number from 1 to 100'],
      ['/api/admin/analytics-v2/opportunities?limit=0', 'limit must be a whole number from 1 to 100'],
    ] as const) {
      const token = url.startsWith('/api/admin') ? logins.tokens.admin : logins.tokens.ownerA;
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.statusCode, url).toBe(400);
      expect(response.body).toContain(field);
    }
  });

  it('keeps showroom users off the admin pages and the admin off the showroom ones', async () => {
    const asOwner = await t.app.inject({
      method: 'GET',
      url: '/api/admin/analytics-v2/opportunities',
      headers: bearer(logins.tokens.ownerA),
    });
    expect(asOwner.statusCode).toBe(403);
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: '/api/showroom/opportunities',
      headers: bearer(logins.tokens.admin),
    });
    expect(asAdmin.statusCode).toBe(403);
  });
});
