import { SAVED_CARTS_PAGE_SIZE, ZLoadCartsResponse, ZQuoteListResponse } from '@stonetool/contracts/carts';
import { ZCustomerSearchResponse, ZGetCustomerResponse } from '@stonetool/contracts/customers';
import { ZFabricationPricingResponse } from '@stonetool/contracts/fabrication';
import { ZAdminShowroomsResponse } from '@stonetool/contracts/admin';
import { ZAdminAnalyticsResponse, ZAdminOpportunityPage } from '@stonetool/contracts/admin-analytics';
import {
  ZAnalyticsPreferencesResponse,
  ZShowroomAnalyticsResponse,
  ZShowroomInsightsResponse,
  ZShowroomRevenueTargetsResponse,
  ZShowroomTargetsResponse,
  ZOpportunityPage,
  ZSystemTargetsResponse,
} from '@stonetool/contracts/analytics';
import { ZAdminOrdersResponse } from '@stonetool/contracts/admin-orders';
import {
  ZAdminPaymentsDetailedResponse,
  ZAdminPaymentsOverviewResponse,
} from '@stonetool/contracts/admin-payments';
import { ZDeliveryRulesResponse } from '@stonetool/contracts/admin-delivery-pricing';
import { ZFabricationLeadsResponse } from '@stonetool/contracts/admin-fabrication-leads';
import { ZAdminTaxSettingsResponse } from '@stonetool/contracts/admin-tax-settings';
import { ZClientMarkupResponse } from '@stonetool/contracts/admin-client-markup';
import { ZSpecialPricingListResponse } from '@stonetool/contracts/admin-special-pricing';
import { ZShowroomPromotionsResponse } from '@stonetool/contracts/showroom-promotions';
import {
  ZWholesalePricingResponse,
  ZWholesaleReferenceResponse,
} from '@stonetool/contracts/admin-wholesale-pricing';
import { ZFabricationLeadPricingResponse } from '@stonetool/contracts/fabrication-lead-pricing';
import { ZPaymentFilesResponse, ZShowroomPaymentsResponse } from '@stonetool/contracts/payments';
import { ZShowroomOrdersResponse } from '@stonetool/contracts/showroom-orders';
import { ZShowroomPricingResponse } from '@stonetool/contracts/showroom-pricing';
import { ZTeamMembersResponse } from '@stonetool/contracts/team';
import { ZSalespersonsResponse } from '@stonetool/contracts/pricing';
import { ZLoadQuoteResponse } from '@stonetool/contracts/quotes';
import { ZListRemnantsResponse } from '@stonetool/contracts/remnants';
import { ZTaxSettingsResponse } from '@stonetool/contracts/showroom';
import { ZConfigResponse, ZShowroomDataResponse } from '@stonetool/contracts/site';
import { ZStonesResponse } from '@stonetool/contracts/stones';
import { users } from '@stonetool/db/schema/auth';
import { stoneImages } from '@stonetool/db/schema/catalog';
import { customers } from '@stonetool/db/schema/customers';
import { orders } from '@stonetool/db/schema/orders';
import { supplierPayments } from '@stonetool/db/schema/payments';
import { clientMarkups, remnants, specialPricingRules, wholesalePricing } from '@stonetool/db/schema/pricing';
import { quotes } from '@stonetool/db/schema/quotes';
import { showrooms } from '@stonetool/db/schema/showrooms';
import { teamMembers } from '@stonetool/db/schema/team';
import { demoLogins } from '@stonetool/db/seed/demo';
import { ORDER_STATUSES } from '@stonetool/domain/orders/order-status';
import { and, eq, isNotNull, not } from 'drizzle-orm';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerVisibleTo, quoteVisibleTo } from './modules/customers/own-records';
import { demoData } from './testing/demo-data';
import { accessToken } from './testing/api-as';
import { createTestApp, type TestApp } from './testing/test-app';

/**
 * The demo data is the first thing a newcomer judges the product by, so every seeded record must
 * open through its own API as the demo users see it, exactly like a user's own data: each list
 * answers 200 with a body its response schema accepts, each record listed or stored opens by id,
 * and each Expert Mode quote renders as a PDF. The database is the ground truth of what exists;
 * the API is what is checked.
 */
let t: TestApp;
const tokens = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp({ data: demoData });
  for (const login of demoLogins) {
    tokens.set(login.email, await accessToken(t.app, login.email, login.password));
  }
});

afterAll(async () => {
  await t.close();
});

