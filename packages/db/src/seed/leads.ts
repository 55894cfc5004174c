import type { Executor } from '../client';
import { fabricationLeads, type FabricationLeadRow, type NewFabricationLeadRow } from '../schema/leads';
import type { OrderItemRow, OrderRow } from '../schema/orders';

/** Dollar range per square foot shown in a lead, by the spec's matrix (granite, marble → Natural). */
function leadPricing(type: string): string {
  const key = type.toLowerCase();
  if (key === 'quartz') return '$30 - $45 per sq ft';
  if (key === 'porcelain') return '$35 - $45 per sq ft';
  return '$35 - $50 per sq ft';
}

/** The fabrication lead of an order flagged for fabrication, with its stones and total. */
export async function createFabricationLead(
  db: Executor,
  order: OrderRow,
  items: readonly Pick<OrderItemRow, 'brand' | 'color' | 'type'>[],
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
        pricing: leadPricing(item.type),
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
