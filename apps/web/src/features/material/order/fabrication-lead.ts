import type { TFabricationLeadRange } from '@stonetool/contracts/fabrication-lead-pricing';
import { rangesForStoneTypes } from '@stonetool/domain/pricing/fabrication-lead-ranges';

/** A fabricator contacts the client within this window (spec 01 section 9). */
export const FABRICATOR_CONTACT_WINDOW = '24 to 48 hours';

/**
 * The lines the checkout lists when a client asks for fabrication: the matrix's ranges for the
 * cart's stone types, or the whole matrix when none of them has a range.
 */
export function fabricationRangeLines(
  types: readonly string[],
  matrix: readonly TFabricationLeadRange[],
): { stoneType: string; label: string }[] {
  const matched = rangesForStoneTypes(types, matrix);
  const shown = matched.length > 0 ? matched : matrix;
  return shown.map((range) => ({
    stoneType: range.stoneType,
    label: `${range.stoneType}: $${range.minPrice} - $${range.maxPrice} per sq ft`,
  }));
}
