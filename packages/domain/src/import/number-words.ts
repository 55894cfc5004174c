/**
 * Numbers written in words, as customers dictate sizes ("ten feet by twenty five and a half
 * inches") and counts ("two vanities").
 */

export const UNIT_NUMBER_WORDS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};

const TENS_WORDS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

const FRACTION_WORDS: Record<string, number> = {
  'a half': 0.5,
  'one half': 0.5,
  'a quarter': 0.25,
  'one quarter': 0.25,
  'three quarters': 0.75,
  'three quarter': 0.75,
  'an eighth': 0.125,
  'one eighth': 0.125,
};

const UNIT = Object.keys(UNIT_NUMBER_WORDS).join('|');
const TENS = Object.keys(TENS_WORDS).join('|');
const FRACTION = Object.keys(FRACTION_WORDS)
  .map((f) => f.replace(' ', '\\s+'))
  .join('|');
/** "one hundred and twenty", "twenty-five", "seven"; the hundreds are optional. */
const WHOLE = String.raw`(?:(?:${UNIT})\s+hundred(?:\s+and)?\s+)?(?:(?:${TENS})(?:[\s-]+(?:${UNIT}))?|${UNIT})|(?:${UNIT})\s+hundred`;
/** A whole number in words with an optional "and a half" / "and three quarters". */
const NUMBER_PHRASE = new RegExp(String.raw`\b(${WHOLE})(?:\s+and\s+(${FRACTION}))?\b`, 'gi');
/** What makes a number a size: a unit or a size sign after it, or a size sign before it. */
const SIZE_AFTER =
  /^\s*(?:feet|foot|ft\b|inch(?:es)?|in\b|["'”’]|cm\b|centimet(?:er|re)s?|mm\b|millimet(?:er|re)s?|by\b|x\b|×|long\b|deep\b|wide\b|lineal\b|linear\b|lf\b)/i;
const SIZE_BEFORE = /(?:\bby|\bx|×)\s*$/i;

/** The value of a whole number written in words ("twenty five", "one hundred and ten"). */
function wholeValue(phrase: string): number {
  let current = 0;
  for (const word of phrase.toLowerCase().split(/[\s-]+/)) {
    if (word === 'hundred') current = (current === 0 ? 1 : current) * 100;
    else if (word in TENS_WORDS) current += TENS_WORDS[word] ?? 0;
    else if (word in UNIT_NUMBER_WORDS) current += UNIT_NUMBER_WORDS[word] ?? 0;
  }
  return current;
}

/**
 * The text with every size written in words turned into digits: a number in words followed by
 * a unit or "by" / "x", or following "by" / "x" ("ten feet by twenty five and a half inches" →
 * "10 feet by 25.5 inches"). Counts in words ("two vanities") are left for the quantity reader.
 */
export function sizesInWordsToDigits(text: string): string {
  return text.replace(
    NUMBER_PHRASE,
    (match: string, whole: string, fraction: string | undefined, offset: number) => {
      const isSize =
        SIZE_AFTER.test(text.slice(offset + match.length)) || SIZE_BEFORE.test(text.slice(0, offset));
      if (!isSize) return match;
      const part = fraction ? (FRACTION_WORDS[fraction.toLowerCase().replace(/\s+/g, ' ')] ?? 0) : 0;
      return String(wholeValue(whole) + part);
    },
  );
}
