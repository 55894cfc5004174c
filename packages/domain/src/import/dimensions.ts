import { FOOT_MARK, hasUnitMark, INCH_MARK, LENGTH, parseLength, roundInches } from './lengths';

/** A piece's two sides found in a line of text, with where they were written. */
export interface DimensionMatch {
  /** The longer side, inches. */
  width: number;
  /** The shorter side, inches. */
  depth: number;
  /** A count written into the chain itself: `96 x 25.5 x 2`, `2 x 36 x 22`. */
  quantity: number | null;
  start: number;
  end: number;
  /** Both sides carried a unit mark or a side label (L, D, long, deep). */
  explicit: boolean;
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

/** Labelled sides without a separator: `Length: 96, Depth: 25.5`, `L 96 D 25.5`. */
const LABELLED = new RegExp(
  String.raw`(?<![\w])(?:length|len|width|l|w)\s*[:=]?\s*(${LENGTH})[\s,;]+(?:depth|deep|d)\s*[:=]?\s*(${LENGTH})`,
  'gi',
);

const THICKNESS_AFTER = /^\s*(?:cm|mm)(?![a-z])/i;
const SIDE_LABEL = /(?:^|[\d\s"”'])(?:l|w|d|long|wide|deep|length|width|depth)(?![a-z])/i;

/** A count in a chain: a whole number of at most 50 written without any unit mark. */
function chainCount(text: string): number | null {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return n >= 1 && n <= 50 ? n : null;
}

function pairOf(a: number, b: number) {
  return { width: roundInches(Math.max(a, b)), depth: roundInches(Math.min(a, b)) };
}

function sideLength(raw: string): number | null {
  const value = parseLength(raw);
  return value !== null && value > 0 ? value : null;
}

/**
 * Every pair of sides in a line. Three lengths in a chain are read as sides plus a count when one
 * end is a whole number up to 50 without a unit mark (the smaller end when both could be, the
 * trailing one on a tie), or as sides plus a thickness (`x 3cm`, `x 1.25"`), which is
 * dropped. Width is the longer side and depth the shorter, whatever order they were written in.
 */
export function findDimensions(line: string): DimensionMatch[] {
  const found: DimensionMatch[] = [];
  for (const match of line.matchAll(CHAIN)) {
    const whole = match[0];
    const start = match.index;
    const sides = [match[1], match[2], match[3]].filter((s): s is string => s !== undefined);
    const rest = line.slice(start + whole.length);
    let quantity: number | null = null;
    let chosen = sides.slice(0, 2);
    if (sides.length === 3) {
      const [first = '', second = '', third = ''] = sides;
      const thickness = THICKNESS_AFTER.test(rest) || (hasUnitMark(third) && (parseLength(third) ?? 99) <= 3);
      const trailingCount = thickness ? null : chainCount(third);
      const leadingCount = chainCount(first);
      if (trailingCount !== null && (leadingCount === null || trailingCount <= leadingCount)) {
        quantity = trailingCount;
      } else if (leadingCount !== null && !thickness && !hasUnitMark(first)) {
        quantity = leadingCount;
        chosen = [second, third];
      }
    }
    const [a, b] = chosen.map((side) => sideLength(side));
    if (a === null || b === null || a === undefined || b === undefined) continue;
    found.push({
      ...pairOf(a, b),
      quantity,
      start,
      end: start + whole.length,
      explicit: chosen.every((side) => hasUnitMark(side)) || SIDE_LABEL.test(whole),
    });
  }
  if (found.length > 0) return found;
  for (const match of line.matchAll(LABELLED)) {
    const a = sideLength(match[1] ?? '');
    const b = sideLength(match[2] ?? '');
    if (a === null || b === null) continue;
    found.push({
      ...pairOf(a, b),
      quantity: null,
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
