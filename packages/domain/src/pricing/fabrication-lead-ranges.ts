/**
 * Fabrication lead price ranges (spec 01 section 9, spec 03 "Fabrication Lead Pricing Matrix"):
 * what a client who asks for fabrication is told it may cost per square foot, in whole dollars.
 */
export interface FabricationLeadRange {
  stoneType: string;
  minPrice: number;
  maxPrice: number;
}

/** A row the matrix editor adds (spec 03 section 9: 'New Stone', $30 - $40). */
export const NEW_FABRICATION_RANGE: FabricationLeadRange = {
  stoneType: 'New Stone',
  minPrice: 30,
  maxPrice: 40,
};

export type FabricationCategory = 'Quartz' | 'Porcelain' | 'Natural';

/** The matrix's display range, rebuilt on every price change (spec 03 section 5): '$min - $max'. */
export function displayRange(range: Pick<FabricationLeadRange, 'minPrice' | 'maxPrice'>): string {
  return `$${range.minPrice} - $${range.maxPrice}`;
}

/**
 * The category of a stone type: granite, marble and stone map to Natural (spec 01 section 9).
 * Other natural stones (quartzite, soapstone, onyx, travertine, limestone) are natural too; a
 * type the rule does not know has no category rather than a guessed one.
 */
export function fabricationCategory(type: string): FabricationCategory | null {
  const value = type.trim().toLowerCase();
  if (value.includes('quartzite')) return 'Natural';
  if (value.includes('quartz')) return 'Quartz';
  if (value.includes('porcelain') || value.includes('sintered')) return 'Porcelain';
  if (/granite|marble|stone|soapstone|onyx|travertine|limestone|natural/.test(value)) return 'Natural';
  return null;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The matrix rows that apply to a cart's stone types, each once and in the matrix's order. A stone
 * type takes the row named like it ("Quartzite" if the admin added one), else the row of its
 * category (Quartz, Porcelain, Natural); a type neither names gets no range.
 */
export function rangesForStoneTypes(
  types: readonly string[],
  matrix: readonly FabricationLeadRange[],
): FabricationLeadRange[] {
  const matched = new Set<FabricationLeadRange>();
  for (const type of types) {
    const category = fabricationCategory(type);
    const row =
      matrix.find((range) => same(range.stoneType, type)) ??
      (category === null ? undefined : matrix.find((range) => same(range.stoneType, category)));
    if (row) matched.add(row);
  }
  return matrix.filter((range) => matched.has(range));
}
