import { findCallouts } from './dimensions';
import { roundInches } from './lengths';

/**
 * Backsplash and trim sold by the run: "4in splash, 22 lineal feet", "22 LF", "22 linear ft".
 * The run becomes pieces of the splash's depth cut from slabs, so it is split where a slab ends.
 */

export interface LinealRun {
  /** The run's length in inches. */
  inches: number;
  start: number;
  end: number;
}

const RUN =
  /(?<![\d.])(\d+(?:\.\d+)?)\s*(?:(?:lineal|linear|lin\.?|running)\s*(?:feet|foot|ft\.?)|l\.?\s?f\.?(?![a-z])|lnft|lft)/i;

/** The run of lineal feet a line names, or null when it names none. */
export function findLinealRun(line: string): LinealRun | null {
  const match = RUN.exec(line);
  if (!match) return null;
  const feet = Number(match[1]);
  return feet > 0 ? { inches: feet * 12, start: match.index, end: match.index + match[0].length } : null;
}

const FEET = /(?<![\d.])(\d+(?:\.\d+)?)\s*(?:'|’|ft\.?|feet|foot)(?![a-z])(?!\s*-?\s*\d)/i;

/**
 * A splash written as its depth and a length in feet with no size sign between them ("4in
 * splash, 22 ft"): the feet are its run. Only for a line naming a splash with no pair of sides.
 */
export function findSplashRunInFeet(line: string): LinealRun | null {
  const match = FEET.exec(line);
  if (!match) return null;
  const feet = Number(match[1]);
  return feet > 0 ? { inches: feet * 12, start: match.index, end: match.index + match[0].length } : null;
}

/** The longest run one job sells by the foot; a longer one is taken for a typing slip and left unread. */
export const MAX_RUN_FEET = 500;

/** A splash deeper than this is no splash but a piece that needs both its sides written. */
const MAX_RUN_DEPTH_INCHES = 60;

/**
 * The depth of a run's pieces: the first length with an inch or foot mark left in the line
 * ("4in", `4"`, "6 inch"), else a plain number up to 60 ("4 x 22 LF"); null when there is none.
 */
export function runDepth(textWithoutRun: string): number | null {
  const marked = findCallouts(textWithoutRun)[0];
  if (marked !== undefined) return marked > 0 && marked <= MAX_RUN_DEPTH_INCHES ? marked : null;
  const plain = /(?<![\d.])(\d+(?:\.\d+)?)(?![\d.])/.exec(textWithoutRun);
  const value = plain ? Number(plain[1]) : null;
  return value !== null && value > 0 && value <= MAX_RUN_DEPTH_INCHES ? value : null;
}

/**
 * A run cut into pieces no longer than a slab: whole slab lengths, then what is left; their
 * lengths add up to the run, with one seam between each two.
 */
export function splitRun(runInches: number, slabLength: number): number[] {
  const pieces: number[] = [];
  let left = roundInches(runInches);
  while (left > slabLength) {
    pieces.push(slabLength);
    left = roundInches(left - slabLength);
  }
  if (left > 0) pieces.push(left);
  return pieces;
}

/** What the user is told about a split run: its length, its pieces and its seams. */
export function runNote(runInches: number, pieces: readonly number[]): string {
  const feet = Math.round((runInches / 12) * 100) / 100;
  const seams = pieces.length - 1;
  return seams === 0
    ? `${feet} lineal ft run: one piece of ${pieces[0]} in, no seam`
    : `${feet} lineal ft run in ${pieces.length} pieces (${pieces.join(' + ')} in), ${seams} ${seams === 1 ? 'seam' : 'seams'}`;
}