async function getAs<S extends z.ZodType>(email: string, url: string, schema: S): Promise<z.infer<S>> {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${tokens.get(email)}` },
  });
  expect(response.statusCode, `${email} GET ${url}: ${response.body.slice(0, 300)}`).toBe(200);
  return schema.parse(response.json());
}

/** Every opportunity of a paged list, each page parsed with its response schema. */
async function walkOpportunityPages(
  email: string,
  path: string,
  schema: typeof ZOpportunityPage | typeof ZAdminOpportunityPage,
): Promise<unknown[]> {
  const all: unknown[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor === null ? 'limit=5' : `limit=5&cursor=${encodeURIComponent(cursor)}`;
    const page: { opportunities: unknown[]; nextCursor: string | null } = await getAs(
      email,
      `${path}?${query}`,
      schema,
    );
    all.push(...page.opportunities);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return all;
}

async function postAs<S extends z.ZodType>(
  email: string,
  url: string,
  payload: object,
  schema: S,
): Promise<z.infer<S>> {
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${tokens.get(email)}` },
    payload,
  });
  expect(response.statusCode, `${email} POST ${url}: ${response.body.slice(0, 300)}`).toBe(200);
  return schema.parse(response.json());
}

async function showroomIdOf(email: string): Promise<string> {
  const [user] = await t.database.db
    .select({ showroomId: users.showroomId })
    .from(users)
    .where(eq(users.email, email));
  if (!user?.showroomId) throw new Error(`${email} has no showroom`);
  return user.showroomId;
}

/**
 * The salesperson reads only their own clients and carts (issue 21, own-records.ts); the owner and
 * the manager the whole showroom's. Undefined for the whole showroom.
 */
async function ownMemberIdOf(email: string): Promise<string | undefined> {
  if (email !== 'sales@stonetool.test') return undefined;
  const [member] = await t.database.db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(users.email, email));
  if (!member) throw new Error(`${email} is no team member`);
  return member.id;
}

const everyone = demoLogins.map((login) => login.email);
const showroomTeam = ['owner@stonetool.test', 'sales@stonetool.test', 'manager@stonetool.test'];
const fabricator = 'fabricator@stonetool.test';
const admin = 'admin@stonetool.test';

describe.each(everyone)('the demo data as %s', (email) => {
  it('opens the configuration, the catalog and its showroom', async () => {
    await getAs(email, '/api/config', ZConfigResponse);
    expect((await getAs(email, '/api/stones', ZStonesResponse)).length).toBeGreaterThan(100);
    if (email === admin) return;
    await postAs(email, '/api/showroom/data', {}, ZShowroomDataResponse);
    await getAs(email, '/api/showroom/tax-settings', ZTaxSettingsResponse);
  });
});

