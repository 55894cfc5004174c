import {
  asWritten,
  FOOT_MARK,
  hasUnitMark,
  INCH_MARK,
  LENGTH,
  parseLength,
  roundInches,
  unitOf,
  type LengthUnit,
} from './lengths';
import { thicknessFromCentimetres, thicknessFromInches } from './thickness-finish';

/** A piece's two sides found in a line of text, with where they were written. */
export interface DimensionMatch {
  /** The longer side, inches. */
  width: number;
  /** The shorter side, inches. */
  depth: number;
  /** The shorter side as typed, with the unit it was read in ("3.9 in"), for messages to quote. */
  depthWritten: string;
  /** A count written into the chain itself: `96 x 25.5 x 2`, `2 x 36 x 22`. */
  quantity: number | null;
  start: number;
  end: number;
  /** Both sides carried a unit mark or a side label (L, D, long, deep). */
  explicit: boolean;
  /** A slab thickness written as a third side (`x 3cm`, `x 1 1/4"`), as price sheets spell it. */
  thickness: string | null;
  /**
   * How the sides were read when it is not what they say: a metric size converted ("72 x 22 in,
   * read from 1829 x 559 mm"), a size without unit read as millimetres.
   */
  note: string | null;
  /** Why these sides are no countertop piece in any unit; null for a piece. */
  problem: string | null;
}

/** Side labels written after (96L, 25.5" deep) or before (L 96, W: 36) a length. */
const SUFFIX_LABEL = String.raw`(?:\s*(?:l|w|d|long|wide|deep|length|width|depth)(?![a-z]))?`;
const PREFIX_LABEL = String.raw`(?:(?<![a-z])(?:l|w|d|length|width|depth)\s*[:=]?\s*)?`;
const SEPARATOR = String.raw`\s*(?:x|×|\*|by)\s*`;
const SIDE = `${PREFIX_LABEL}(${LENGTH})${SUFFIX_LABEL}`;

/** Two or three lengths joined by x, ×, * or "by": `96 x 25.5`, `8' x 26"`, `120 by 42`, `96x25.5x2`. */
const CHAIN = new RegExp(
  String.raw`(?<![\d\/'"]|\d\.)${SIDE}${SEPARATOR}${SIDE}(?:${SEPARATOR}${SIDE})?(?![\d\/]|\.\d)`,
  'gi',
);

/** Sizes chained on after three (`96 x 25.5 x 40 x 2`): more than a piece's sides, count and thickness. */
const MORE_SIDES = new RegExp(String.raw`^(?:${SEPARATOR}${SIDE})+(?![\d\/]|\.\d)`, 'i');

/** Labelled sides without a separator: `Length: 96, Depth: 25.5`, `L 96 D 25.5`. */
const LABELLED = new RegExp(
  String.raw`(?<![\w])(?:length|len|width|l|w)\s*[:=]?\s*(${LENGTH})[\s,;]+(?:depth|deep|d)\s*[:=]?\s*(${LENGTH})`,
  'gi',
);

