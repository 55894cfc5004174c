import { ZShowroomOrdersResponse } from '@stonetool/contracts/showroom-orders';
import { ORDER_STATUSES } from '@stonetool/domain/orders/order-status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoData } from '../../testing/demo-data';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { accessToken } from '../../testing/api-as';

let t: TestApp;
let owner = '';

beforeAll(async () => {
  t = await createTestApp({ data: demoData });
  owner = await accessToken(t.app, 'owner@stonetool.test', 'Owner-demo-2026');
});

afterAll(async () => {
  await t.close();
});

describe("the demo showroom's Orders tab", () => {
  it('shows the twelve months of seeded orders with stats that add up to the cent', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/showroom/orders',
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(response.statusCode).toBe(200);
    const { orders, stats } = ZShowroomOrdersResponse.parse(response.json());
    expect(orders.length).toBe(stats.total_orders);
    expect(orders.length).toBeGreaterThan(40);
    const months = new Set(orders.map((order) => order.order_date.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(12);
    const revenueCents = orders
      .filter((order) => order.status !== 'cancelled')
      .reduce((sum, order) => sum + Math.round(order.pricing_breakdown.total * 100), 0);
    expect(Math.round(stats.total_revenue * 100)).toBe(revenueCents);
    for (const status of ORDER_STATUSES) {
      expect(stats[status], status).toBe(orders.filter((order) => order.status === status).length);
      expect(stats[status], status).toBeGreaterThan(0);
    }
  });

  it('gives every seeded order a timeline from pending to its status', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/showroom/orders',
      headers: { authorization: `Bearer ${owner}` },
    });
    for (const order of ZShowroomOrdersResponse.parse(response.json()).orders) {
      expect(order.history[0]).toMatchObject({ from_status: null, to_status: 'pending' });
      expect(order.history.at(-1)?.to_status).toBe(order.status);
      expect(order.items.length).toBeGreaterThan(0);
      expect(order.stone_details).not.toBeNull();
    }
  });
});
