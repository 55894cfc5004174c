import type { Executor } from '@stonetool/db/client';
import type { StoneRow } from '@stonetool/db/schema/catalog';
import { checkDiscount, type DiscountCheck } from '@stonetool/domain/pricing/discount';
import { quoteDelivery, type DeliveryQuote } from '@stonetool/domain/pricing/delivery';
import {
  orderTotals,
  priceOrderLine,
  type DeliveryMethod,
  type OrderTotals,
  type PricedOrderLine,
} from '@stonetool/domain/pricing/order-totals';
import { AppError } from '../../errors/app-error';
import type { Principal } from '../auth/principal';
import { isOverrideApproved } from './discount/discount-override';
import { DEFAULT_TAX_SETTINGS, loadDeliveryRules, loadTaxSettings, type TaxSettings } from './pricing-rules';
import { quoteStones } from './quote-stones';

/** Messages of a cart that cannot be priced (spec 01 section 5 where it has the words). */
export const CART_PRICING_MESSAGES = {
  empty: 'No valid items in cart to process.',
  notInCatalog: 'A stone in the cart is no longer in the catalog.',
  noPrice: (brand: string, color: string) => `${brand} ${color} has no price and cannot be ordered.`,
} as const;

/** One line as the caller sends it: which stone, how many slabs, what discount. */
export interface CartLineRequest {
  stoneId: string;
  /** Slabs, 1 to 999. */
  quantity: number;
  /** Whole percent, 0 to 50; 0 when no discount. */
  discountPercent: number;
  /** The id validate-discount returned when a manager approved this discount. */
  discountOverrideId?: string | null;
}

export interface PriceCartInput {
  /** The caller's showroom (never an id from the request alone). */
  showroomId: string;
  principal: Principal;
  lines: readonly CartLineRequest[];
  now: Date;
  /** Delivery is charged only for 'delivery'; the breakdown is computed either way. */
  deliveryMethod: DeliveryMethod;
  /** Whether to add sales tax; the showroom's tax_enabled when not given. The rate is always the showroom's. */
  includeSalesTax?: boolean;
}

/** A discount's check, made valid by an approved override when one is given and matches. */
export type LineDiscount = DiscountCheck & { overrideId: string | null };

/** Everything an order line needs, per slab in cents unless named otherwise. */
export interface PricedCartLine {
  /** The stone as it is now: snapshot it onto the order line. */
  stone: StoneRow;
  quantity: number;
  discountPercent: number;
  /** Client price per slab before special pricing (order_items.unit_price_cents). */
  unitPriceCents: number;
  /** Special price per slab when a rule applies (order_items.special_unit_price_cents). */
  specialUnitPriceCents: number | null;
  /** The rule to count a use of when the order is placed (order_items.special_pricing_rule_id). */
  specialPricingRuleId: string | null;
  specialDiscountPercent: number | null;
  /** What the showroom pays per slab on this line, after special pricing (order_items.wholesale_unit_cost_cents). */
  wholesaleUnitCostCents: number;
  /** The lowest price per slab the discount may reach without a manager. Never send it to a salesperson. */
  floorUnitCents: number;
  discount: LineDiscount;
  /** Line subtotal, special savings, discount, line total and wholesale cost. */
  priced: PricedOrderLine;
}

export interface PricedCart {
  lines: PricedCartLine[];
  /** Per-brand delivery for the whole cart; totals.deliveryCents is 0 for will call. */
  delivery: DeliveryQuote;
  /** The showroom's tax settings; `includeSalesTax` is what was applied. */
  tax: TaxSettings & { includeSalesTax: boolean };
  totals: OrderTotals;
  /** True when every line's discount is valid as it is or by an approved override. */
  allDiscountsValid: boolean;
}

/**
 * Prices a cart for the caller's showroom from stone ids, slab counts and discount percents,
 * ignoring any price the client holds: the showroom's pricing rows, its special rules active at
 * `now`, the caller's discount limit and approved overrides, delivery rules and tax settings.
 * Throws a 400 AppError when the cart is empty, a stone is not in this showroom's catalog, or a
 * stone has no price. A discount that needs an override without an approved one is not an error:
 * it comes back with `valid` false (check `allDiscountsValid` before placing an order).
 * Run it inside the order's transaction so the prices and rule uses it reads are the ones written.
 */
