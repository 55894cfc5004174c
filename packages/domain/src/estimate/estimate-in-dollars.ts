import { centsToDollars } from '../money';
import type { ProductEstimate, QuoteEstimate, QuoteTotals, StoneOptimization } from './types';

const PRODUCT_MONEY = [
  'slabCost',
  'materialCost',
  'fabricationCost',
  'installationCost',
  'cutoutCost',
  'rawCost',
  'finalPrice',
] as const;
const TOTALS_MONEY = [
  'totalPrice',
  'materialCost',
  'fabricationCost',
  'installationCost',
  'cutoutCost',
  'rawCost',
] as const;

type ProductMoney = (typeof PRODUCT_MONEY)[number];
type TotalsMoney = (typeof TOTALS_MONEY)[number];

export type ProductEstimateInDollars = Omit<ProductEstimate, ProductMoney> & Record<ProductMoney, number>;
export type StoneOptimizationInDollars = StoneOptimization;
export type QuoteTotalsInDollars = Omit<QuoteTotals, TotalsMoney> & Record<TotalsMoney, number>;

export interface QuoteEstimateInDollars extends Omit<QuoteEstimate, 'products' | 'stones' | 'totals'> {
  products: Array<ProductEstimateInDollars | null>;
  stones: StoneOptimizationInDollars[];
  totals: QuoteTotalsInDollars;
}

/** A product's result with its money in dollars, for the JSON fields the spec gives in dollars. */
export function productEstimateInDollars(product: ProductEstimate): ProductEstimateInDollars {
  const out = { ...product };
  for (const field of PRODUCT_MONEY) out[field] = centsToDollars(product[field]);
  return out;
}

/**
 * The estimate with its money in dollars (the API edge); every other field as it is. A
 * stone's `materialCost` and `totalPrice` are in dollars too.
 */
export function quoteEstimateInDollars(quote: QuoteEstimate): QuoteEstimateInDollars {
  const totals = { ...quote.totals };
  for (const field of TOTALS_MONEY) totals[field] = centsToDollars(quote.totals[field]);
  return {
    ...quote,
    products: quote.products.map((p) => (p === null ? null : productEstimateInDollars(p))),
    stones: quote.stones.map((s) => ({
      ...s,
      materialCost: centsToDollars(s.materialCost),
      totalPrice: centsToDollars(s.totalPrice),
    })),
    totals,
  };
}
