import { addPercentCents, multiplyCents, onePlusPercent, percentOfCents, scaleCents } from '../money';

/**
 * What a showroom pays and what its client pays for one slab (spec 03 section 9), in cents.
 *
 * Two layers of pricing meet here: the platform's wholesale pricing for a showroom and brand
 * (what the showroom pays) and the showroom's own client pricing for that brand (what its client
 * pays). A brand with no row of its own is priced by the spec's defaults below, so a showroom
 * never sees a stone without a price merely because nobody has configured the brand yet.
 */

export type WholesalePricingType = 'markup_from_cost' | 'discount_from_msrp';
export type ClientPricingStrategy = 'markup_from_cost' | 'discount_from_msrp';
export type ClientMarkupType = 'percentage' | 'fixed';

/** The platform's price to a showroom for one brand (wholesale_pricing). */
export interface WholesaleTerms {
  pricingType: WholesalePricingType;
  /** Mark-up on the catalog slab cost, 0 to 200 %. */
  markupPercent: number | null;
  /** Discount from the stone's MSRP, 0 to 50 %. */
  discountPercent: number | null;
}

/** A showroom's price to its clients for one brand (client_markups and showroom_brand_pricing). */
export interface ClientTerms {
  strategy: ClientPricingStrategy;
  markupType: ClientMarkupType;
  /** 0 to 200 %. */
  markupPercent: number | null;
  /** 0 to $2,000 per slab. */
  fixedMarkupCents: number | null;
  /** 0 to 50 %, for the MSRP-discount strategy. */
  msrpDiscountPercent: number | null;
  /** 0 to 50 %: discounts may not take the price below wholesale plus this margin. */
  minimumMarginPercent: number;
}

/** Spec 03 section 9: wholesale mark-up default 50 %. */
export const DEFAULT_WHOLESALE_MARKUP_PERCENT = 50;
/** Spec 03 section 9: client mark-up 40 %, fixed mark-up $600, minimum margin 15 %. */
export const DEFAULT_CLIENT_MARKUP_PERCENT = 40;
export const DEFAULT_FIXED_MARKUP_CENTS = 60_000;
export const DEFAULT_MINIMUM_MARGIN_PERCENT = 15;
/** Spec 03 section 9: displayed MSRP = wholesale × 1.5 when the stone has no MSRP. */
export const DISPLAYED_MSRP_FACTOR = 1.5;

/** A brand without a wholesale_pricing row: cost + 50 %. */
export const DEFAULT_WHOLESALE_TERMS: WholesaleTerms = {
  pricingType: 'markup_from_cost',
  markupPercent: DEFAULT_WHOLESALE_MARKUP_PERCENT,
  discountPercent: null,
};

/** A brand without client pricing rows: wholesale + 40 %, 15 % minimum margin. */
export const DEFAULT_CLIENT_TERMS: ClientTerms = {
  strategy: 'markup_from_cost',
  markupType: 'percentage',
  markupPercent: DEFAULT_CLIENT_MARKUP_PERCENT,
  fixedMarkupCents: null,
  msrpDiscountPercent: null,
  minimumMarginPercent: DEFAULT_MINIMUM_MARGIN_PERCENT,
};

/** The catalog figures of a stone that prices depend on; null or 0 means none. */
export interface StoneCosts {
  slabCostCents: number | null;
  msrpCents: number | null;
}

function positive(cents: number | null | undefined): cents is number {
  return typeof cents === 'number' && cents > 0;
}

/** amount × (1 − percent / 100), rounded once. */
function lessPercent(cents: number, percent: number): number {
  return cents - percentOfCents(cents, percent);
}

/**
 * What the showroom pays per slab: MSRP × (1 − discount %) under discount_from_msrp, otherwise
 * slab cost × (1 + mark-up %). A stone without an MSRP under discount_from_msrp falls back to
 * the mark-up (the row's, or the 50 % default): its displayed MSRP is itself derived from the
 * wholesale price, so it cannot be the base of it. Null when the stone has no price at all
 * ('Price on request').
 */
export function wholesaleUnitCents(stone: StoneCosts, terms: WholesaleTerms): number | null {
  if (terms.pricingType === 'discount_from_msrp' && positive(stone.msrpCents)) {
    return lessPercent(stone.msrpCents, terms.discountPercent ?? 0);
  }
  if (!positive(stone.slabCostCents)) return null;
  return addPercentCents(stone.slabCostCents, terms.markupPercent ?? DEFAULT_WHOLESALE_MARKUP_PERCENT);
}

