/**
 * Lengths as people type them in product lists and drawings: decimals (25.5), mixed fractions
 * (25 1/2, 25-1/2, 25½), feet and inches (8', 8' 2", 2'-6", 8 ft), with or without inch marks.
 * Everything is read as inches.
 */

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

/** Whole inches with an optional fraction: 25.5, 25 1/2, 25-1/2, 25½, 1/2, ½. */
const INCHES = `(?:(?:${NUMBER})(?:(?:\\s+|-)${FRACTION}|\\s*${UNICODE_FRACTION})?|${FRACTION}|${UNICODE_FRACTION})`;

/** One length: feet with optional inches (8', 8'-2", 8 ft 2 in), or inches with an optional mark. */
export const LENGTH = `(?:(?:${NUMBER})${FOOT_MARK}(?:\\s*-?\\s*${INCHES}${INCH_MARK}?)?|${INCHES}${INCH_MARK}?)`;

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
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

function fraction(whole: number, numerator: number, denominator: number): number | null {
  return denominator > 0 ? whole + numerator / denominator : null;
}

const FEET_SPLIT = new RegExp(`^(${NUMBER})${FOOT_MARK}\\s*-?\\s*(.*)$`, 'i');
const INCH_MARK_AT_END = new RegExp(`${INCH_MARK}$`, 'i');

/** A length in inches from text such as `96`, `25 1/2"`, `8'`, `2'-6"`, `8 ft`; null when unreadable. */
export function parseLength(text: string): number | null {
  const t = text.trim().replace(INCH_MARK_AT_END, '').trim();
  const feet = FEET_SPLIT.exec(t);
  if (feet) {
    const inches = inchesValue(feet[2] ?? '');
    if (inches === null) return null;
    return Number(feet[1]) * 12 + inches;
  }
  return inchesValue(t);
}

/** True when the text carries an inch or foot mark, i.e. it was written as a measurement. */
export function hasUnitMark(text: string): boolean {
  return new RegExp(`${INCH_MARK}|${FOOT_MARK}`, 'i').test(text);
}

/** Inches rounded to a sixteenth, the finest a fabricator cuts to. */
export function roundInches(value: number): number {
  return Math.round(value * 16) / 16;
}
