/**
 * Lengths are packed in integer units so that every comparison (fits, overlaps, kerf
 * gaps) is exact. The unit is the coarsest one in which every given length is a whole
 * number: inches and their binary fractions (the spec's kerfs 0.125, 0.1875, 0.25 and
 * 0.09375 are all multiples of 1/32 in) and decimal fractions are represented exactly.
 */

const CANDIDATE_SCALES: number[] = (() => {
  const scales: number[] = [];
  for (const decimal of [1, 10, 100, 1000]) {
    for (let binary = 1; binary <= 1024; binary *= 2) scales.push(decimal * binary);
  }
  return scales.sort((a, b) => a - b);
})();

/** The fallback unit when no candidate makes every length whole: 1/1024 in. */
const FALLBACK_SCALE = 1024;

const isWhole = (value: number): boolean => Math.abs(value - Math.round(value)) <= 1e-9 * Math.max(1, value);

export interface Scale {
  /** Units per input length unit. */
  factor: number;
  /** True when every input length is a whole number of units. */
  exact: boolean;
}

/** Chooses the unit in which all the given lengths are whole numbers. */
export function chooseScale(lengths: readonly number[]): Scale {
  for (const factor of CANDIDATE_SCALES) {
    if (lengths.every((length) => isWhole(length * factor))) return { factor, exact: true };
  }
  return { factor: FALLBACK_SCALE, exact: false };
}

/**
 * A piece's length in units, rounded up when it is not whole (the packed slot is then
 * never smaller than the piece).
 */
export function pieceUnits(length: number, scale: Scale): number {
  const scaled = length * scale.factor;
  return isWhole(scaled) ? Math.round(scaled) : Math.ceil(scaled);
}

/** A slab's length in units, rounded down when it is not whole. */
export function slabUnits(length: number, scale: Scale): number {
  const scaled = length * scale.factor;
  return isWhole(scaled) ? Math.round(scaled) : Math.floor(scaled);
}
