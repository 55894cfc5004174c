import { leadStonePricing } from '@stonetool/domain/fabrication-leads';
import type { Executor } from '../client';
import { fabricationLeads, type FabricationLeadRow, type NewFabricationLeadRow } from '../schema/leads';
import type { OrderItemRow, OrderRow } from '../schema/orders';

/**
 * The fabrication lead of an order flagged for fabrication, with its stones and total, written as
 * an order placed in Material Mode writes it.
 */
export async function createFabricationLead(
  db: Executor,
  order: OrderRow,
  items: readonly Pick<OrderItemRow, 'brand' | 'color' | 'type' | 'lineTotalCents' | 'quantitySlabs'>[],
  overrides: Partial<NewFabricationLeadRow> = {},
): Promise<FabricationLeadRow> {
  const [row] = await db
    .insert(fabricationLeads)
    .values({
      showroomId: order.showroomId,
      orderId: order.id,
      customerId: order.customerId,
      customerName: `${order.customerFirstName} ${order.customerLastName}`,
      customerEmail: order.customerEmail,
      customerPhone: order.customerPhone,
      stones: items.map((item) => ({
        brand: item.brand,
        color: item.color,
        type: item.type,
        pricing: leadStonePricing(item.lineTotalCents, item.quantitySlabs),
      })),
      orderTotalCents: order.totalCents,
      createdAt: order.orderDate,
      updatedAt: order.orderDate,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('fabrication lead not inserted');
  return row;
}
