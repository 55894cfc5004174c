import type {
  TFabricationLeadRange,
  TSaveFabricationLeadPricingRequest,
} from '@stonetool/contracts/fabrication-lead-pricing';
import type { Database } from '@stonetool/db/client';
import { fabricationLeadPriceMatrix } from '@stonetool/db/schema/pricing';
import { listFabricationLeadPricing } from './list-fabrication-lead-pricing';

/**
 * PUT /api/admin/fabrication-lead-pricing: replaces the matrix with the rows sent, in their order,
 * in one transaction, so Material Mode never reads half a matrix.
 */
export async function saveFabricationLeadPricing(
  db: Database,
  request: TSaveFabricationLeadPricingRequest,
): Promise<TFabricationLeadRange[]> {
  return db.transaction(async (tx) => {
    await tx.delete(fabricationLeadPriceMatrix);
    if (request.rows.length > 0) {
      await tx.insert(fabricationLeadPriceMatrix).values(
        request.rows.map((row, sortOrder) => ({
          stoneType: row.stoneType,
          minPricePerSfCents: row.minPrice * 100,
          maxPricePerSfCents: row.maxPrice * 100,
          sortOrder,
        })),
      );
    }
    return listFabricationLeadPricing(tx);
  });
}
