import { orderTotals, priceOrderLine } from '@stonetool/domain/pricing/order-totals';
import type { Executor } from '../client';
import { nextReferenceNumber } from '../reference-number';
import { stoneSnapshot, type SnapshotStone } from '../schema/catalog';
import type { CustomerRow } from '../schema/customers';
import {
  orderItems,
  orderNotes,
  orderStatusChanges,
  orders,
  type NewOrderRow,
  type OrderItemRow,
  type OrderNoteRow,
  type OrderRow,
  type OrderStatus,
} from '../schema/orders';

/** One stone line to put on an order; prices per slab in cents. */
export interface OrderLineInput {
  stone: SnapshotStone;
  quantitySlabs: number;
  /** Client price per slab. */
  unitPriceCents: number;
  /** What the showroom pays the platform per slab. */
  wholesaleUnitCostCents: number;
  specialUnitPriceCents?: number | null;
  specialPricingRuleId?: string | null;
  discountPercent?: number;
  discountOverrideId?: string | null;
  notes?: string | null;
}

export interface PricedOrderLine extends OrderLineInput {
  quantitySqft: number;
  lineSubtotalCents: number;
  specialSavingsCents: number;
  discountCents: number;
  lineTotalCents: number;
}

export interface OrderTotals {
  quantitySqft: number;
  totalSlabs: number;
  subtotalCents: number;
  specialSavingsCents: number;
  discountCents: number;
  taxCents: number;
  deliveryCents: number;
  totalCents: number;
  wholesaleCostCents: number;
}