describe.each(showroomTeam)('the showroom demo as %s', (email) => {
  it('lists the team', async () => {
    const { salespersons } = await getAs(email, '/api/showroom/salespersons', ZSalespersonsResponse);
    expect(salespersons.length).toBeGreaterThan(0);
  });

  it('opens every customer of the showroom it may read, by e-mail and with their quotes', async () => {
    const showroomId = await showroomIdOf(email);
    const memberId = await ownMemberIdOf(email);
    const listed = await getAs(email, '/api/customers/search', ZCustomerSearchResponse);
    expect(listed.data.length).toBeGreaterThan(0);
    const ofShowroom = and(eq(customers.showroomId, showroomId), isNotNull(customers.email));
    const own = customerVisibleTo(t.database.db, memberId);
    const stored = await t.database.db
      .select({ id: customers.id, email: customers.email })
      .from(customers)
      .where(and(ofShowroom, own));
    expect(stored.length).toBeGreaterThan(memberId ? 0 : 20);
    if (own) {
      const [other] = await t.database.db
        .select({ id: customers.id, email: customers.email })
        .from(customers)
        .where(and(ofShowroom, not(own)));
      if (!other?.email) throw new Error('every demo client is the salesperson’s own');
      const refused = await postAs(email, '/api/get-customer', { email: other.email }, ZGetCustomerResponse);
      expect(refused.customer).toBeNull();
    }
    for (const customer of stored) {
      const found = await postAs(email, '/api/get-customer', { email: customer.email }, ZGetCustomerResponse);
      expect(found.customer?.id).toBe(customer.id);
      await getAs(email, `/api/quotes/customer?customer_id=${customer.id}`, ZQuoteListResponse);
    }
  });

  it('opens Business Analytics with true, non-empty figures and the seeded targets', async () => {
    const year = await getAs(email, '/api/showroom/analytics?period=year', ZShowroomAnalyticsResponse);
    const listed = await getAs(email, '/api/showroom/orders', ZShowroomOrdersResponse);
    // Every demo order lies within the last 365 days, so the year's revenue is the Orders tab's.
    expect(year.metrics.revenue.current).toBe(listed.stats.total_revenue);
    expect(year.metrics.revenue.current).toBeGreaterThan(0);
    expect(year.metrics.conversion.consultations).toBeGreaterThan(0);
    expect(year.topPerformers.sold.length).toBeGreaterThan(0);
    // A salesperson's figures are their own sales only (issue 21), so their row is the one team row.
    const seller = email === 'sales@stonetool.test';
    expect(year.teamMembers.some((member) => (seller || member.id === 'owner') && member.orders > 0)).toBe(
      true,
    );
    if (seller) expect(year.teamMembers).toHaveLength(1);
    expect('profit' in year.metrics).toBe(email === 'owner@stonetool.test');
    const month = await getAs(email, '/api/showroom/analytics', ZShowroomAnalyticsResponse);
    expect(month.metrics.orders.current).toBeGreaterThan(0);
    const insights = await getAs(email, '/api/showroom/insights', ZShowroomInsightsResponse);
    expect(insights.predictions.map((prediction) => prediction.prediction === null)).toEqual([false, false]);
    expect(insights.insights.length).toBeGreaterThan(0);
    // Read from the pipeline tables the triggers filled as the seed wrote its quotes and orders.
    expect(insights.opportunities.length).toBeGreaterThan(0);
    const pages = await walkOpportunityPages(email, '/api/showroom/opportunities', ZOpportunityPage);
    expect(pages.length).toBe(insights.opportunitiesTotal);
    await getAs(email, '/api/showroom/analytics-preferences', ZAnalyticsPreferencesResponse);
    const targets = await getAs(email, '/api/showroom/targets?period=month', ZShowroomTargetsResponse);
    expect(Object.keys(targets.targets).sort()).toEqual(['conversion', 'orders', 'revenue']);
    expect(targets.targets.revenue?.current_value).toBe(month.metrics.revenue.current);
  });

  it('opens every saved material cart it may read, listed page by page and by id', async () => {
    const showroomId = await showroomIdOf(email);
    const memberId = await ownMemberIdOf(email);
    await getAs(email, '/api/quotes/recent?kind=material_cart', ZQuoteListResponse);
    const stored = await t.database.db
      .select({ id: quotes.id })
      .from(quotes)
      .where(
        and(eq(quotes.showroomId, showroomId), eq(quotes.kind, 'material_cart'), quoteVisibleTo(memberId)),
      );
    expect(stored.length).toBeGreaterThan(0);
    const listedIds: string[] = [];
    for (let offset = 0; ; offset += SAVED_CARTS_PAGE_SIZE) {
      const page = await getAs(
        email,
        `/api/material-carts/load?limit=${SAVED_CARTS_PAGE_SIZE}&offset=${offset}`,
        ZLoadCartsResponse,
      );
      if (!Array.isArray(page.data) || page.data.length === 0) break;
      listedIds.push(...page.data.map((cart) => cart.id));
    }
    expect(listedIds.length).toBeGreaterThan(0);
    for (const { id } of stored) {
      const cart = await getAs(email, `/api/material-carts/load?cart_id=${id}`, ZLoadCartsResponse);
      expect(Array.isArray(cart.data) ? null : cart.data.id).toBe(id);
    }
  });
});

