import { dollarsToCents } from '@stonetool/domain/money';
import { countedDiscountPercent } from '@stonetool/domain/pricing/discount';
import {
  priceOrder,
  type DeliveryMethod,
  type OrderLineInput,
  type OrderTotals,
  type PricedOrderLine,
} from '@stonetool/domain/pricing/order-totals';
import { discountStatus } from '../cart/discount-check';
import type { CartItem } from '../state/material-state';

export type SummaryOptions = {
  includeSalesTax: boolean;
  taxRatePercent: number;
  deliveryMethod: DeliveryMethod;
  deliveryCents: number;
};

export type SummaryLine = PricedOrderLine & {
  item: CartItem;
  unitPriceCents: number;
  /** The special price per slab when a rule applies and it is below the client price. */
  specialUnitPriceCents: number | null;
};

/** The price a line is sold at per slab; a stone without one ('Price on request') cannot be ordered. */
export function unitPriceCents(item: CartItem): number | null {
  const price = item.stone.client_price;
  if (price === null || !Number.isFinite(price)) return null;
  const cents = dollarsToCents(price);
  return cents > 0 ? cents : null;
}

/** A special price counts only when it is a real reduction of the client price. */
export function specialUnitCents(item: CartItem, unitCents: number): number | null {
  const special = item.specialPricing?.specialPrice;
  if (special === undefined || !Number.isFinite(special)) return null;
  const cents = dollarsToCents(special);
  return cents > 0 && cents < unitCents ? cents : null;
}

/** Cart lines that can be ordered: a client price above 0 (spec 01 section 5, 'No valid items in cart to process.'). */
export function orderableItems(items: readonly CartItem[]): CartItem[] {
  return items.filter((item) => unitPriceCents(item) !== null);
}

/**
 * The order screen's summary figures (spec 01 sections 2 and 9), computed by the same domain
 * functions as the server, which recomputes them from ids and quantities when the order arrives.
 * The web never knows wholesale cost, so it plays no part here.
 */
export function orderSummary(
  items: readonly CartItem[],
  options: SummaryOptions,
): { lines: SummaryLine[]; totals: OrderTotals } {
  const orderable = orderableItems(items);
  const inputs: OrderLineInput[] = orderable.map((item) => {
    const unit = unitPriceCents(item) ?? 0;
    return {
      unitPriceCents: unit,
      specialUnitPriceCents: specialUnitCents(item, unit),
      quantity: item.quantity,
      discountPercent: countedDiscountPercent({
        enabled: item.discountEnabled,
        percent: item.discountPercent,
        approved: discountStatus(item.discountValidation) === 'valid',
      }),
      wholesaleUnitCostCents: 0,
    };
  });
  const { lines, totals } = priceOrder(inputs, options);
  return {
    lines: lines.map((line, index) => {
      const item = orderable[index] as CartItem;
      const input = inputs[index] as OrderLineInput;
      return {
        ...line,
        item,
        unitPriceCents: input.unitPriceCents,
        specialUnitPriceCents: input.specialUnitPriceCents,
      };
    }),
    totals,
  };
}