function roundToHundredths(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * Prices a seeded order with the domain's order rules (`priceOrderLine`, `orderTotals`), so demo
 * and test orders total exactly as a placed order does; only the square feet, which the domain
 * does not need, are added here from each stone's slab size.
 */
export function priceOrder(
  lines: readonly OrderLineInput[],
  options: { taxRatePercent: number; includeSalesTax: boolean; deliveryCents: number },
): { lines: PricedOrderLine[]; totals: OrderTotals } {
  const moneys = lines.map((line) =>
    priceOrderLine({
      unitPriceCents: line.unitPriceCents,
      specialUnitPriceCents: line.specialUnitPriceCents ?? null,
      quantity: line.quantitySlabs,
      discountPercent: line.discountPercent ?? 0,
      wholesaleUnitCostCents: line.wholesaleUnitCostCents,
    }),
  );
  const priced = lines.map((line, index): PricedOrderLine => {
    const money = moneys[index]!;
    return {
      ...line,
      quantitySqft: roundToHundredths(
        (line.quantitySlabs * line.stone.slabWidthIn * line.stone.slabHeightIn) / 144,
      ),
      lineSubtotalCents: money.lineSubtotalCents,
      specialSavingsCents: money.specialSavingsCents,
      discountCents: money.discountCents,
      lineTotalCents: money.lineTotalCents,
    };
  });
  // A seeded order's delivery charge is already zero for will-call, so it always counts here.
  const totals = orderTotals(moneys, { ...options, deliveryMethod: 'delivery' });
  return {
    lines: priced,
    totals: {
      quantitySqft: roundToHundredths(priced.reduce((total, line) => total + line.quantitySqft, 0)),
      totalSlabs: totals.totalSlabs,
      subtotalCents: totals.subtotalCents,
      specialSavingsCents: totals.specialSavingsCents,
      discountCents: totals.discountCents,
      taxCents: totals.taxCents,
      deliveryCents: totals.deliveryCents,
      totalCents: totals.totalCents,
      wholesaleCostCents: totals.wholesaleCostCents,
    },
  };
}

type OrderComputedColumns = keyof OrderTotals | 'taxRatePercent' | 'includeSalesTax';

export type CreateOrderInput = Partial<Omit<NewOrderRow, OrderComputedColumns>> & {
  showroomId: string;
  lines: readonly OrderLineInput[];
  /** Fills customerId, the customer snapshot and (for delivery) the delivery address. */
  customer?: CustomerRow;
  taxRatePercent?: number;
  includeSalesTax?: boolean;
  deliveryCents?: number;
};

/**
 * An order with its items and its status history, priced by priceOrder so that its totals are
 * consistent. Run it inside `db.transaction` when the order must appear all at once.
 */
export async function createOrder(
  db: Executor,
  input: CreateOrderInput,
): Promise<{ order: OrderRow; items: OrderItemRow[] }> {
  const {
    lines,
    customer,
    taxRatePercent = 9.75,
    includeSalesTax = true,
    deliveryCents = 0,
    ...columns
  } = input;
  if (lines.length === 0) throw new Error('an order needs at least one line');
  const deliveryMethod = columns.deliveryMethod ?? 'delivery';
  const { lines: priced, totals } = priceOrder(lines, {
    taxRatePercent,
    includeSalesTax,
    deliveryCents: deliveryMethod === 'delivery' ? deliveryCents : 0,
  });
  const orderDate = columns.orderDate ?? new Date();
  const [order] = await db
    .insert(orders)
    .values({
      quoteNumber: columns.quoteNumber ?? (await nextReferenceNumber(db, 'Q', orderDate)),
      customerId: customer?.id,
      customerFirstName: customer?.firstName ?? 'Jordan',
      customerLastName: customer?.lastName ?? 'Ellis',
      customerEmail: customer?.email ?? 'jordan.ellis@example.test',
      customerPhone: customer?.phone,
      customerCompany: customer?.company,
      deliveryMethod,
      ...(deliveryMethod === 'delivery'
        ? {
            deliveryStreetAddress: customer?.streetAddress ?? '4800 Burnet Rd',
            deliveryCity: customer?.city ?? 'Austin',
            deliveryState: customer?.state ?? 'TX',
            deliveryZipCode: customer?.zipCode ?? '78756',
            deliveryCountry: customer?.country ?? 'United States',
          }
        : {}),
      createdAt: orderDate,
      updatedAt: orderDate,
      ...columns,
      orderDate,
      taxRatePercent,
      includeSalesTax,
      ...totals,
    })
    .returning();
  if (!order) throw new Error('order not inserted');
  const items = await db
    .insert(orderItems)
    .values(
      priced.map((line, position) => ({
        orderId: order.id,
        showroomId: order.showroomId,
        position,
        ...stoneSnapshot(line.stone),
        quantitySlabs: line.quantitySlabs,
        quantitySqft: line.quantitySqft,
        unitPriceCents: line.unitPriceCents,
        specialUnitPriceCents: line.specialUnitPriceCents ?? null,
        specialPricingRuleId: line.specialPricingRuleId ?? null,
        wholesaleUnitCostCents: line.wholesaleUnitCostCents,
        discountPercent: line.discountPercent ?? 0,
        discountOverrideId: line.discountOverrideId ?? null,
        lineSubtotalCents: line.lineSubtotalCents,
        specialSavingsCents: line.specialSavingsCents,
        discountCents: line.discountCents,
        lineTotalCents: line.lineTotalCents,
        notes: line.notes ?? null,
      })),
    )
    .returning();
  // The status history up to the order's status: placed at the order date, each later step two
  // days on, never after the order's last update.
  const path = statusPath(order.status);
  await db.insert(orderStatusChanges).values(
    path.map((toStatus, step) => ({
      orderId: order.id,
      showroomId: order.showroomId,
      fromStatus: step === 0 ? null : (path[step - 1] ?? null),
      toStatus,
      changedByUserId: order.placedByUserId,
      changedAt: new Date(
        Math.min(
          order.orderDate.getTime() + step * 2 * 24 * 60 * 60 * 1000,
          Math.max(order.updatedAt.getTime(), order.orderDate.getTime()),
        ),
      ),
    })),
  );
  return { order, items };
}

/** The statuses an order passes through to reach `status` (spec 03 section 4, admin actions). */
function statusPath(status: OrderStatus): OrderStatus[] {
  if (status === 'cancelled') return ['pending', 'cancelled'];
  const forward: OrderStatus[] = ['pending', 'processing', 'completed', 'delivered'];
  return forward.slice(0, forward.indexOf(status) + 1);
}

/** A note on an order. */
export async function createOrderNote(
  db: Executor,
  input: {
    orderId: string;
    showroomId: string;
    note: string;
    authorUserId?: string | null;
    createdAt?: Date;
  },
): Promise<OrderNoteRow> {
  const [row] = await db.insert(orderNotes).values(input).returning();
  if (!row) throw new Error('order note not inserted');
  return row;
}
