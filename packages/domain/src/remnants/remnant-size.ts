/**
 * A remnant's size (issue 25): a fabricator measures an offcut to the sixteenth of an inch, and no
 * remnant is longer than the largest jumbo slab with room to spare.
 */
export const MAX_REMNANT_INCHES = 200;

/** True when the length is a whole number of sixteenths of an inch (25 1/2 and 30 3/16 are). */
export function isSixteenths(inches: number): boolean {
  const sixteenths = inches * 16;
  return Math.abs(sixteenths - Math.round(sixteenths)) < 1e-9;
}
