import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buyerKey, isEmailBuyerKey, isFulfilledSale, isSale } from '@stonetool/domain/analytics/sales-rules';
import { ORDER_STATUSES } from '@stonetool/domain/orders/order-status';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsRulesSql } from '../src/analytics-rules-sql';
import type { DatabaseHandle } from '../src/client';
import { createTestDatabase } from '../src/testing';

/**
 * The sales rules are written once, in the domain: the migration holds the SQL generated from
 * them, and the database's functions answer what the domain answers for every kind of order.
 */
const MIGRATION = fileURLToPath(new URL('../migrations/0017_analytics-deltas.sql', import.meta.url));

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});

afterAll(async () => {
  await handle.close();
});

describe('the sales rules in SQL', () => {
  it('are the text generated from the domain, in the migration that creates them', () => {
    expect(readFileSync(MIGRATION, 'utf8')).toContain(analyticsRulesSql());
  });

  it('answer what the domain answers on a mixed set of orders', async () => {
    const customerIds = [null, '0b6f5c1e-3d2a-4f7b-9c8d-1a2b3c4d5e6f'];
    const emails = [null, 'buyer@example.test', 'Mixed.Case@Example.TEST', 'no-at-sign'];
    const orders = ORDER_STATUSES.flatMap((status) =>
      customerIds.flatMap((customerId) =>
        emails.map((customerEmail) => ({ status, customerId, customerEmail })),
      ),
    );
    const rows = sql.join(
      orders.map(
        (order) => sql`(${order.status}::text, ${order.customerId}::uuid, ${order.customerEmail}::text)`,
      ),
      sql`, `,
    );
    const result = await handle.db.execute<{
      sale: boolean;
      fulfilled: boolean;
      buyer: string | null;
      by_email: boolean | null;
    }>(sql`
      select analytics_is_sale(o.status) as sale,
        analytics_is_sale(o.status) and analytics_is_fulfilled(o.status) as fulfilled,
        analytics_buyer_key(o.customer_id, o.customer_email) as buyer,
        analytics_is_email_buyer_key(analytics_buyer_key(o.customer_id, o.customer_email)) as by_email
      from (values ${rows}) as o(status, customer_id, customer_email)`);
    const inDatabase = result.rows.map((row) => ({
      sale: row.sale,
      fulfilled: row.fulfilled,
      buyer: row.buyer,
      byEmail: row.by_email,
    }));
    const inDomain = orders.map((order) => {
      const buyer = buyerKey(order);
      return {
        sale: isSale(order.status),
        fulfilled: isFulfilledSale(order.status),
        buyer,
        byEmail: buyer === null ? null : isEmailBuyerKey(buyer),
      };
    });
    expect(inDatabase).toEqual(inDomain);
    // The set is mixed: sales and not, fulfilled and not, buyers by record, by e-mail and none.
    expect(new Set(inDomain.map((row) => `${row.sale}/${row.fulfilled}/${row.byEmail}`)).size).toBe(9);
  });
});