describe('the showroom back office demo as its owner', () => {
  const owner = 'owner@stonetool.test';

  it('opens the pricing of every brand and the whole team', async () => {
    const pricing = await getAs(owner, '/api/showroom/pricing', ZShowroomPricingResponse);
    expect(pricing.data.length).toBeGreaterThan(3);
    const team = await getAs(owner, '/api/showroom/salespersons', ZTeamMembersResponse);
    expect(team.salespersons.length).toBeGreaterThan(1);
  });

  it('opens every order of the twelve months by its number', async () => {
    const showroomId = await showroomIdOf(owner);
    const stored = await t.database.db
      .select({ id: orders.id, quoteNumber: orders.quoteNumber })
      .from(orders)
      .where(eq(orders.showroomId, showroomId));
    expect(stored.length).toBeGreaterThan(50);
    const listed = await getAs(owner, '/api/showroom/orders', ZShowroomOrdersResponse);
    expect(listed.stats.total_orders).toBe(stored.length);
    for (const { id, quoteNumber } of stored) {
      const found = await getAs(
        owner,
        `/api/showroom/orders?orderNumber=${quoteNumber}`,
        ZShowroomOrdersResponse,
      );
      expect(found.orders.map((order) => order.id)).toEqual([id]);
    }
  });

  it('opens every supplier payment record with its receipts', async () => {
    const showroomId = await showroomIdOf(owner);
    const stored = await t.database.db
      .select({ id: supplierPayments.id })
      .from(supplierPayments)
      .where(eq(supplierPayments.showroomId, showroomId));
    expect(stored.length).toBeGreaterThan(0);
    const listed = await getAs(owner, '/api/showroom/payments', ZShowroomPaymentsResponse);
    expect(listed.summary.total_orders).toBe(stored.length);
    for (const { id } of stored) {
      await getAs(owner, `/api/payments/files?paymentId=${id}`, ZPaymentFilesResponse);
    }
  });
});

