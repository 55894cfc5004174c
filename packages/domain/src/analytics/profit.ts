import { marginPercent } from './ratios';

/** What a set of sales brought in, in cents: the sums every analytics figure starts from. */
export interface SaleAmounts {
  revenueCents: number;
  /** Sales tax collected for the state: part of revenue, never the showroom's money. */
  taxCents: number;
  /** What the showroom pays the platform for the material. */
  wholesaleCostCents: number;
}

/** Net sales: revenue less the sales tax the showroom collects for the state. */
export function netSalesCents(sales: SaleAmounts): number {
  return sales.revenueCents - sales.taxCents;
}

/**
 * Spec 03: "profit = revenue minus wholesale cost", with the sales tax taken out first because it
 * was never the showroom's money.
 */
export function profitCents(sales: SaleAmounts): number {
  return netSalesCents(sales) - sales.wholesaleCostCents;
}

/** Profit margin in percent of net sales, one decimal; 0 with no net sales. */
export function profitMargin(sales: SaleAmounts): number {
  return marginPercent(profitCents(sales), netSalesCents(sales));
}
