/**
 * Lengths as people type them in product lists and drawings: decimals (25.5, 25,5), mixed
 * fractions (25 1/2, 25-1/2, 25½), feet and inches (8', 8' 2", 2'-6", 8 ft), millimetres,
 * centimetres and metres (1829 mm, 56cm, 1.83 m), with or without marks. Everything is returned in inches.
 */

export type LengthUnit = 'in' | 'ft' | 'mm' | 'cm' | 'm';

const INCHES_PER: Record<LengthUnit, number> = { in: 1, ft: 12, mm: 1 / 25.4, cm: 1 / 2.54, m: 1000 / 25.4 };

const UNICODE_FRACTIONS: Record<string, number> = {
  '½': 1 / 2,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
};

const NUMBER = String.raw`\d+(?:\.\d+)?|\.\d+`;
const FRACTION = String.raw`\d+\/\d+`;
const UNICODE_FRACTION = `[${Object.keys(UNICODE_FRACTIONS).join('')}]`;
/** Inch marks: straight and curly double quotes, two single quotes, in, inch, inches. */
export const INCH_MARK = String.raw`(?:"|”|“|''|’’|\s?in\.?(?![a-z])|\s?inch(?:es)?(?![a-z]))`;
/** Foot marks: a single quote (straight or curly), ft, feet, foot. */
export const FOOT_MARK = String.raw`(?:'(?!')|’(?!’)|\s?ft\.?(?![a-z])|\s?feet(?![a-z])|\s?foot(?![a-z]))`;

/** Metric marks: mm, cm, m, millimetres, centimeters, metres. */
export const METRIC_MARK = String.raw`(?:\s?(?:mm|cm|m|millimet(?:er|re)s?|centimet(?:er|re)s?|met(?:er|re)s?)(?![a-z]))`;

/** The metric unit a mark names. */
function metricUnit(mark: string): 'mm' | 'cm' | 'm' {
  const word = mark.trim().toLowerCase();
  if (word.startsWith('c')) return 'cm';
  return word === 'm' || word.startsWith('met') ? 'm' : 'mm';
}

/** Whole inches with an optional fraction: 25.5, 25 1/2, 25-1/2, 25½, 1/2, ½. */
const INCHES = `(?:(?:${NUMBER})(?:(?:\\s+|-)${FRACTION}|\\s*${UNICODE_FRACTION})?|${FRACTION}|${UNICODE_FRACTION})`;

/**
 * One length: feet with optional inches (8', 8'-2", 8 ft 2 in), or a number with an optional
 * inch or metric mark.
 */
export const LENGTH = `(?:(?:${NUMBER})${FOOT_MARK}(?:\\s*-?\\s*${INCHES}${INCH_MARK}?)?|${INCHES}(?:${INCH_MARK}|${METRIC_MARK})?)`;

function inchesValue(text: string): number | null {
  const t = text.trim();
  if (t === '') return 0;
  const unicode = Object.keys(UNICODE_FRACTIONS).find((f) => t.endsWith(f));
  if (unicode !== undefined) {
    const whole = t.slice(0, -unicode.length).trim();
    const base = whole === '' ? 0 : Number(whole);
    return Number.isFinite(base) ? base + (UNICODE_FRACTIONS[unicode] ?? 0) : null;
  }
  const mixed = /^(\d+(?:\.\d+)?)(?:\s+|-)(\d+)\/(\d+)$/.exec(t);
  if (mixed) return fraction(Number(mixed[1]), Number(mixed[2]), Number(mixed[3]));
  const bare = /^(\d+)\/(\d+)$/.exec(t);
  if (bare) return fraction(0, Number(bare[1]), Number(bare[2]));
  // Only plain decimals: Number() would also take "1e9", "0x10", "Infinity" and "-96".
  return /^(?:\d+(?:\.\d+)?|\.\d+)$/.test(t) ? Number(t) : null;
}

/** A fraction of an inch is a proper one: 1/2, 15/16; "96/2" or "1/0" is no length. */
function fraction(whole: number, numerator: number, denominator: number): number | null {
  return denominator > 0 && numerator < denominator ? whole + numerator / denominator : null;
}

/** A number the size reader cannot take as written, and why. */
export interface UnreadableNumber {
  written: string;
  reason: string;
}

/**
 * Numbers written in a way no length is ("1e9", "-96", "96/2", "1/0", "96.5.5"): read as digits
 * they would give a wrong size (1e9 x 25 as 9 x 25), so they are named back with the reason. A
 * date (12/15/2026) is no size either, and is left to whoever reads the line's other numbers.
 */
