import type { TAdminPaymentRecord } from '@stonetool/contracts/admin-payments';
import type { TPaymentRecord } from '@stonetool/contracts/payments';
import type { Executor } from '@stonetool/db/client';
import { supplierPaymentFiles, supplierPayments, type PaymentStatus } from '@stonetool/db/schema/payments';
import { orderItems, orders } from '@stonetool/db/schema/orders';
import { showrooms } from '@stonetool/db/schema/showrooms';
import { centsToDollars } from '@stonetool/domain/money';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PaymentScope } from './payment-scope';

export interface PaymentFilter {
  status?: PaymentStatus | undefined;
  paymentId?: string | undefined;
  limit: number;
}

/**
 * Supplier payment records with the order each is for (spec 03 section 3 "Payment record",
 * plus what View Order shows) and the showroom each belongs to (the admin's `showrooms.name`),
 * newest order first, limited to the scope's showroom (every showroom for a null scope). Each
 * record's order carries its stone lines and each record its receipt count, read in two more
 * queries for the page only (the main query then stops after a page of orders_showroom_date_idx).
 */
export async function listPayments(
  db: Executor,
  scope: PaymentScope,
  filter: PaymentFilter,
): Promise<TAdminPaymentRecord[]> {
  const conditions: SQL[] = [];
  // Both tables carry the showroom: naming it on orders lets PostgreSQL walk
  // orders_showroom_date_idx newest first and stop after a page.
  if (scope.showroomId) {
    conditions.push(
      eq(supplierPayments.showroomId, scope.showroomId),
      eq(orders.showroomId, scope.showroomId),
    );
  }
  if (filter.status) conditions.push(eq(supplierPayments.paymentStatus, filter.status));
  if (filter.paymentId) conditions.push(eq(supplierPayments.id, filter.paymentId));
  const rows = await db
    .select({
      payment: supplierPayments,
      order: orders,
      showroom: { id: showrooms.id, name: showrooms.name },
    })
    .from(supplierPayments)
    .innerJoin(orders, eq(orders.id, supplierPayments.orderId))
    .innerJoin(showrooms, eq(showrooms.id, supplierPayments.showroomId))
    .where(and(...conditions))
    .orderBy(desc(orders.orderDate), desc(supplierPayments.id))
    .limit(filter.limit);
  if (rows.length === 0) return [];

  const items = await db
    .select({
      orderId: orderItems.orderId,
      brand: orderItems.brand,
      color: orderItems.color,
      thickness: orderItems.thickness,
      finish: orderItems.finish,
      quantitySlabs: orderItems.quantitySlabs,
    })
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.order.id),
      ),
    )
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
  const fileCounts = await db
    .select({ paymentId: supplierPaymentFiles.paymentId, count: sql<number>`count(*)::int` })
    .from(supplierPaymentFiles)
    .where(
      inArray(
        supplierPaymentFiles.paymentId,
        rows.map((row) => row.payment.id),
      ),
    )
    .groupBy(supplierPaymentFiles.paymentId);
  const filesByPayment = new Map(fileCounts.map((row) => [row.paymentId, row.count]));
  const stonesByOrder = new Map<string, TPaymentRecord['order']['stones']>();
  for (const item of items) {
    const list = stonesByOrder.get(item.orderId) ?? [];
    list.push({
      brand: item.brand,
      color: item.color,
      thickness: item.thickness,
      finish: item.finish,
      quantity_slabs: item.quantitySlabs,
    });
    stonesByOrder.set(item.orderId, list);
  }

  return rows.map(({ payment, order, showroom }) => {
    const customerName = `${order.customerFirstName} ${order.customerLastName}`.trim();
    return {
      id: payment.id,
      order_id: order.id,
      order_number: order.quoteNumber,
      customer_name: customerName,
      customer_email: order.customerEmail,
      order_date: order.orderDate.toISOString(),
      wholesale_amount: centsToDollars(payment.wholesaleAmountCents),
      payment_status: payment.paymentStatus,
      payment_method: payment.paymentMethod,
      payment_reference: payment.paymentReference,
      payment_date: payment.paymentDate?.toISOString() ?? null,
      notes: payment.notes,
      file_count: filesByPayment.get(payment.id) ?? 0,
      showrooms: showroom,
      order: {
        id: order.id,
        quote_number: order.quoteNumber,
        status: order.status,
        order_date: order.orderDate.toISOString(),
        customer_name: customerName,
        customer_email: order.customerEmail,
        customer_phone: order.customerPhone,
        delivery_method: order.deliveryMethod,
        quantity: order.quantitySqft,
        total: centsToDollars(order.totalCents),
        wholesale_cost: centsToDollars(order.wholesaleCostCents),
        stones: stonesByOrder.get(order.id) ?? [],
      },
    };
  });
}

/** One payment record inside the scope, or undefined (another showroom's is never found). */
export async function findPayment(
  db: Executor,
  scope: PaymentScope,
  paymentId: string,
): Promise<TAdminPaymentRecord | undefined> {
  const [record] = await listPayments(db, scope, { paymentId, limit: 1 });
  return record;
}
