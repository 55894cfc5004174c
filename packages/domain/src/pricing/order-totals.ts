import { percentOfCents, sumCents } from '../money';

/** Spec 01 section 9: sales tax 9.75 %, on, unless the showroom's settings say otherwise. */
export const DEFAULT_SALES_TAX_RATE_PERCENT = 9.75;
export const DEFAULT_SALES_TAX_ENABLED = true;

export type DeliveryMethod = 'delivery' | 'will_call';

/** One cart or order line, per slab in cents. */
export interface OrderLineInput {
  /** Client price per slab. */
  unitPriceCents: number;
  /** Special price per slab when a special pricing rule applies. */
  specialUnitPriceCents: number | null;
  /** Slabs, 1 to 999. */
  quantity: number;
  /** Whole percent, 0 to 50. */
  discountPercent: number;
  /** What the showroom pays the platform per slab on this line. */
  wholesaleUnitCostCents: number;
}

export interface PricedOrderLine {
  quantity: number;
  /** unit price × slabs. */
  lineSubtotalCents: number;
  /** (unit price − special price) × slabs. */
  specialSavingsCents: number;
  /** discount % of (subtotal − special savings), rounded once. */
  discountCents: number;
  /** subtotal − special savings − discount. */
  lineTotalCents: number;
  /** wholesale per slab × slabs. */
  wholesaleCostCents: number;
}

/**
 * One line exactly as `order_items` documents it (packages/db/src/schema/orders.ts) and spec 01
 * section 9 says: the discount is a percentage of the line price, which is the special price when
 * one applies.
 */
export function priceOrderLine(line: OrderLineInput): PricedOrderLine {
  const lineSubtotalCents = line.unitPriceCents * line.quantity;
  const effectiveUnit = line.specialUnitPriceCents ?? line.unitPriceCents;
  const specialSavingsCents = (line.unitPriceCents - effectiveUnit) * line.quantity;
  const linePrice = lineSubtotalCents - specialSavingsCents;
  const discountCents = percentOfCents(linePrice, line.discountPercent);
  return {
    quantity: line.quantity,
    lineSubtotalCents: sumCents([lineSubtotalCents]),
    specialSavingsCents,
    discountCents,
    lineTotalCents: linePrice - discountCents,
    wholesaleCostCents: sumCents([line.wholesaleUnitCostCents * line.quantity]),
  };
}

export interface OrderTotalsOptions {
  includeSalesTax: boolean;
  /** Percent, 0 to 50. */
  taxRatePercent: number;
  deliveryMethod: DeliveryMethod;
  /** The cart's delivery charge; counted only for the delivery method. */
  deliveryCents: number;
}

export interface OrderTotals {
  totalSlabs: number;
  subtotalCents: number;
  specialSavingsCents: number;
  discountCents: number;
  /** subtotal − special savings − discounts: what tax applies to. */
  taxableCents: number;
  taxCents: number;
  deliveryCents: number;
  /** taxable + tax + delivery. */
  totalCents: number;
  /** What the showroom owes the platform for the material. */
  wholesaleCostCents: number;
}

/**
 * Spec 01 section 9 and the `orders` table: tax = rate % of (subtotal − discounts), rounded once
 * on the order (not per line); delivery only for the delivery method; total = subtotal −
 * discounts + tax + delivery, where discounts are the special savings plus the line discounts.
 */
export function orderTotals(lines: readonly PricedOrderLine[], options: OrderTotalsOptions): OrderTotals {
  const subtotalCents = sumCents(lines.map((line) => line.lineSubtotalCents));
  const specialSavingsCents = sumCents(lines.map((line) => line.specialSavingsCents));
  const discountCents = sumCents(lines.map((line) => line.discountCents));
  const taxableCents = subtotalCents - specialSavingsCents - discountCents;
  const taxCents = options.includeSalesTax ? percentOfCents(taxableCents, options.taxRatePercent) : 0;
  const deliveryCents = options.deliveryMethod === 'delivery' ? options.deliveryCents : 0;
  return {
    totalSlabs: lines.reduce((total, line) => total + line.quantity, 0),
    subtotalCents,
    specialSavingsCents,
    discountCents,
    taxableCents,
    taxCents,
    deliveryCents,
    totalCents: sumCents([taxableCents, taxCents, deliveryCents]),
    wholesaleCostCents: sumCents(lines.map((line) => line.wholesaleCostCents)),
  };
}

/** Every line priced, and the order's totals from them. */
export function priceOrder(
  lines: readonly OrderLineInput[],
  options: OrderTotalsOptions,
): { lines: PricedOrderLine[]; totals: OrderTotals } {
  const priced = lines.map(priceOrderLine);
  return { lines: priced, totals: orderTotals(priced, options) };
}
