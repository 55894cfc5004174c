import type { TQuoteData } from '@stonetool/contracts/quotes';
import { remnantStockFor } from '@stonetool/contracts/remnants';
import {
  estimateProductNamesOf,
  estimateProductsOf,
  estimateSettingsOf,
} from '@stonetool/domain/estimate/quote-entry';
import type { Executor } from '@stonetool/db/client';
import { stones } from '@stonetool/db/schema/catalog';
import { estimateQuote } from '@stonetool/domain/estimate/estimate-quote';
import { SEARCH_SAFETY_NET_MS, stopAfter } from '@stonetool/domain/optimizer/optimize';
import { findStone, normalizeStoneRow } from '@stonetool/domain/estimate/normalize-stone';
import type { QuoteOfEstimate } from '@stonetool/domain/estimate/remnants-first';
import type { EstimateProduct, NormalizedStone, QuoteEstimate } from '@stonetool/domain/estimate/types';
import { wholesaleUnitCents } from '@stonetool/domain/pricing/stone-price';
import { cutoutPriceList } from '../fabrication/get-cutout-prices';
import { fabricationRates } from '../fabrication/list-fabrication-pricing';
import { loadShowroomPricing } from '../pricing/showroom-pricing';
import { getRemnantRate } from '../remnants/get-remnant-rate';
import { listRemnants } from '../remnants/list-remnants';

export interface ServerEstimate {
  products: EstimateProduct[];
  /** The estimate's product names, in order (custom name, else "Type n"). */
  names: string[];
  estimate: QuoteEstimate;
  /** Each product's slab (inches), to draw its layout; null when it has no stone. */
  slabSizes: Array<{ width: number; height: number } | null>;
  /** Each product's stone in the catalogue; null when it has none. */
  stones: Array<NormalizedStone | null>;
}

/**
 * The catalogue rows the business may quote, as the engine reads them: every stone except the
 * brands its wholesale pricing hides (the rule the catalog listing applies), its slab priced at
 * what the business pays for it (its wholesale price, the catalog's `wholesale_price_to_showroom`)
 * rather than the catalogue's own slab cost, so a slab costs the same in a quote as when the
 * business orders it (decision 084). A stone without a wholesale price is 'Price on request'.
 */
async function catalogueFor(db: Executor, showroomId: string) {
  const [rows, pricing] = await Promise.all([
    db
      .select({
        brand: stones.brand,
        type: stones.type,
        color: stones.color,
        finish: stones.finish,
        thickness: stones.thickness,
        slabWidthIn: stones.slabWidthIn,
        slabHeightIn: stones.slabHeightIn,
        slabCostCents: stones.slabCostCents,
        msrpCents: stones.msrpCents,
        fabCostCents: stones.fabCostCents,
        markUp: stones.markUp,
      })
      .from(stones),
    loadShowroomPricing(db, showroomId),
  ]);
  return rows
    .filter((row) => !pricing.isBrandHidden(row.brand))
    .map(({ msrpCents, ...row }) => ({
      ...row,
      slabCostCents: wholesaleUnitCents(
        { slabCostCents: row.slabCostCents, msrpCents },
        pricing.wholesaleTerms(row.brand),
      ),
    }));
}

/**
 * The server's own estimate of a quote: the products' stones looked up in the catalogue,
 * fabrication priced from the pricing table and cutouts from the business's price list, pieces on
 * the business's remnants when the quote says remnants first, with the same engine the estimator runs. Figures a
 * client sends (its price rows, results and totals) are never priced from, so a PDF, an e-mail
 * and a saved quote's price always follow the catalogue. `quote` is the saved quote (or the
 * accepted quote a new one revises) the estimate is for: a remnant another accepted quote
 * reserved is held from it (decision 123).
 */
export async function estimateQuoteData(
  db: Executor,
  showroomId: string,
  data: Pick<TQuoteData, 'entryMode' | 'products' | 'groups' | 'settings'>,
  quote: QuoteOfEstimate | null,
): Promise<ServerEstimate> {
  const products = estimateProductsOf(data);
  const settings = estimateSettingsOf(data.settings);
  const [catalogue, rates, cutoutPrices, remnants, remnantRate] = await Promise.all([
    catalogueFor(db, showroomId),
    fabricationRates(db),
    cutoutPriceList(db, showroomId),
    // In the order the estimator lists them, so both place pieces on the same remnants.
    settings.useRemnantsFirst ? listRemnants(db, showroomId) : [],
    settings.useRemnantsFirst ? getRemnantRate(db, showroomId) : null,
  ]);
  const estimate = estimateQuote(
    {
      products,
      stones: catalogue,
      fabricationPricing: rates,
      cutoutPrices,
      remnants: remnantStockFor(remnants, quote),
      ...(remnantRate ? { remnantRateCentsPerSqft: remnantRate.rate_cents_per_sqft } : {}),
      settings,
    },
    { shouldStop: stopAfter(SEARCH_SAFETY_NET_MS, () => performance.now()) },
  );
  const normalized = catalogue.map((row) => normalizeStoneRow(row));
  const stones = products.map((product) => findStone(normalized, product));
  const slabSizes = stones.map((stone) => stone && { width: stone.slabWidth, height: stone.slabHeight });
  return { products, names: estimateProductNamesOf(data), estimate, slabSizes, stones };
}
