import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sizesInWordsToDigits } from './number-words';

const UNITS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEENS = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** 1 to 199 in words, as the test writes them. */
function inWords(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const restWords =
    rest < 10
      ? UNITS[rest]
      : rest < 20
        ? TEENS[rest - 10]
        : `${TENS[Math.floor(rest / 10)]} ${UNITS[rest % 10]}`;
  const words = [hundreds > 0 ? 'one hundred' : '', hundreds > 0 && rest > 0 ? 'and' : '', restWords ?? ''];
  return words.filter(Boolean).join(' ').trim();
}

describe('sizesInWordsToDigits', () => {
  it('writes sizes in words as digits, with halves and quarters', () => {
    expect(sizesInWordsToDigits('ten feet by twenty five and a half inches')).toBe('10 feet by 25.5 inches');
    expect(sizesInWordsToDigits('Island eight foot six inches x forty two')).toBe(
      'Island 8 foot 6 inches x 42',
    );
    expect(sizesInWordsToDigits('sill thirty six and three quarters by six')).toBe('sill 36.75 by 6');
  });

  it('leaves counts in words for the quantity reader', () => {
    expect(sizesInWordsToDigits('Two vanity tops 36 by 22')).toBe('Two vanity tops 36 by 22');
    expect(sizesInWordsToDigits('one island 120 by 42')).toBe('one island 120 by 42');
  });

  it('reads every whole number up to 199 written before a unit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 199 }),
        fc.constantFrom('inches', 'feet', 'in', 'by 4'),
        (n, after) => {
          expect(sizesInWordsToDigits(`${inWords(n)} ${after}`)).toBe(`${n} ${after}`);
        },
      ),
      { numRuns: 300, seed: 7 },
    );
  });
});
