/**
 * The slab a list asks for besides its stone: a thickness ("3cm", "30 mm", "1 1/4\" thick") and
 * a surface finish ("leathered", "honed"). The catalogue prices each thickness and finish of a
 * stone on its own row, so the import must read both rather than take the stone's first row.
 */

export interface TextMatch<T> {
  value: T;
  start: number;
  end: number;
}

/** Slab thicknesses fabricators stock: 1 to 6 cm. A metric number outside it is a size, not a thickness. */
const MIN_THICKNESS_CM = 1;
const MAX_THICKNESS_CM = 6;
const CM_PER_INCH = 2.54;

/** A thickness as price sheets spell it: centimetres to one decimal, "3cm", "1.2cm". */
export function thicknessLabel(centimetres: number): string {
  return `${Math.round(centimetres * 10) / 10}cm`;
}

/**
 * A thickness in inches as the slab it names: inch thicknesses are nominal (3/4" is a 2cm slab,
 * 1 1/4" a 3cm one), so they are rounded to whole centimetres. Null outside 1 to 6 cm.
 */
export function thicknessFromInches(inches: number): string | null {
  const cm = Math.round(inches * CM_PER_INCH);
  return cm >= MIN_THICKNESS_CM && cm <= MAX_THICKNESS_CM ? thicknessLabel(cm) : null;
}

/** A metric thickness as the slab it names; null outside 1 to 6 cm. */
export function thicknessFromCentimetres(cm: number): string | null {
  return cm >= MIN_THICKNESS_CM && cm <= MAX_THICKNESS_CM ? thicknessLabel(cm) : null;
}

const METRIC_THICKNESS =
  /(?<![\d.])(\d+(?:[.,]\d+)?)\s*(cm|mm|centimet(?:er|re)s?|millimet(?:er|re)s?)(?![a-z])(?:\s*thick(?:ness)?)?/gi;
const INCH_THICKNESS =
  /(?<![\d./])(\d+(?:\.\d+)?(?:[\s-]+\d+\/\d+)?|\d+\/\d+)\s*(?:"|”|in\.?|inch(?:es)?)\s*thick(?:ness)?\b/gi;

function inchValue(text: string): number {
  const mixed = /^(\d+)[\s-]+(\d+)\/(\d+)$/.exec(text);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const fraction = /^(\d+)\/(\d+)$/.exec(text);
  if (fraction) return Number(fraction[1]) / Number(fraction[2]);
  return Number(text);
}

/** The thickness a text names ("3cm", "2 CM", "30 mm", "1 1/4\" thick"), or null when it names none. */
export function findThickness(text: string): TextMatch<string> | null {
  for (const match of text.matchAll(METRIC_THICKNESS)) {
    const number = Number((match[1] ?? '').replace(',', '.'));
    const value = thicknessFromCentimetres(/^c/i.test(match[2] ?? '') ? number : number / 10);
    if (value !== null) return { value, start: match.index, end: match.index + match[0].length };
  }
  for (const match of text.matchAll(INCH_THICKNESS)) {
    const value = thicknessFromInches(inchValue(match[1] ?? ''));
    if (value !== null) return { value, start: match.index, end: match.index + match[0].length };
  }
  return null;
}

/**
 * Surface finishes and the words for each, in the spelling the estimator shows. "Polished
 * edge" is an edge profile, not a finish.
 */
const FINISHES = [
  { finish: 'Polished', pattern: /\bpolish(?:ed)?\b(?!\s+edges?\b)/i },
  { finish: 'Honed', pattern: /\bhoned?\b/i },
  { finish: 'Leathered', pattern: /\bleather(?:ed)?\b/i },
  { finish: 'Brushed', pattern: /\bbrushed\b/i },
  { finish: 'Suede', pattern: /\bsuede\b/i },
  { finish: 'Matte', pattern: /\bmatte?\b/i },
  { finish: 'Satin', pattern: /\bsatin\b/i },
  { finish: 'Flamed', pattern: /\bflamed\b/i },
  { finish: 'Antiqued', pattern: /\bantiqued?\b/i },
  { finish: 'Textured', pattern: /\btextured\b/i },
] as const;

/** The finish a text names, spelled as the estimator shows it ("Leathered"), or null. */
export function findFinish(text: string): TextMatch<string> | null {
  let best: TextMatch<string> | null = null;
  for (const { finish, pattern } of FINISHES) {
    const match = pattern.exec(text);
    if (match && (best === null || match.index < best.start)) {
      best = { value: finish, start: match.index, end: match.index + match[0].length };
    }
  }
  return best;
}

const SHEET_INCHES = /^\s*(\d+(?:\.\d+)?(?:[\s-]+\d+\/\d+)?|\d+\/\d+)\s*(?:"|”|in\.?|inch(?:es)?)\s*$/i;
const SHEET_BARE_NUMBER = /^\s*(\d+(?:\.\d+)?)\s*$/;

/**
 * A price sheet's thickness in the import's spelling ("3 CM", "30mm", "1 1/4\"" → "3cm"); a
 * column holding only a number is centimetres ("3"). Null when unreadable.
 */
export function canonicalThickness(text: string): string | null {
  const found = findThickness(text);
  if (found) return found.value;
  const inches = SHEET_INCHES.exec(text);
  if (inches) return thicknessFromInches(inchValue(inches[1] ?? ''));
  const bare = SHEET_BARE_NUMBER.exec(text);
  return bare ? thicknessFromCentimetres(Number(bare[1])) : null;
}

/** A price sheet's finish in the import's spelling ("Leather" → "Leathered"); null when unknown. */
export function canonicalFinish(text: string): string | null {
  return findFinish(text)?.value ?? null;
}
