/** Fabrication price ranges a lead is quoted with, in whole dollars per square foot (spec 01 section 9). */
export type FabricationCategory = 'Quartz' | 'Porcelain' | 'Natural';

export const FABRICATION_PRICE_RANGES: Record<FabricationCategory, { min: number; max: number }> = {
  Quartz: { min: 30, max: 45 },
  Porcelain: { min: 35, max: 45 },
  Natural: { min: 35, max: 50 },
};

/** A fabricator contacts the client within this window (spec 01 section 9). */
export const FABRICATOR_CONTACT_WINDOW = '24 to 48 hours';

/**
 * The category of a stone type: granite, marble and stone map to Natural (spec 01 section 9).
 * Other natural stones (quartzite, soapstone, onyx, travertine, limestone) are natural too; a
 * type the rule does not know has no range rather than a guessed one.
 */
export function fabricationCategory(type: string): FabricationCategory | null {
  const value = type.trim().toLowerCase();
  if (value.includes('quartzite')) return 'Natural';
  if (value.includes('quartz')) return 'Quartz';
  if (value.includes('porcelain') || value.includes('sintered')) return 'Porcelain';
  if (/granite|marble|stone|quartzite|soapstone|onyx|travertine|limestone|natural/.test(value)) {
    return 'Natural';
  }
  return null;
}

/** The ranges that apply to a cart: one line per category present, in a fixed order. */
export function fabricationRangesFor(
  types: readonly string[],
): { category: FabricationCategory; label: string }[] {
  const present = new Set(types.map(fabricationCategory).filter((c): c is FabricationCategory => c !== null));
  return (['Quartz', 'Porcelain', 'Natural'] as const)
    .filter((category) => present.has(category))
    .map((category) => {
      const { min, max } = FABRICATION_PRICE_RANGES[category];
      return { category, label: `${category}: $${min} - $${max} per sq ft` };
    });
}
