import type { TFabricationLeadRange } from '@stonetool/contracts/fabrication-lead-pricing';
import type { Executor } from '@stonetool/db/client';
import { fabricationLeadPriceMatrix } from '@stonetool/db/schema/pricing';
import { displayRange } from '@stonetool/domain/pricing/fabrication-lead-ranges';
import { asc } from 'drizzle-orm';

/** GET /api/fabrication/lead-pricing: the fabrication lead price matrix in its order (whole dollars). */
export async function listFabricationLeadPricing(db: Executor): Promise<TFabricationLeadRange[]> {
  const rows = await db
    .select()
    .from(fabricationLeadPriceMatrix)
    .orderBy(asc(fabricationLeadPriceMatrix.sortOrder), asc(fabricationLeadPriceMatrix.stoneType));
  return rows.map((row) => {
    const range = {
      stoneType: row.stoneType,
      minPrice: Math.round(row.minPricePerSfCents / 100),
      maxPrice: Math.round(row.maxPricePerSfCents / 100),
    };
    return { ...range, display: displayRange(range) };
  });
}
