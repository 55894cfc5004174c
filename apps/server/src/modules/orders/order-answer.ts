import type { TMaterialOrderResponse, TOrderLine } from '@stonetool/contracts/orders';
import type { TDeliveryBreakdownLine } from '@stonetool/contracts/pricing';
import type { Executor } from '@stonetool/db/client';
import { orderItems, orders, type OrderItemRow, type OrderRow } from '@stonetool/db/schema/orders';
import { showrooms, type ShowroomRow } from '@stonetool/db/schema/showrooms';
import { teamMembers } from '@stonetool/db/schema/team';
import { centsToDollars } from '@stonetool/domain/money';
import type { DeliveryLine } from '@stonetool/domain/pricing/delivery';
import { asc, eq } from 'drizzle-orm';

function toOrderLine(item: OrderItemRow): TOrderLine {
  return {
    stone_id: item.stoneId,
    brand: item.brand,
    type: item.type,
    color: item.color,
    thickness: item.thickness,
    finish: item.finish,
    quantity: item.quantitySlabs,
    quantity_sqft: item.quantitySqft,
    unit_price: centsToDollars(item.unitPriceCents),
    special_price: item.specialUnitPriceCents === null ? null : centsToDollars(item.specialUnitPriceCents),
    discount_percent: item.discountPercent,
    line_subtotal: centsToDollars(item.lineSubtotalCents),
    special_savings: centsToDollars(item.specialSavingsCents),
    discount_amount: centsToDollars(item.discountCents),
    line_total: centsToDollars(item.lineTotalCents),
    notes: item.notes,
  };
}

/** The order's delivery breakdown is stored as the domain's DeliveryLine[] (cents). */
function toBreakdown(stored: unknown[]): TDeliveryBreakdownLine[] {
  return (stored as DeliveryLine[]).map((line) => ({
    brand: line.brand,
    slabs: line.slabs,
    pricing_type: line.pricingType,
    amount: centsToDollars(line.amountCents),
  }));
}

/** What an order's answer is made of: the stored order, its lines, its showroom and who placed it. */
export interface StoredOrder {
  order: OrderRow;
  /** The order's lines in position order. */
  items: readonly OrderItemRow[];
  showroom: Pick<ShowroomRow, 'id' | 'name' | 'email'>;
  /** The team member credited with the order; null for the owner. */
  placedByName: string | null;
}

/** The answer of a stored order read back: a replay of POST /api/material-orders (same Idempotency-Key). */
export async function loadOrderAnswer(
  db: Executor,
  orderId: string,
): Promise<TMaterialOrderResponse['data']> {
  const [row] = await db
    .select({
      order: orders,
      showroom: { id: showrooms.id, name: showrooms.name, email: showrooms.email },
      placedByName: teamMembers.name,
    })
    .from(orders)
    .innerJoin(showrooms, eq(showrooms.id, orders.showroomId))
    .leftJoin(teamMembers, eq(teamMembers.id, orders.placedByTeamMemberId))
    .where(eq(orders.id, orderId));
  if (!row) throw new Error(`order ${orderId} not found`);
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
  return orderAnswer({ ...row, items });
}

/**
 * The answer of POST /api/material-orders. The first answer is built from the rows the order's
 * transaction wrote, as the database returned them; every replay from the same rows read back by
 * `loadOrderAnswer`; so the two are identical.
 */
export function orderAnswer(stored: StoredOrder): TMaterialOrderResponse['data'] {
  const { order, items, showroom } = stored;
  return {
    quoteNumber: order.quoteNumber,
    orderId: order.id,
    emailData: {
      orderData: {
        orderId: order.id,
        quoteNumber: order.quoteNumber,
        orderDate: order.orderDate.toISOString(),
        orderType: order.orderType,
        status: order.status,
        items: items.map(toOrderLine),
        totalSlabs: order.totalSlabs,
        quantitySqft: order.quantitySqft,
        subtotal: centsToDollars(order.subtotalCents),
        specialPricingSavings: centsToDollars(order.specialSavingsCents),
        discountAmount: centsToDollars(order.discountCents),
        includeSalesTax: order.includeSalesTax,
        salesTaxRate: order.taxRatePercent,
        salesTax: centsToDollars(order.taxCents),
        deliveryMethod: order.deliveryMethod,
        deliveryCost: centsToDollars(order.deliveryCents),
        deliveryBreakdown: toBreakdown(order.deliveryBreakdown),
        totalCost: centsToDollars(order.totalCents),
        needsFabricationLead: order.orderType === 'material_with_fabrication_lead',
        projectName: order.projectName,
        notes: order.notes,
        deliveryDate: order.deliveryDate?.toISOString() ?? null,
        deliveryAddress: deliveryAddress(order),
        placedBy: stored.placedByName ?? 'Owner',
      },
      customerData: {
        id: order.customerId,
        firstName: order.customerFirstName,
        lastName: order.customerLastName,
        email: order.customerEmail,
        phone: order.customerPhone,
        company: order.customerCompany,
      },
      showroomData: { id: showroom.id, name: showroom.name, email: showroom.email },
    },
  };
}

function deliveryAddress(
  order: OrderRow,
): TMaterialOrderResponse['data']['emailData']['orderData']['deliveryAddress'] {
  if (order.deliveryMethod !== 'delivery') return null;
  return {
    streetAddress: order.deliveryStreetAddress,
    city: order.deliveryCity,
    state: order.deliveryState,
    zipCode: order.deliveryZipCode,
    country: order.deliveryCountry,
  };
}