describe('the fabricator demo', () => {
  it('opens the fabrication prices Expert Mode quotes from', async () => {
    const pricing = await getAs(fabricator, '/api/fabrication/pricing', ZFabricationPricingResponse);
    expect(pricing.data.length).toBeGreaterThan(0);
  });

  it('opens every saved Expert Mode quote and renders each as a PDF', async () => {
    const showroomId = await showroomIdOf(fabricator);
    const recent = await getAs(fabricator, '/api/quotes/recent?kind=expert_quote', ZQuoteListResponse);
    const stored = await t.database.db
      .select({ id: quotes.id, totalPriceCents: quotes.totalPriceCents })
      .from(quotes)
      .where(and(eq(quotes.showroomId, showroomId), eq(quotes.kind, 'expert_quote')));
    expect(stored.length).toBe(5);
    expect(recent.data.map((quote) => quote.id).sort()).toEqual(stored.map((quote) => quote.id).sort());
    for (const { id, totalPriceCents } of stored) {
      expect(totalPriceCents).toBeGreaterThan(0);
      const loaded = await getAs(fabricator, `/api/quotes/${id}`, ZLoadQuoteResponse);
      expect(loaded.data.quote_data.products.length).toBeGreaterThan(0);
      const pdf = await t.app.inject({
        method: 'GET',
        url: `/api/quotes/${id}/pdf`,
        headers: { authorization: `Bearer ${tokens.get(fabricator)}` },
      });
      expect(pdf.statusCode, pdf.body.slice(0, 300)).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  it('opens every remnant on its racks, each of a stone its quotes are cut from', async () => {
    const showroomId = await showroomIdOf(fabricator);
    const listed = await getAs(fabricator, '/api/remnants', ZListRemnantsResponse);
    const stored = await t.database.db
      .select({ id: remnants.id })
      .from(remnants)
      .where(eq(remnants.showroomId, showroomId));
    expect(stored.length).toBeGreaterThan(0);
    expect(listed.data.map((remnant) => remnant.id).sort()).toEqual(
      stored.map((remnant) => remnant.id).sort(),
    );
    const quoted = await t.database.db
      .select({ products: quotes.products })
      .from(quotes)
      .where(and(eq(quotes.showroomId, showroomId), eq(quotes.kind, 'expert_quote')));
    const stoneOf = (s: {
      brand?: unknown;
      type?: unknown;
      color?: unknown;
      thickness?: unknown;
      finish?: unknown;
    }) => [s.brand, s.type, s.color, s.thickness, s.finish].join(' | ');
    const stones = new Set(quoted.flatMap((q) => (q.products ?? []).map((p) => stoneOf(p as object))));
    for (const remnant of listed.data) expect(stones).toContain(stoneOf(remnant));
  });
});

describe('the platform admin demo', () => {
  it('lists every showroom', async () => {
    const listed = await getAs(admin, '/api/admin/showrooms', ZAdminShowroomsResponse);
    expect(JSON.stringify(listed)).toContain('Demo Stone Gallery');
  });

  it('opens the tax settings, the price matrices and the fabrication leads', async () => {
    const tax = await getAs(admin, '/api/admin/tax-settings', ZAdminTaxSettingsResponse);
    expect(tax.data.length).toBeGreaterThan(1);
    const delivery = await getAs(admin, '/api/admin/delivery-pricing', ZDeliveryRulesResponse);
    expect(delivery.data.length).toBeGreaterThan(0);
    const matrix = await getAs(admin, '/api/fabrication/lead-pricing', ZFabricationLeadPricingResponse);
    expect(matrix.data.map((row) => row.stoneType)).toEqual(['Quartz', 'Porcelain', 'Natural']);
    const leads = await getAs(admin, '/api/admin/fabrication-leads', ZFabricationLeadsResponse);
    expect(leads.leads.length).toBeGreaterThan(0);
  });

  it("opens every showroom's wholesale pricing and client markup, and every special pricing rule", async () => {
    const reference = await getAs(admin, '/api/admin/wholesale-pricing', ZWholesaleReferenceResponse);
    expect(reference.brands.length).toBeGreaterThan(5);
    const stored = await t.database.db.select({ id: showrooms.id }).from(showrooms);
    for (const { id } of stored) {
      const wholesale = await getAs(
        admin,
        `/api/admin/wholesale-pricing?showroom_id=${id}`,
        ZWholesalePricingResponse,
      );
      const markups = await getAs(admin, `/api/admin/client-markup?showroom_id=${id}`, ZClientMarkupResponse);
      const brandsPriced = await t.database.db
        .select({ id: wholesalePricing.id })
        .from(wholesalePricing)
        .where(eq(wholesalePricing.showroomId, id));
      expect(wholesale.data.map((row) => row.id).sort()).toEqual(brandsPriced.map((row) => row.id).sort());
      const markupRows = await t.database.db
        .select({ id: clientMarkups.id })
        .from(clientMarkups)
        .where(eq(clientMarkups.showroomId, id));
      expect(markups.data.map((row) => row.id).sort()).toEqual(markupRows.map((row) => row.id).sort());
    }
    const rules = await getAs(admin, '/api/admin/special-pricing', ZSpecialPricingListResponse);
    const storedRules = await t.database.db.select({ id: specialPricingRules.id }).from(specialPricingRules);
    expect(rules.special_pricing.map((rule) => rule.id).sort()).toEqual(
      storedRules.map((rule) => rule.id).sort(),
    );
    expect(new Set(rules.special_pricing.map((rule) => rule.status))).toEqual(
      new Set(['Active', 'Expired', 'Used Up']),
    );
    // The owner's promotions are the showroom's active rules, each one openable as a rule above.
    const promotions = await getAs(
      'owner@stonetool.test',
      '/api/showroom/promotions',
      ZShowroomPromotionsResponse,
    );
    const active = rules.special_pricing.filter((rule) => rule.status === 'Active').map((rule) => rule.id);
    expect(promotions.promotions.length).toBeGreaterThan(0);
    for (const promotion of promotions.promotions) expect(active).toContain(promotion.id);
  });

  it("opens every seeded stone picture at the address the admin's catalog gives it", async () => {
    const seeded = await t.database.db
      .selectDistinct({ key: stoneImages.storageKey, contentType: stoneImages.contentType })
      .from(stoneImages);
    expect(seeded.length).toBeGreaterThan(0);
    const catalog = await getAs(admin, '/api/stones', ZStonesResponse);
    const addresses = new Set(catalog.map((stone) => new URL(stone.image_url).pathname));
    for (const image of seeded) {
      const path = `/storage/v1/object/public/${image.key.split('/').map(encodeURIComponent).join('/')}`;
      expect(addresses, path).toContain(path);
      const response = await t.app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type']).toBe(image.contentType);
    }
  });

  it('opens the system analytics with the seeded system and showroom targets', async () => {
    const year = await getAs(admin, '/api/admin/analytics-v2?period=year', ZAdminAnalyticsResponse);
    expect(year.systemMetrics.revenue.current).toBeGreaterThan(0);
    expect(year.showroomBreakdown.map((row) => row.showroom.name)).toContain('Demo Stone Gallery');
    expect(year.topPerformers.stones.length).toBeGreaterThan(0);
    expect(year.opportunities.length).toBeGreaterThan(0);
    const pages = await walkOpportunityPages(
      admin,
      '/api/admin/analytics-v2/opportunities',
      ZAdminOpportunityPage,
    );
    expect(pages.length).toBe(year.opportunitiesTotal);
    const system = await getAs(admin, '/api/admin/system-targets?period=month', ZSystemTargetsResponse);
    expect(Object.keys(system.targets).sort()).toEqual(['conversion', 'orders', 'revenue']);
    const perShowroom = await getAs(
      admin,
      '/api/admin/showroom-targets?period=month',
      ZShowroomRevenueTargetsResponse,
    );
    expect(perShowroom.targets.map((target) => target.showroom_name)).toEqual(['Demo Stone Gallery']);
    await getAs(admin, '/api/admin/analytics-preferences', ZAnalyticsPreferencesResponse);
  });
  it("opens every showroom's orders, whose stats are the sums of the orders read through the list", async () => {
    const all = await getAs(admin, '/api/admin/orders', ZAdminOrdersResponse);
    const stored = await t.database.db.select({ id: orders.id, showroomId: orders.showroomId }).from(orders);
    expect(all.stats.total_orders).toBe(stored.length);
    let revenueCents = 0;
    let count = 0;
    for (const { id } of all.showrooms) {
      const one = await getAs(admin, `/api/admin/orders?showroom_id=${id}`, ZAdminOrdersResponse);
      // Each showroom's orders fit in one page of 200, so the page is every order of the showroom.
      expect(one.orders.length).toBe(one.stats.total_orders);
      expect(one.orders.map((order) => order.id).sort()).toEqual(
        stored
          .filter((order) => order.showroomId === id)
          .map((order) => order.id)
          .sort(),
      );
      const cents = one.orders
        .filter((order) => order.status !== 'cancelled')
        .reduce((sum, order) => sum + Math.round(order.pricing_breakdown.total * 100), 0);
      expect(Math.round(one.stats.total_revenue * 100)).toBe(cents);
      for (const status of ORDER_STATUSES) {
        expect(one.stats[status]).toBe(one.orders.filter((order) => order.status === status).length);
      }
      if (one.orders.length > 0) {
        expect(all.stats_by_showroom[id]).toEqual({
          total_orders: one.orders.length,
          total_revenue: one.stats.total_revenue,
        });
      } else {
        expect(all.stats_by_showroom[id]).toBeUndefined();
      }
      revenueCents += cents;
      count += one.orders.length;
    }
    expect(Math.round(all.stats.total_revenue * 100)).toBe(revenueCents);
    expect(all.stats.total_orders).toBe(count);
    expect(all.top_showrooms.length).toBe(Math.min(5, Object.keys(all.stats_by_showroom).length));
    expect(all.top_showrooms[0]?.total_revenue).toBe(
      Math.max(...Object.values(all.stats_by_showroom).map((entry) => entry.total_revenue)),
    );
  });

  it("opens every showroom's payments, whose overview figures are the sums of the records read", async () => {
    const { overview, totals } = await getAs(
      admin,
      '/api/admin/payments?view=overview',
      ZAdminPaymentsOverviewResponse,
    );
    const stored = await t.database.db.select().from(supplierPayments);
    expect(totals.total_orders).toBe(stored.length);
    expect(overview.length).toBeGreaterThan(0);
    const now = t.clock.now();
    const cents = (dollars: number) => Math.round(dollars * 100);
    for (const row of overview) {
      const { payments } = await getAs(
        admin,
        `/api/admin/payments?view=detailed&showroom_id=${row.showroom_id}`,
        ZAdminPaymentsDetailedResponse,
      );
      expect(payments.length).toBe(row.total_orders);
      const sum = (statuses: string[]) =>
        payments
          .filter((payment) => statuses.includes(payment.payment_status))
          .reduce((total, payment) => total + cents(payment.wholesale_amount), 0);
      expect(cents(row.paid_amount)).toBe(sum(['paid']));
      expect(cents(row.pending_amount)).toBe(sum(['unpaid', 'pending', 'failed']));
      expect(cents(row.total_owed)).toBe(sum(['paid', 'unpaid', 'pending', 'failed']));
      const overdue = stored.filter(
        (payment) =>
          payment.showroomId === row.showroom_id &&
          ['unpaid', 'pending', 'failed'].includes(payment.paymentStatus) &&
          payment.dueDate !== null &&
          payment.dueDate < now,
      );
      expect(cents(row.overdue_amount)).toBe(
        overdue.reduce((total, payment) => total + payment.wholesaleAmountCents, 0),
      );
      const paidDates = payments
        .filter((payment) => ['paid', 'refunded'].includes(payment.payment_status))
        .flatMap((payment) => (payment.payment_date ? [payment.payment_date] : []))
        .sort();
      expect(row.last_payment_date).toBe(paidDates.at(-1) ?? null);
      for (const payment of payments) {
        await getAs(admin, `/api/admin/payments/files?paymentId=${payment.id}`, ZPaymentFilesResponse);
      }
    }
  });
});
