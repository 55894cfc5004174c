import { pieceOutline, type PieceShape } from '../shapes/piece-shape';
import { asWritten, LENGTH, parseLength, roundInches, unitOf, type LengthUnit } from './lengths';

/** An L or U run found in a line: its legs and depth in inches, as the estimator's piece holds them. */
export interface ShapedRun {
  /** An L's leg A or a U's back, inches. */
  width: number;
  /** The depth of every run, inches. */
  depth: number;
  /** The depth as typed, with the unit it was read in ("3.9 in"), for messages to quote. */
  depthWritten: string;
  shape: Exclude<PieceShape, { kind: 'rectangle' }>;
  /** Where the legs and depth were written (the shape word apart). */
  start: number;
  end: number;
  /** Every length carried a unit mark. */
  explicit: boolean;
  /**
   * How the lengths were read when it is not what they say: metric lengths converted, lengths
   * without unit read as millimetres.
   */
  note: string | null;
}

/** "L-shaped", "L shape", "U-shaped": the words that make a line an L or U run. */
const SHAPE_WORD = /(?<![a-z])([lu])[\s-]?shaped?(?![a-z])/i;
const SEPARATOR = String.raw`\s*(?:x|×|\*|by)\s*`;
const DEPTH = String.raw`[\s,;]*(?:(?:at|@)\s*)?(?:(${LENGTH})\s*(?:deep|depth|d)(?![a-z])|(?:depth|deep|d)\s*[:=]?\s*(${LENGTH}))`;
/** Two or three legs then the depth: `120 x 96, 25.5 deep`, `96 x 120 x 96 @ depth 25.5`. */
const LEGS = new RegExp(
  String.raw`(?<![\d\/'"]|\d\.)(${LENGTH})${SEPARATOR}(${LENGTH})(?:${SEPARATOR}(${LENGTH}))?${DEPTH}`,
  'i',
);

/** As for rectangles: a length without unit beyond these is no inch size of a countertop. */
const MAX_PLAIN_INCHES = { leg: 300, depth: 100 };
const MAX_LEG_INCHES = 600;

const EXAMPLE = { l: 'L-shaped 120 x 96, 25.5 deep', u: 'U-shaped 96 x 120 x 96, 25.5 deep' } as const;
const NAME = { l: 'L-shaped', u: 'U-shaped' } as const;

/** The shape a line names ("L-shaped …"), or null for a line naming none. */
export function shapeNamed(line: string): { kind: 'l' | 'u'; start: number; end: number } | null {
  const match = SHAPE_WORD.exec(line);
  if (!match) return null;
  const kind = match[1]?.toLowerCase() === 'l' ? 'l' : 'u';
  return { kind, start: match.index, end: match.index + match[0].length };
}

/**
 * The L or U run a line names, written as the trade quotes it: an L's two legs then the depth
 * ("L-shaped 120 x 96, 25.5 deep"), a U's left arm, back and right arm then the depth
 * ("U-shaped 96 x 120 x 96, 25.5 deep"), each leg measured along the wall from the outside
 * corner. Lengths read as a rectangle's sides are: inches without a mark, a metric mark on one
 * length holding for the plain ones (noting what they became in inches), plain lengths too large
 * for inches read as millimetres with a note. Null when the line names no L or U; a reason when it names one that cannot be
 * read.
 */
export function findShapedRun(line: string): ShapedRun | { problem: string } | null {
  const named = shapeNamed(line);
  if (!named) return null;
  const { kind } = named;
  const match = LEGS.exec(line);
  const legTexts = match ? [match[1], match[2], match[3]].filter((s): s is string => s !== undefined) : [];
  const wanted = kind === 'l' ? 2 : 3;
  if (!match || legTexts.length !== wanted) {
    return {
      problem: `${kind === 'l' ? 'An' : 'A'} ${NAME[kind]} piece needs its ${kind === 'l' ? 'two legs' : 'three runs'} and depth, e.g. "${EXAMPLE[kind]}"`,
    };
  }
  const depthText = match[4] ?? match[5] ?? '';
  const texts = [...legTexts, depthText];
  const units = texts.map(unitOf);
  const metric = units.find((unit) => unit === 'mm' || unit === 'cm' || unit === 'm');
  const shared: LengthUnit = metric ?? 'in';
  let values = texts.map((text) => parseLength(text, shared));
  const written = `${legTexts.map((t) => t.trim()).join(' x ')}, ${depthText.trim()} deep`;
  if (values.some((value) => value === null || value <= 0)) {
    return { problem: `Not read: ${NAME[kind]} ${written} has a length that is no number above 0` };
  }
  let note: string | null = null;
  let depthUnit = shared;
  const lengths = values as number[];
  const depthValue = lengths[lengths.length - 1] as number;
  const plain = units.every((unit) => unit === null);
  if (
    plain &&
    (Math.max(...lengths.slice(0, -1)) > MAX_PLAIN_INCHES.leg || depthValue > MAX_PLAIN_INCHES.depth)
  ) {
    values = lengths.map((value) => value / 25.4);
    depthUnit = 'mm';
    note = `Read as millimetres: ${NAME[kind]} ${written} has no unit and is too large for inches`;
  }
  const inches = (values as number[]).map(roundInches);
  if (Math.max(...inches) > MAX_LEG_INCHES) {
    return {
      problem: `Not read: ${NAME[kind]} ${written} is longer than any countertop piece (over ${MAX_LEG_INCHES / 12} ft)`,
    };
  }
  const [a = 0, b = 0, c = 0] = inches;
  const depth = inches[inches.length - 1] as number;
  const width = kind === 'l' ? a : b;
  const shape: ShapedRun['shape'] = kind === 'l' ? { kind, legB: b } : { kind, leftArm: a, rightArm: c };
  const outline = pieceOutline(width, depth, shape);
  if (!outline.ok) return { problem: `Not read: ${NAME[kind]} ${written}: ${outline.reason}` };
  // Metric lengths are converted as written: the person is told what they became.
  if (metric !== undefined)
    note = `${NAME[kind]} ${inches.slice(0, -1).join(' x ')}, ${depth} in deep, read from ${NAME[kind]} ${written}`;
  return {
    width,
    depth,
    depthWritten: asWritten(depthText, depthUnit),
    shape,
    start: match.index,
    end: match.index + match[0].length,
    explicit: units.every((unit) => unit !== null),
    note,
  };
}
