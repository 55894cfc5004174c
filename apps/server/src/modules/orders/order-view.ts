import type { TOrderStats, TShowroomOrder } from '@stonetool/contracts/showroom-orders';
import type { TTeamRole } from '@stonetool/contracts/common';
import type { Executor } from '@stonetool/db/client';
import type { OrderItemRow } from '@stonetool/db/schema/orders';
import { centsToDollars } from '@stonetool/domain/money';
import { findOrderHistory, findOrderItems, type FoundOrder, type OrderStatsCents } from './find-orders';

export interface OrderViewOptions {
  /** Whether the caller may see what the showroom pays the platform (read:wholesale-costs). */
  includeWholesaleCost: boolean;
}

function itemView(item: OrderItemRow): TShowroomOrder['items'][number] {
  return {
    brand: item.brand,
    type: item.type,
    color: item.color,
    thickness: item.thickness,
    finish: item.finish,
    quantity_slabs: item.quantitySlabs,
    quantity: item.quantitySqft,
    unit_price: centsToDollars(item.specialUnitPriceCents ?? item.unitPriceCents),
    discount_percent: item.discountPercent,
    line_total: centsToDollars(item.lineTotalCents),
  };
}

/**
 * Orders as the orders lists answer them (spec 03 section 3), with their lines and status history
 * loaded in two queries for the whole page. Placed by 'Owner' with role owner when no team member
 * placed the order (spec 03 section 6).
 */
export async function orderViews(
  db: Executor,
  found: readonly FoundOrder[],
  options: OrderViewOptions,
): Promise<TShowroomOrder[]> {
  const ids = found.map(({ order }) => order.id);
  const [items, history] = await Promise.all([findOrderItems(db, ids), findOrderHistory(db, ids)]);
  return found.map(({ order, placedByName, placedByRole }) => {
    const lines = items.filter((item) => item.orderId === order.id);
    const first = lines[0];
    return {
      id: order.id,
      quote_number: order.quoteNumber,
      order_date: order.orderDate.toISOString(),
      customer_name: `${order.customerFirstName} ${order.customerLastName}`.trim(),
      customer_email: order.customerEmail,
      placed_by: placedByName ?? 'Owner',
      salesperson_role: (placedByRole as TTeamRole | null) ?? 'owner',
      stone_details: first
        ? {
            brand: first.brand,
            type: first.type,
            color: first.color,
            thickness: first.thickness,
            finish: first.finish,
          }
        : null,
      quantity: order.quantitySqft,
      pricing_breakdown: {
        material_cost: centsToDollars(order.subtotalCents),
        discount: centsToDollars(order.specialSavingsCents + order.discountCents),
        tax: centsToDollars(order.taxCents),
        delivery: centsToDollars(order.deliveryCents),
        fabrication_cost: centsToDollars(order.fabricationCostCents),
        additional_costs: centsToDollars(order.additionalCostsCents),
        total: centsToDollars(order.totalCents),
      },
      wholesale_cost: options.includeWholesaleCost ? centsToDollars(order.wholesaleCostCents) : null,
      status: order.status,
      order_status: order.orderStatus,
      version: order.version,
      project_name: order.projectName,
      notes: order.notes,
      customer: {
        first_name: order.customerFirstName,
        last_name: order.customerLastName,
        email: order.customerEmail,
        phone: order.customerPhone,
        company: order.customerCompany,
      },
      delivery: {
        method: order.deliveryMethod,
        street_address: order.deliveryStreetAddress,
        city: order.deliveryCity,
        state: order.deliveryState,
        zip_code: order.deliveryZipCode,
        country: order.deliveryCountry,
        delivery_date: order.deliveryDate?.toISOString() ?? null,
      },
      items: lines.map(itemView),
      history: history
        .filter((entry) => entry.orderId === order.id)
        .map((entry) => ({
          from_status: entry.fromStatus,
          to_status: entry.toStatus,
          changed_at: entry.changedAt.toISOString(),
          changed_by: entry.changedBy,
        })),
    };
  });
}

/** The stats above an orders list (showroom and admin alike): counts per status and revenue in dollars. */
export function orderStatsView(stats: OrderStatsCents): TOrderStats {
  return {
    total_orders: stats.totalOrders,
    total_revenue: centsToDollars(stats.totalRevenueCents),
    ...stats.byStatus,
  };
}
