/** Units a drawing is drawn in: the ones DXF's $INSUNITS names that fit a countertop drawing. */
export const DRAWING_UNITS = ['in', 'mm', 'cm', 'ft', 'm'] as const;
export type DrawingUnit = (typeof DRAWING_UNITS)[number];

/** The length of one drawing unit in inches. */
export const INCHES_PER_UNIT: Record<DrawingUnit, number> = {
  in: 1,
  mm: 1 / 25.4,
  cm: 1 / 2.54,
  ft: 12,
  m: 1000 / 25.4,
};

/** $INSUNITS codes of the DXF reference: 1 inches, 2 feet, 4 millimetres, 5 centimetres, 6 metres. */
const INSUNITS: Record<number, DrawingUnit> = { 1: 'in', 2: 'ft', 4: 'mm', 5: 'cm', 6: 'm' };

/** The unit a DXF's $INSUNITS code names; null when unset, unitless (0) or not a length we read. */
export function unitOfInsUnits(code: number | null): DrawingUnit | null {
  return code === null ? null : (INSUNITS[code] ?? null);
}

/** The shortest side a countertop piece has: a 2" strip (a splash is 4", a curb 3"). */
const MIN_SIDE_INCHES = 2;
/** The deepest piece: a 10 ft island; anything deeper is no countertop. */
const MAX_DEPTH_INCHES = 120;
/** The longest piece, even drawn as one outline that will be seamed: 30 ft. */
const MAX_LENGTH_INCHES = 360;

/** True when sides of these lengths (inches, either order) can be a countertop piece. */
export function isPlausiblePiece(a: number, b: number): boolean {
  const long = Math.max(a, b);
  const short = Math.min(a, b);
  return short >= MIN_SIDE_INCHES && short <= MAX_DEPTH_INCHES && long <= MAX_LENGTH_INCHES;
}

/**
 * The unit of a drawing that does not say (DXF without $INSUNITS): inches, unless more of its
 * pieces make sense as countertops read in millimetres than read in inches (a 2438 × 635 run is
 * 96" × 25"; as inches it would be 203 ft long). Sides are in drawing units.
 */
export function inferDrawingUnit(sides: ReadonlyArray<readonly [number, number]>): 'in' | 'mm' {
  const plausible = (unit: 'in' | 'mm') =>
    sides.filter(([a, b]) => isPlausiblePiece(a * INCHES_PER_UNIT[unit], b * INCHES_PER_UNIT[unit])).length;
  return plausible('mm') > plausible('in') ? 'mm' : 'in';
}