const UNREADABLE_NUMBERS: ReadonlyArray<{ pattern: RegExp; reason: string }> = [
  { pattern: /(?<![\w.])\d*\.?\d+e[+-]?\d+(?![\w.])/gi, reason: 'is an exponent' },
  {
    // A minus glued to a number where a size starts, not the dash of 8' -2" or 25-1/2.
    pattern: /(?<![\d'’"”]\s*|\b(?:ft|feet|foot)\.?\s*)(?<=^|[\s(:=×*x])-(?:\d+(?:\.\d+)?|\.\d+)(?![\d./])/gi,
    reason: 'is a negative length',
  },
  { pattern: /(?<![\d./])\d+\.\d+(?:\.\d+)+(?![\d.])/g, reason: 'has more than one decimal point' },
  {
    pattern: /(?<![\d/])\d+\/\d+(?![\d/])/g,
    reason: 'is no fraction of an inch (its top must be less than its bottom)',
  },
];

export function findUnreadableNumbers(text: string): UnreadableNumber[] {
  const found: Array<UnreadableNumber & { at: number }> = [];
  for (const { pattern, reason } of UNREADABLE_NUMBERS) {
    for (const match of text.matchAll(pattern)) {
      const written = match[0].trim();
      const proper = /^(\d+)\/(\d+)$/.exec(written);
      if (proper && Number(proper[1]) < Number(proper[2])) continue;
      found.push({ written, reason, at: match.index });
    }
  }
  return found.sort((a, b) => a.at - b.at).map(({ written, reason }) => ({ written, reason }));
}

const FEET_SPLIT = new RegExp(`^(${NUMBER})${FOOT_MARK}\\s*-?\\s*(.*)$`, 'i');
const INCH_MARK_AT_END = new RegExp(`${INCH_MARK}$`, 'i');
const METRIC_AT_END = new RegExp(`${METRIC_MARK}$`, 'i');

/**
 * Numbers as written outside the US made plain: thousands separators dropped (2,438 → 2438)
 * and a decimal comma made a point (25,5 → 25.5). A comma before two digits and a size sign
 * ("22,48x22") separates two sizes and is kept.
 */
export function normalizeNumbers(text: string): string {
  return text
    .replace(/(?<=\d),(?=\d{3}(?!\d))/g, '')
    .replace(/(?<=\d),(?=\d{1,2}(?!\d|\s*(?:[x×*]|by\b)))/gi, '.');
}

/** The unit a written length carries, or null when it carries none. */
export function unitOf(text: string): LengthUnit | null {
  const t = text.trim();
  const metric = METRIC_AT_END.exec(t);
  if (metric) return metricUnit(metric[0]);
  if (FEET_SPLIT.test(t)) return 'ft';
  return INCH_MARK_AT_END.test(t) ? 'in' : null;
}

/**
 * A length in inches from text such as `96`, `25 1/2"`, `8'`, `2'-6"`, `8 ft`, `1829 mm`,
 * `56 cm`; null when unreadable. A number without a mark is read in `unitless` (inches unless
 * the sizes beside it say otherwise).
 */
export function parseLength(text: string, unitless: LengthUnit = 'in'): number | null {
  const t = normalizeNumbers(text).trim();
  const metric = METRIC_AT_END.exec(t);
  if (metric) {
    const value = inchesValue(t.slice(0, metric.index));
    return value === null ? null : value * INCHES_PER[metricUnit(metric[0])];
  }
  const plain = t.replace(INCH_MARK_AT_END, '').trim();
  const feet = FEET_SPLIT.exec(plain);
  if (feet) {
    const inches = inchesValue(feet[2] ?? '');
    if (inches === null) return null;
    return Number(feet[1]) * 12 + inches;
  }
  const value = inchesValue(plain);
  return value === null ? null : value * INCHES_PER[plain === t ? unitless : 'in'];
}

/** True when the text carries an inch, foot or metric mark, i.e. it was written as a measurement. */
export function hasUnitMark(text: string): boolean {
  return unitOf(text) !== null || new RegExp(`${INCH_MARK}|${FOOT_MARK}`, 'i').test(text);
}

/**
 * A length as it was typed, with the unit it was read in when it carries none ("3.9" → "3.9 in",
 * `3.9"` as typed): what a message quotes back, never the inches it was rounded to.
 */
export function asWritten(text: string, unit: LengthUnit): string {
  const t = text.trim();
  return unitOf(t) === null && !hasUnitMark(t) ? `${t} ${unit}` : t;
}

/** Inches rounded to a sixteenth, the finest a fabricator cuts to. */
export function roundInches(value: number): number {
  return Math.round(value * 16) / 16;
}
