/**
 * Money in integer cents (DESIGN.md): every amount in `domain` is a safe integer number of US
 * cents. Arithmetic on decimal factors (mark-ups, percentages, inches, square feet) is done
 * exactly on rationals and rounded once, by the single rule in `roundHalfUp` below, so no
 * float drift can creep into a price. Dollars appear only at the edges (`centsToDollars`,
 * `formatUsd`, `dollarsToCents`, `parseUsdToCents`).
 */

/** An exact rational number, numerator over a positive denominator. */
interface Rational {
  readonly n: bigint;
  readonly d: bigint;
}

/**
 * A factor that is not a plain decimal but is known exactly, such as 1 + 2.058 / 100 (which
 * `1 + 2.058 / 100` in floats is not). Made by `onePlusPercent`; accepted by `scaleCents`.
 */
export type ExactFactor = Rational & { readonly exact: true };

/** A factor for a scaleCents chain: a decimal number, or an ExactFactor. */
export type Factor = number | ExactFactor;

/** The exact decimal value of a finite JavaScript number, as written by its shortest repr. */
function toRational(value: number): Rational {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  // Whole numbers (every amount in cents) skip the text round trip: same value, a fraction of the cost.
  if (Number.isSafeInteger(value)) return { n: BigInt(value), d: 1n };
  const [mantissa = '0', exponentText] = value.toString().split('e');
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  const negative = mantissa.startsWith('-');
  const [whole = '0', fraction = ''] = mantissa.replace('-', '').split('.');
  let n = BigInt(whole + fraction) * (negative ? -1n : 1n);
  let d = 10n ** BigInt(fraction.length);
  if (exponent > 0) n *= 10n ** BigInt(exponent);
  if (exponent < 0) d *= 10n ** BigInt(-exponent);
  return { n, d };
}

/**
 * The one rounding rule for money: to the nearest whole cent, halves away from zero
 * (0.5 → 1, -0.5 → -1), as a till and a spreadsheet's ROUND do.
 */
function roundHalfUp({ n, d }: Rational): number {
  const negative = n < 0n;
  const magnitude = negative ? -n : n;
  const rounded = (2n * magnitude + d) / (2n * d);
  const result = Number(negative ? -rounded : rounded);
  return result === 0 ? 0 : result; // never -0
}

function assertCents(cents: number, what = 'Amount'): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`${what} must be a whole number of cents: ${cents}`);
}

/** A fractional amount of cents rounded to a whole cent, halves away from zero. */
export function roundHalfUpCents(cents: number): number {
  return roundHalfUp(toRational(cents));
}

/**
 * cents × every factor ÷ every divisor, computed exactly and rounded once to a whole cent.
 * Use it for any chain of decimal factors so the result has a single rounding.
 */
export function scaleCents(
  cents: number,
  factors: readonly Factor[],
  divisors: readonly number[] = [],
): number {
  assertCents(cents);
  let n = BigInt(cents);
  let d = 1n;
  for (const factor of factors) {
    const r = typeof factor === 'number' ? toRational(factor) : factor;
    n *= r.n;
    d *= r.d;
  }
  for (const divisor of divisors) {
    const r = toRational(divisor);
    if (r.n === 0n) throw new RangeError('Cannot divide an amount by zero');
    n *= r.d;
    d *= r.n;
  }
  if (d < 0n) {
    n = -n;
    d = -d;
  }
  return roundHalfUp({ n, d });
}

/** The exact factor 1 + percent / 100: a 30 % mark-up is × 1.3, a 15 % discount × 0.85. */
export function onePlusPercent(percent: number): ExactFactor {
  const { n, d } = toRational(percent);
  return { n: 100n * d + n, d: 100n * d, exact: true };
}

/** An amount changed by a percentage, rounded once: a 30 % mark-up turns $450.00 into $585.00. */
export function addPercentCents(cents: number, percent: number): number {
  return scaleCents(cents, [onePlusPercent(percent)]);
}

/** cents × factor, exact, rounded once to a whole cent. */
export function multiplyCents(cents: number, factor: number): number {
  return scaleCents(cents, [factor]);
}

/** percent % of an amount (9.75 % of $100.00 is $9.75), rounded once to a whole cent. */
export function percentOfCents(cents: number, percent: number): number {
  return scaleCents(cents, [percent], [100]);
}

/** The exact sum of whole-cent amounts. */
export function sumCents(amounts: readonly number[]): number {
  let total = 0;
  for (const amount of amounts) {
    assertCents(amount);
    total += amount;
  }
  assertCents(total, 'Total');
  return total;
}

