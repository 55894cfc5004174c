import type { EstimateSlab, QuoteEstimate } from '@stonetool/domain/estimate/types';

/** One drawing set of the results: a type's own slabs, or a stone's shared slabs in multi-type mode. */
export interface LayoutSet {
  title: string;
  slabWidth: number;
  slabHeight: number;
  slabs: EstimateSlab[];
  efficiency: number;
}

/** The layouts to page through: per stone with multi-product optimisation, else per type. */
export function layoutSets(
  estimate: QuoteEstimate,
  names: readonly string[],
  slabSizeOf: (productIndex: number) => { width: number; height: number },
): LayoutSet[] {
  if (estimate.multiProductOptimized) {
    return estimate.stones
      .filter((stone) => stone.slabs.length > 0)
      .map((stone) => ({
        title: stone.label,
        slabWidth: stone.slabWidth,
        slabHeight: stone.slabHeight,
        slabs: stone.slabs,
        efficiency: stone.averageEfficiency,
      }));
  }
  return estimate.products.flatMap((result, index) => {
    if (!result || result.error || result.placementDetails.length === 0) return [];
    const size = slabSizeOf(index);
    return [
      {
        title: `${names[index] ?? `Type ${index + 1}`} – ${result.stone}`,
        slabWidth: size.width,
        slabHeight: size.height,
        slabs: result.placementDetails,
        efficiency: result.efficiency,
      },
    ];
  });
}