export async function priceCart(db: Executor, input: PriceCartInput): Promise<PricedCart> {
  if (input.lines.length === 0) throw new AppError('VALIDATION_FAILED', CART_PRICING_MESSAGES.empty);
  const { showroomId, principal, now } = input;
  // One after another: inside the order's transaction they share one connection, which takes
  // one query at a time (pg 9 refuses a second while the first runs).
  const quotes = await quoteStones(
    db,
    showroomId,
    input.lines.map((line) => line.stoneId),
    now,
  );
  const deliveryRules = await loadDeliveryRules(db, showroomId);
  const taxSettings = await loadTaxSettings(db, showroomId);
  const maxDiscountPercent = principal.teamMember?.permissions.maxDiscountPercent ?? 0;

  const lines: PricedCartLine[] = [];
  for (const line of input.lines) {
    const quote = quotes.get(line.stoneId);
    if (!quote) throw new AppError('VALIDATION_FAILED', CART_PRICING_MESSAGES.notInCatalog);
    const { stone, price, effectiveUnitPriceCents, effectiveWholesaleCents, effectiveFloorCents } = quote;
    if (
      !price ||
      effectiveUnitPriceCents === null ||
      effectiveWholesaleCents === null ||
      effectiveFloorCents === null
    ) {
      throw new AppError('VALIDATION_FAILED', CART_PRICING_MESSAGES.noPrice(stone.brand, stone.color));
    }
    const check = checkDiscount({
      priceCents: effectiveUnitPriceCents,
      discountPercent: line.discountPercent,
      floorCents: effectiveFloorCents,
      maxDiscountPercent,
    });
    let discount: LineDiscount = { ...check, overrideId: null };
    if (check.requiresOverride && line.discountOverrideId) {
      const approved = await isOverrideApproved(db, {
        showroomId,
        principal,
        overrideId: line.discountOverrideId,
        brand: stone.brand,
        priceCents: effectiveUnitPriceCents,
        discountPercent: line.discountPercent,
        now,
      });
      if (approved) {
        discount = {
          ...check,
          valid: true,
          requiresOverride: false,
          error: null,
          overrideId: line.discountOverrideId,
        };
      }
    }
    lines.push({
      stone,
      quantity: line.quantity,
      discountPercent: line.discountPercent,
      unitPriceCents: price.clientCents,
      specialUnitPriceCents: quote.specialUnitPriceCents,
      specialPricingRuleId: quote.specialRule?.id ?? null,
      specialDiscountPercent: quote.specialRule?.specialDiscountPercent ?? null,
      wholesaleUnitCostCents: effectiveWholesaleCents,
      floorUnitCents: effectiveFloorCents,
      discount,
      priced: priceOrderLine({
        unitPriceCents: price.clientCents,
        specialUnitPriceCents: quote.specialUnitPriceCents,
        quantity: line.quantity,
        discountPercent: discount.discountedCents === null ? 0 : line.discountPercent,
        wholesaleUnitCostCents: effectiveWholesaleCents,
      }),
    });
  }

  const tax = taxSettings ?? DEFAULT_TAX_SETTINGS;
  const includeSalesTax = input.includeSalesTax ?? tax.enabled;
  const delivery = quoteDelivery(
    lines.map((line) => ({ brand: line.stone.brand, quantity: line.quantity })),
    deliveryRules,
    showroomId,
  );
  const totals = orderTotals(
    lines.map((line) => line.priced),
    {
      includeSalesTax,
      taxRatePercent: tax.ratePercent,
      deliveryMethod: input.deliveryMethod,
      deliveryCents: delivery.totalCents,
    },
  );
  return {
    lines,
    delivery,
    tax: { ...tax, includeSalesTax },
    totals,
    allDiscountsValid: lines.every((line) => line.discount.valid),
  };
}
