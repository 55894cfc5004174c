import { fabricationCostCents } from './fabrication';
import { installationCostCents, type PieceArea } from './installation';

export interface ProductPricingInput {
  /** The product's material with buffer and mark-up: its own slabs, or its share of its stone's. */
  materialCost: number;
  /** The same material before the mark-up. */
  rawMaterialCost: number;
  piece: PieceArea;
  fabricationRateCentsPerSqft: number;
  markUp: number;
  includeFabrication: boolean;
  includeInstallation: boolean;
  /** The product's cutouts at the fabricator's prices (cents). */
  cutoutCost: number;
}

export interface ProductCosts {
  materialCost: number;
  fabricationCost: number;
  installationCost: number;
  cutoutCost: number;
  rawCost: number;
  finalPrice: number;
}

/**
 * A product's price: material, fabrication and installation, each multiplied by the stone's
 * mark-up, plus its cutouts at the fabricator's own prices (already what it charges, so never
 * marked up); finalPrice is their sum and rawCost the same sum before the mark-up (the
 * fabricator's own cost). Every part is whole cents, so the sums are exact.
 */
export function priceProduct(input: ProductPricingInput): ProductCosts {
  const { piece, fabricationRateCentsPerSqft: rate, markUp } = input;
  const fabricationCost = fabricationCostCents(rate, piece, markUp, input.includeFabrication);
  const installationCost = installationCostCents(piece, markUp, input.includeInstallation);
  const rawCost =
    input.rawMaterialCost +
    fabricationCostCents(rate, piece, 1, input.includeFabrication) +
    installationCostCents(piece, 1, input.includeInstallation) +
    input.cutoutCost;
  return {
    materialCost: input.materialCost,
    fabricationCost,
    installationCost,
    cutoutCost: input.cutoutCost,
    rawCost,
    finalPrice: input.materialCost + fabricationCost + installationCost + input.cutoutCost,
  };
}
