import type { Executor } from '@stonetool/db/client';
import { orders } from '@stonetool/db/schema/orders';
import { supplierPayments } from '@stonetool/db/schema/payments';
import { sql } from 'drizzle-orm';

/** Days after the order date when an unpaid supplier payment becomes overdue. */
export const PAYMENT_DUE_DAYS = 30;

/**
 * The supplier payment a newly placed order owes: unpaid, for its wholesale cost, due 30 days after
 * the order date. Written in the order's own transaction, so the Payments tab never misses an order.
 */
export async function createOrderPayment(
  tx: Executor,
  order: { id: string; showroomId: string; wholesaleCostCents: number; orderDate: Date },
): Promise<void> {
  await tx.insert(supplierPayments).values({
    orderId: order.id,
    showroomId: order.showroomId,
    wholesaleAmountCents: order.wholesaleCostCents,
    dueDate: new Date(order.orderDate.getTime() + PAYMENT_DUE_DAYS * 24 * 60 * 60 * 1000),
    createdAt: order.orderDate,
    updatedAt: order.orderDate,
  });
}

/**
 * Sync Orders (spec 03 section 7, POST /api/showroom/payments), kept as a repair for orders placed
 * before each order made its own record (createOrderPayment): one unpaid payment record for
 * each of the showroom's orders that has none, for the order's wholesale cost, due 30 days after
 * the order date. Cancelled orders owe nothing and get none. One INSERT … SELECT with
 * ON CONFLICT (order_id) DO NOTHING on the unique order_id: two syncs at once, or twice in a
 * row, still leave exactly one record per order. The unique index alone skips orders that have a
 * record (a probe per order); a NOT EXISTS on the table being filled made the first sync of
 * 100,000 orders quadratic while its statistics still said "empty". Answers how many were created.
 */
export async function syncPayments(db: Executor, showroomId: string): Promise<number> {
  const p = supplierPayments;
  const result = await db.execute<{ id: string }>(sql`
    insert into ${p} (${sql.identifier(p.orderId.name)}, ${sql.identifier(p.showroomId.name)},
      ${sql.identifier(p.wholesaleAmountCents.name)}, ${sql.identifier(p.dueDate.name)})
    select ${orders.id}, ${orders.showroomId}, ${orders.wholesaleCostCents},
      ${orders.orderDate} + make_interval(days => ${PAYMENT_DUE_DAYS})
    from ${orders}
    where ${orders.showroomId} = ${showroomId}
      and analytics_is_sale(${orders.status})
    on conflict (${sql.identifier(p.orderId.name)}) do nothing
    returning ${sql.identifier(p.id.name)}`);
  return result.rows.length;
}
