import type { TFabricationPricingResponse } from '@stonetool/contracts/fabrication';
import type { Executor } from '@stonetool/db/client';
import { edgeDetails, fabricationPricing } from '@stonetool/db/schema/pricing';
import { centsToDollars } from '@stonetool/domain/money';
import { asc, eq } from 'drizzle-orm';

/** The fabrication pricing table's rows as the engine reads them (cents per square foot). */
export async function fabricationRates(db: Executor) {
  return db
    .select({
      stoneType: fabricationPricing.stoneType,
      thickness: fabricationPricing.thickness,
      edgeDetail: fabricationPricing.edgeDetail,
      pricePerSfCents: fabricationPricing.pricePerSfCents,
    })
    .from(fabricationPricing)
    .orderBy(
      asc(fabricationPricing.stoneType),
      asc(fabricationPricing.thickness),
      asc(fabricationPricing.edgeDetail),
    );
}

const distinct = (values: readonly string[]): string[] => [...new Set(values)];

/**
 * GET /api/fabrication/pricing: every row in dollars per square foot, and the options the
 * estimator offers. Edge details are the active ones in their display order; stone types and
 * thicknesses are those the table prices.
 */
export async function listFabricationPricing(
  db: Executor,
): Promise<Omit<TFabricationPricingResponse, 'success'>> {
  const [rates, edges] = await Promise.all([
    fabricationRates(db),
    db
      .select({ name: edgeDetails.name })
      .from(edgeDetails)
      .where(eq(edgeDetails.isActive, true))
      .orderBy(asc(edgeDetails.sortOrder), asc(edgeDetails.name)),
  ]);
  return {
    data: rates.map((rate) => ({
      stone_type: rate.stoneType,
      thickness: rate.thickness,
      edge_detail: rate.edgeDetail,
      price_per_sf: centsToDollars(rate.pricePerSfCents),
    })),
    options: {
      edge_details: edges.map((edge) => edge.name),
      stone_types: distinct(rates.map((rate) => rate.stoneType)),
      thicknesses: distinct(rates.map((rate) => rate.thickness)).sort(),
    },
  };
}
