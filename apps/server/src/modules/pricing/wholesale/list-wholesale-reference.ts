import type { TWholesaleReferenceResponse } from '@stonetool/contracts/admin-wholesale-pricing';
import type { Executor } from '@stonetool/db/client';
import { centsToDollars } from '@stonetool/domain/money';
import { brandReference } from '@stonetool/domain/pricing/wholesale-pricing';
import { loadCatalogBrands } from '../catalog-brands';

/**
 * GET /api/admin/wholesale-pricing: the catalog's brands with their MSRP data (whether any stone
 * has an MSRP, and the average) and their average slab cost, the figures the Pricing tab shows
 * beside each brand and checks an MSRP discount against.
 */
export async function listWholesaleReference(
  db: Executor,
): Promise<Omit<TWholesaleReferenceResponse, 'success'>> {
  const brands = await loadCatalogBrands(db);
  const reference: Omit<TWholesaleReferenceResponse, 'success'> = {
    brands: [],
    brandMsrpData: {},
    brandCostData: {},
  };
  for (const { brand, stones } of brands.values()) {
    const figures = brandReference(stones);
    reference.brands.push(brand);
    reference.brandMsrpData[brand] = {
      has_msrp: figures.hasMsrp,
      average_msrp: figures.averageMsrpCents === null ? null : centsToDollars(figures.averageMsrpCents),
    };
    reference.brandCostData[brand] = centsToDollars(figures.averageCostCents);
  }
  return reference;
}