const SIDE_LABEL = /(?:^|[\d\s"”'])(?:l|w|d|long|wide|deep|length|width|depth)(?![a-z])/i;

/**
 * The largest piece a countertop list sizes without saying its unit: 25 ft long, 100 in deep.
 * A plain size beyond it cannot be inches, and is read as millimetres when that makes a piece.
 */
const MAX_PLAIN_INCHES = { width: 300, depth: 100 };
/** No countertop piece is longer than 50 ft, nor shallower than 1 in, in whatever unit it was written. */
const MAX_PIECE_INCHES = 600;
const MIN_PIECE_INCHES = 1;
/** A size read as millimetres must still be a piece: at least 12 in (305 mm) long and 2 in (51 mm) deep. */
const MIN_MILLIMETRE_PIECE_INCHES = { width: 12, depth: 2 };

/** A count in a chain: a whole number of at most 50 written without any unit mark. */
function chainCount(text: string): number | null {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return n >= 1 && n <= 50 ? n : null;
}

/** A third side that is the slab's thickness: up to 6 cm (60 mm), or up to 3 in with an inch mark. */
function thicknessOf(side: string): string | null {
  const unit = unitOf(side);
  const inches = parseLength(side);
  if (inches === null || unit === null) return null;
  if (unit === 'mm' || unit === 'cm' || unit === 'm') {
    return thicknessFromCentimetres(Math.round(inches * 25.4) / 10);
  }
  return inches <= 3 ? thicknessFromInches(inches) : null;
}

function sizeText(sides: readonly string[]): string {
  return sides.map((side) => side.trim()).join(' x ');
}

/**
 * The sides of a size read in their units. A unit written on one side only is shared: a metric
 * one with every plain side ("1829 x 559 mm", "1500mm x 560"), feet written at the end with the
 * sides before it ("10 x 2 ft"). A metric size says what it became in inches; a plain size too
 * large to be inches is read as millimetres, and says so; one that is no piece in either unit is
 * refused with the reason.
 */
export function readSides(
  sides: readonly [string, string],
): Pick<DimensionMatch, 'width' | 'depth' | 'depthWritten' | 'note' | 'problem'> | null {
  if (sides.some((side) => side.trim() === '')) return null;
  const units = sides.map(unitOf);
  const metric = units.find((unit) => unit === 'mm' || unit === 'cm' || unit === 'm');
  const shared: LengthUnit = metric ?? (units[1] === 'ft' ? 'ft' : 'in');
  const values = sides.map((side) => parseLength(side, shared));
  const [a, b] = values;
  if (a === null || b === null || a === undefined || b === undefined) return null;
  let width = Math.max(a, b);
  let depth = Math.min(a, b);
  const plain = units.every((unit) => unit === null);
  const asMillimetres = plain && (width > MAX_PLAIN_INCHES.width || depth > MAX_PLAIN_INCHES.depth);
  const depthWritten = asWritten(sides[a < b ? 0 : 1], asMillimetres ? 'mm' : shared);
  if (depth <= 0)
    return { width, depth, depthWritten, note: null, problem: `${sizeText(sides)} has a side of 0` };
  let note: string | null = null;
  if (asMillimetres) {
    const millimetres = { width: width / 25.4, depth: depth / 25.4 };
    if (
      millimetres.width > MAX_PIECE_INCHES ||
      millimetres.width < MIN_MILLIMETRE_PIECE_INCHES.width ||
      millimetres.depth < MIN_MILLIMETRE_PIECE_INCHES.depth
    ) {
      return {
        width,
        depth,
        depthWritten,
        note: null,
        problem: `${sizeText(sides)} has no unit and is no countertop piece in inches or in millimetres`,
      };
    }
    ({ width, depth } = millimetres);
    note = `Read as millimetres: ${sizeText(sides)} has no unit and is too large for inches`;
  }
  if (width > MAX_PIECE_INCHES || depth < MIN_PIECE_INCHES) {
    const problem =
      width > MAX_PIECE_INCHES
        ? `${sizeText(sides)} is longer than any countertop piece (over ${MAX_PIECE_INCHES / 12} ft)`
        : `${sizeText(sides)} is less than ${MIN_PIECE_INCHES} in deep`;
    return { width, depth, depthWritten, note: null, problem };
  }
  const read = { width: roundInches(width), depth: roundInches(depth), depthWritten };
  // A metric size is converted as written: the person is told what it became.
  if (metric !== undefined) note = `${read.width} x ${read.depth} in, read from ${sizeText(sides)}`;
  return { ...read, note, problem: null };
}

/**
 * Every pair of sides in a line. Three lengths in a chain are read as sides plus a thickness
 * (`x 3cm`, `x 30 mm`, `x 1.25"`) when the third is one, else as sides plus a count when one end
 * is a whole number up to 50 without a unit mark (the smaller end when both could be, the
 * trailing one on a tie), else named as a problem. Width is the longer side and depth the shorter, whatever order they
 * were written in.
 */
export function findDimensions(line: string): DimensionMatch[] {
  const found: DimensionMatch[] = [];
  const chain = new RegExp(CHAIN.source, CHAIN.flags);
  for (let match = chain.exec(line); match !== null; match = chain.exec(line)) {
    const whole = match[0];
    const start = match.index;
    const sides = [match[1], match[2], match[3]].filter((s): s is string => s !== undefined);
    const more = sides.length === 3 ? MORE_SIDES.exec(line.slice(start + whole.length)) : null;
    if (more) {
      // A fourth size was read as nothing before ("96 x 25.5 x 40 x 2" gave 40 pieces): named back.
      const written = `${whole}${more[0]}`.trim();
      const count = written.split(new RegExp(SEPARATOR, 'i')).length;
      chain.lastIndex = start + whole.length + more[0].length;
      found.push({
        width: 0,
        depth: 0,
        depthWritten: '',
        note: null,
        problem: `${written} has ${count} sizes: a piece takes its length x depth, then a count or a slab thickness (e.g. 96 x 25.5 x 2)`,
        quantity: null,
        thickness: null,
        start,
        end: chain.lastIndex,
        explicit: false,
      });
      continue;
    }
    let quantity: number | null = null;
    let thickness: string | null = null;
    let chosen = sides.slice(0, 2);
    let unexplained: string | null = null;
    if (sides.length === 3) {
      const [first = '', second = '', third = ''] = sides;
      thickness = thicknessOf(third);
      const trailingCount = thickness === null ? chainCount(third) : null;
      const leadingCount = chainCount(first);
      if (trailingCount !== null && (leadingCount === null || trailingCount <= leadingCount)) {
        quantity = trailingCount;
      } else if (leadingCount !== null && thickness === null && !hasUnitMark(first)) {
        quantity = leadingCount;
        chosen = [second, third];
      } else if (thickness === null) {
        unexplained = third.trim();
      }
    }
    const read = readSides([chosen[0] ?? '', chosen[1] ?? '']);
    if (read === null) continue;
    found.push({
      ...read,
      // A third size that is neither a count nor a thickness ("96 x 25.5 x 2.5") was dropped
      // before; which of the three is meant cannot be told, so the line is named back.
      ...(unexplained !== null && read.problem === null
        ? {
            note: null,
            problem: `the third size "${unexplained}" of ${whole.trim()} is neither a count (a whole number up to 50) nor a slab thickness`,
          }
        : {}),
      quantity,
      thickness,
      start,
      end: start + whole.length,
      explicit: chosen.every((side) => hasUnitMark(side)) || SIDE_LABEL.test(whole),
    });
  }
  if (found.length > 0) return found;
  for (const match of line.matchAll(LABELLED)) {
    const read = readSides([match[1] ?? '', match[2] ?? '']);
    if (read === null) continue;
    found.push({
      ...read,
      quantity: null,
      thickness: null,
      start: match.index,
      end: match.index + match[0].length,
      explicit: true,
    });
  }
  return found;
}

/** A lone length with a unit mark (`96"`, `8'-0"`), as drawings call out one side at a time. */
const CALLOUT = new RegExp(
  String.raw`(?<![\w.\/])(\d+(?:\.\d+)?${FOOT_MARK}(?:\s*-?\s*[\d\s\/.]*${INCH_MARK})?|[\d.]+(?:[\s-]\d+\/\d+)?${INCH_MARK})`,
  'gi',
);

/** Lengths written one at a time with a unit mark, in reading order (for drawings). */
export function findCallouts(line: string): number[] {
  const values: number[] = [];
  for (const match of line.matchAll(CALLOUT)) {
    const value = parseLength(match[1] ?? '');
    if (value !== null && value > 0) values.push(roundInches(value));
  }
  return values;
}