/**
 * Split a whole-cent total over non-negative weights by the largest-remainder method: each
 * share is its exact proportion rounded down, and the cents left over go one each to the
 * shares with the largest remainders (ties to the earlier share). The shares always sum to
 * the total exactly. All-zero weights split evenly.
 */
export function allocateCents(total: number, weights: readonly number[]): number[] {
  assertCents(total, 'Total');
  if (weights.length === 0) {
    if (total !== 0) throw new RangeError('Cannot allocate a non-zero amount over no shares');
    return [];
  }
  const rationals = weights.map((weight) => {
    if (!(weight >= 0)) throw new RangeError(`Allocation weights must be non-negative: ${weight}`);
    return toRational(weight);
  });
  const anyWeight = rationals.some((r) => r.n > 0n);
  // Bring every weight over one common denominator so they can be compared as integers.
  const common = rationals.reduce((acc, r) => (acc % r.d === 0n ? acc : acc * r.d), 1n);
  const scaled = rationals.map((r) => (anyWeight ? (r.n * common) / r.d : 1n));
  const sum = scaled.reduce((a, b) => a + b, 0n);
  const negative = total < 0;
  const magnitude = BigInt(Math.abs(total));
  const floors = scaled.map((w) => (magnitude * w) / sum);
  const remainders = scaled.map((w, i) => magnitude * w - (floors[i] ?? 0n) * sum);
  let left = magnitude - floors.reduce((a, b) => a + b, 0n);
  const order = remainders
    .map((remainder, index) => ({ remainder, index }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of order) {
    if (left === 0n) break;
    floors[index] = (floors[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return floors.map((share) => {
    const cents = Number(share);
    return negative && cents !== 0 ? -cents : cents;
  });
}

/** A dollar figure (as JSON carries it) in whole cents: 12.345 → 1235. */
export function dollarsToCents(dollars: number): number {
  const { n, d } = toRational(dollars);
  return roundHalfUp({ n: n * 100n, d });
}

/** Whole cents as dollars for the edges that carry dollars (JSON fields the spec gives in dollars). */
export function centsToDollars(cents: number): number {
  assertCents(cents);
  return cents / 100;
}

/**
 * A price as a price sheet writes it, in whole cents: a number of dollars, or text such as
 * "$1,234.50", "1234.5", "USD 1,200" or "(12.00)" for a negative. Null when there is no
 * amount (empty, "N/A", "call for price").
 */
export function parseUsdToCents(input: unknown): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? dollarsToCents(input) : null;
  if (typeof input !== 'string') return null;
  let text = input.trim().replace(/usd|us\$|\$|,|\s/gi, '');
  const parenthesised = /^\(.*\)$/.test(text);
  if (parenthesised) text = text.slice(1, -1);
  const match = /^(-?)(\d+\.?\d*|\.\d+)$/.exec(text);
  if (match === null) return null;
  const negative = parenthesised || match[1] === '-';
  const digits = match[2] ?? '';
  const [whole = '', fraction = ''] = digits.split('.');
  const n = BigInt((whole || '0') + fraction) * (negative ? -1n : 1n);
  return roundHalfUp({ n: n * 100n, d: 10n ** BigInt(fraction.length) });
}

const wholeDollars = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Whole cents shown as US dollars with 2 decimals: 123456 → "$1,234.56", -500 → "-$5.00". */
export function formatUsd(cents: number): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(cents);
  const dollars = Math.floor(magnitude / 100);
  const rest = magnitude % 100;
  return `${sign}$${wholeDollars.format(dollars)}.${String(rest).padStart(2, '0')}`;
}

/** Spec 03 section 9: insights show whole dollars: 123456 → "$1,235", rounded half away from zero. */
export function formatWholeUsd(cents: number): string {
  const dollars = scaleCents(cents, [], [100]);
  return `${dollars < 0 ? '-' : ''}$${wholeDollars.format(Math.abs(dollars))}`;
}

/** What a missing or zero price shows, on screen, PDF and e-mail alike (spec 01 section 5, spec 02 section 8). */
export const PRICE_ON_REQUEST = 'Price on request';

/** "Price missing or zero" shows "Price on request": true when there is no price or it is 0. */
export function isPriceOnRequest(cents: number | null | undefined): boolean {
  return cents === null || cents === undefined || !Number.isFinite(cents) || cents === 0;
}