/** The stone's MSRP, or wholesale × 1.5 when it has none (spec 03 section 9). */
export function displayedMsrpCents(stone: StoneCosts, wholesaleCents: number): number {
  return positive(stone.msrpCents) ? stone.msrpCents : multiplyCents(wholesaleCents, DISPLAYED_MSRP_FACTOR);
}

/**
 * The client's price per slab from the showroom's wholesale price, in the order spec 03 section 9
 * gives the formulas: a fixed mark-up is wholesale + fixed amount ($600 when the amount is
 * missing), whichever strategy is chosen (under the MSRP strategy the other markup type is the
 * MSRP discount); the MSRP strategy is MSRP × (1 − discount %) (the displayed MSRP when the stone
 * has none); otherwise wholesale × (1 + mark-up %) (40 % when missing).
 */
export function clientUnitCents(stone: StoneCosts, wholesaleCents: number, terms: ClientTerms): number {
  if (terms.markupType === 'fixed')
    return wholesaleCents + (terms.fixedMarkupCents ?? DEFAULT_FIXED_MARKUP_CENTS);
  if (terms.strategy === 'discount_from_msrp') {
    return lessPercent(displayedMsrpCents(stone, wholesaleCents), terms.msrpDiscountPercent ?? 0);
  }
  return addPercentCents(wholesaleCents, terms.markupPercent ?? DEFAULT_CLIENT_MARKUP_PERCENT);
}

/**
 * The lowest price a discount may reach without a manager: wholesale × (1 + minimum margin %).
 * Spec 03 section 5 says a fixed mark-up bypasses margin protection; its floor is the wholesale
 * price itself, so even then a discount below cost needs a manager.
 */
export function floorUnitCents(wholesaleCents: number, terms: ClientTerms): number {
  if (terms.markupType === 'fixed') return wholesaleCents;
  return scaleCents(wholesaleCents, [onePlusPercent(terms.minimumMarginPercent)]);
}

/** Every per-slab figure of one stone for one showroom, in cents. */
export interface StonePrice {
  /** What the showroom pays the platform. */
  wholesaleCents: number;
  /** The stone's MSRP, or the displayed one (wholesale × 1.5). */
  msrpCents: number;
  /** What the client pays before any special price or discount. */
  clientCents: number;
  /** client − wholesale. */
  profitCents: number;
  /** wholesale × (1 + minimum margin %). */
  floorCents: number;
  /** client − floor, not below 0. */
  discountRoomCents: number;
}

/** Prices a stone for a showroom; null when the stone has no price ('Price on request'). */
export function priceStone(
  stone: StoneCosts,
  wholesale: WholesaleTerms,
  client: ClientTerms,
): StonePrice | null {
  const wholesaleCents = wholesaleUnitCents(stone, wholesale);
  if (wholesaleCents === null) return null;
  return priceFromWholesale(stone, wholesaleCents, client);
}

/**
 * Every per-slab figure from a known wholesale price: the catalog's stones (through priceStone)
 * and the Pricing & Margins preview (a brand's sample wholesale price and average MSRP) alike.
 */
export function priceFromWholesale(
  stone: StoneCosts,
  wholesaleCents: number,
  client: ClientTerms,
): StonePrice {
  const clientCents = clientUnitCents(stone, wholesaleCents, client);
  const floorCents = floorUnitCents(wholesaleCents, client);
  return {
    wholesaleCents,
    msrpCents: displayedMsrpCents(stone, wholesaleCents),
    clientCents,
    profitCents: clientCents - wholesaleCents,
    floorCents,
    discountRoomCents: Math.max(0, clientCents - floorCents),
  };
}

/**
 * The floor for a price other than the catalog price (a special price, or a price the caller
 * names), in the same proportion to it as the catalog floor to the catalog price: a special price
 * lowers the showroom's cost by the same percentage (see special-pricing.ts), so the floor moves
 * with it.
 */
export function floorForPrice(
  priceCents: number,
  stonePrice: Pick<StonePrice, 'clientCents' | 'floorCents'>,
): number {
  if (stonePrice.clientCents <= 0) return 0;
  return scaleCents(priceCents, [stonePrice.floorCents], [stonePrice.clientCents]);
}
