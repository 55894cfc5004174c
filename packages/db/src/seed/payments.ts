import type { Executor } from '../client';
import type { OrderRow } from '../schema/orders';
import { supplierPayments, type NewSupplierPaymentRow, type SupplierPaymentRow } from '../schema/payments';

/** The supplier payment for an order: the order's wholesale cost, unpaid unless told otherwise. */
export async function createSupplierPayment(
  db: Executor,
  order: Pick<OrderRow, 'id' | 'showroomId' | 'wholesaleCostCents' | 'orderDate'>,
  overrides: Partial<NewSupplierPaymentRow> = {},
): Promise<SupplierPaymentRow> {
  const [row] = await db
    .insert(supplierPayments)
    .values({
      orderId: order.id,
      showroomId: order.showroomId,
      wholesaleAmountCents: order.wholesaleCostCents,
      dueDate: new Date(order.orderDate.getTime() + 30 * 24 * 60 * 60 * 1000),
      createdAt: order.orderDate,
      updatedAt: order.orderDate,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('supplier payment not inserted');
  return row;
}
