import { MAX_QUANTITY, MIN_QUANTITY } from '../limits';
import { UNIT_NUMBER_WORDS } from './number-words';

/** Counts in words: one to nineteen, and "single", "pair" and "twice". */
const NUMBER_WORDS: Record<string, number> = { ...UNIT_NUMBER_WORDS, single: 1, pair: 2, twice: 2 };

// Digits with a decimal part after them ("qty 2.5") are no count: read as one they would drop half a piece.
const COUNT = String.raw`(\d{1,3}(?![.,]\d)|${Object.keys(NUMBER_WORDS).join('|')})`;

/**
 * The ways a list writes a count, most explicit first: `qty 2`, `quantity: two`, `(2)`, `(x3)`, `x2`,
 * `2 pcs`, `2 @`, `2x Vanity`, a trailing `2x`, a leading `Two` or `2` before a piece name, `a pair of`.
 */
const QUANTITY_PATTERNS: RegExp[] = [
  new RegExp(String.raw`\b(?:qty|qnty|quantity|count|pcs|pieces)\s*(?:of\s*)?[:=#.-]?\s*${COUNT}\b`, 'i'),
  new RegExp(String.raw`\(\s*(?:qty\s*|[x×]\s*)?${COUNT}\s*(?:pcs?|pieces?|ea|each|x)?\s*\)`, 'i'),
  new RegExp(String.raw`(?<![\w.])[x×]\s*${COUNT}\b(?!\.\d|\s*(?:["”']|in\b|ft\b|cm\b|mm\b|[x×]|by\b))`, 'i'),
  new RegExp(String.raw`\b${COUNT}\s*(?:pcs?|pieces?|ea|each|units?|tops)\b`, 'i'),
  new RegExp(String.raw`\b${COUNT}\s*@`, 'i'),
  new RegExp(String.raw`\b${COUNT}\s*[x×](?=\s+[a-z])`, 'i'),
  new RegExp(String.raw`\b${COUNT}\s?[x×](?=\s*$)`, 'i'),
  new RegExp(String.raw`\b(?:a\s+)?(pair)\s+of\b`, 'i'),
  /\b(twice)\b/i,
  new RegExp(String.raw`^\W*${COUNT}\s+(?=[a-z])`, 'i'),
];

/**
 * A count written where a whole number goes, with a decimal part or out of the quantity limit
 * (limits.ts): `qty 2.5`, `(2.5)`, `(x 1,5)`, `qty 1000`, `(0)`, `1200 pcs`.
 */
const WRITTEN_COUNT = [
  /\b(?:qty|qnty|quantity|count)\s*(?:of\s*)?[:=#-]?\s*(\d+(?:[.,]\d+)?)/i,
  /\(\s*(?:qty\s*|[x×]\s*)?(\d+(?:[.,]\d+)?)\s*(?:pcs?|pieces?|ea|each)?\s*\)/i,
  /\b(\d+(?:[.,]\d+)?)\s*(?:pcs|pieces)\b/i,
];

const isWholeCount = (written: string) =>
  /^\d+$/.test(written) && Number(written) >= MIN_QUANTITY && Number(written) <= MAX_QUANTITY;

/**
 * The count a line writes that no piece list can mean: a fraction ("2.5") or a number outside
 * the one quantity limit ("1000", "0"), which read as another count would be wrong money; null
 * when none.
 */
export function findRefusedCount(text: string): string | null {
  for (const pattern of WRITTEN_COUNT) {
    const written = pattern.exec(text)?.[1];
    if (written !== undefined && !isWholeCount(written)) return written;
  }
  return null;
}

export interface QuantityMatch {
  quantity: number;
  start: number;
  end: number;
}

function countValue(word: string): number | null {
  const n = /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word.toLowerCase()];
  return n !== undefined && n >= MIN_QUANTITY && n <= MAX_QUANTITY ? n : null;
}

const COUNT_WORD_AT_END = new RegExp(String.raw`\b(${Object.keys(NUMBER_WORDS).join('|')})\s*[-:]?\s*$`, 'i');

/**
 * A count word written right before a piece's sides ("one 110 x 25.5"): it wins over a count
 * earlier in the text ("two counters, one 110 x 25.5 and the other 70 x 25.5").
 */
export function findCountWordAtEnd(text: string): QuantityMatch | null {
  const match = COUNT_WORD_AT_END.exec(text);
  const quantity = match?.[1] === undefined ? null : countValue(match[1]);
  return match && quantity !== null
    ? { quantity, start: match.index, end: match.index + match[0].length }
    : null;
}

/** The count a piece's text states, and where; null when it states none (quantity 1). */
export function findQuantity(text: string): QuantityMatch | null {
  for (const pattern of QUANTITY_PATTERNS) {
    const match = pattern.exec(text);
    const quantity = match?.[1] === undefined ? null : countValue(match[1]);
    if (match && quantity !== null)
      return { quantity, start: match.index, end: match.index + match[0].length };
  }
  return null;
}
