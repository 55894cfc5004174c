import {
  estimateProductNamesOf,
  estimateProductsOf,
  estimateSettingsOf,
  type TQuoteData,
} from '@stonetool/contracts/quotes';
import type { Executor } from '@stonetool/db/client';
import { stones } from '@stonetool/db/schema/catalog';
import { wholesalePricing } from '@stonetool/db/schema/pricing';
import { estimateQuote } from '@stonetool/domain/estimate/estimate-quote';
import { SEARCH_SAFETY_NET_MS, stopAfter } from '@stonetool/domain/optimizer/optimize';
import { findStone, normalizeStoneRow } from '@stonetool/domain/estimate/normalize-stone';
import type { EstimateProduct, QuoteEstimate } from '@stonetool/domain/estimate/types';
import { and, eq, notInArray } from 'drizzle-orm';
import { fabricationRates } from '../fabrication/list-fabrication-pricing';

export interface ServerEstimate {
  products: EstimateProduct[];
  /** The estimate's product names, in order (custom name, else "Type n"). */
  names: string[];
  estimate: QuoteEstimate;
  /** Each product's slab (inches), to draw its layout; null when it has no stone. */
  slabSizes: Array<{ width: number; height: number } | null>;
}

/**
 * The catalogue rows the business may quote, as the engine reads them: every stone except the
 * brands its wholesale pricing hides (the rule the catalog listing applies).
 */
async function catalogueFor(db: Executor, showroomId: string) {
  const hiddenBrands = db
    .select({ brand: wholesalePricing.brand })
    .from(wholesalePricing)
    .where(and(eq(wholesalePricing.showroomId, showroomId), eq(wholesalePricing.isActive, false)));
  return db
    .select({
      brand: stones.brand,
      type: stones.type,
      color: stones.color,
      finish: stones.finish,
      thickness: stones.thickness,
      slabWidthIn: stones.slabWidthIn,
      slabHeightIn: stones.slabHeightIn,
      slabCostCents: stones.slabCostCents,
      fabCostCents: stones.fabCostCents,
      markUp: stones.markUp,
    })
    .from(stones)
    .where(notInArray(stones.brand, hiddenBrands));
}

/**
 * The server's own estimate of a quote: the products' stones looked up in the catalogue and
 * fabrication priced from the pricing table, with the same engine the estimator runs. Figures a
 * client sends (its price rows, results and totals) are never priced from, so a PDF, an e-mail
 * and a saved quote's price always follow the catalogue.
 */
export async function estimateQuoteData(
  db: Executor,
  showroomId: string,
  data: Pick<TQuoteData, 'entryMode' | 'products' | 'groups' | 'settings'>,
): Promise<ServerEstimate> {
  const products = estimateProductsOf(data);
  const [catalogue, rates] = await Promise.all([catalogueFor(db, showroomId), fabricationRates(db)]);
  const estimate = estimateQuote(
    {
      products,
      stones: catalogue,
      fabricationPricing: rates,
      settings: estimateSettingsOf(data.settings),
    },
    { shouldStop: stopAfter(SEARCH_SAFETY_NET_MS, () => performance.now()) },
  );
  const normalized = catalogue.map((row) => normalizeStoneRow(row));
  const slabSizes = products.map((product) => {
    const stone = findStone(normalized, product);
    return stone && { width: stone.slabWidth, height: stone.slabHeight };
  });
  return { products, names: estimateProductNamesOf(data), estimate, slabSizes };
}
