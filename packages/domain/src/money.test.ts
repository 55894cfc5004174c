import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addPercentCents,
  allocateCents,
  centsToDollars,
  dollarsToCents,
  formatUsd,
  formatWholeUsd,
  isPriceOnRequest,
  multiplyCents,
  onePlusPercent,
  parseUsdToCents,
  percentOfCents,
  roundHalfUpCents,
  scaleCents,
  sumCents,
} from './money';

const cents = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 });
/** Decimal factors as people type them: up to 4 decimals. */
const decimalFactor = fc.integer({ min: 0, max: 10_000_000 }).map((n) => n / 10_000);

describe('roundHalfUpCents', () => {
  it('rounds halves away from zero', () => {
    expect(roundHalfUpCents(0.5)).toBe(1);
    expect(roundHalfUpCents(1.5)).toBe(2);
    expect(roundHalfUpCents(2.5)).toBe(3);
    expect(roundHalfUpCents(-0.5)).toBe(-1);
    expect(roundHalfUpCents(-2.5)).toBe(-3);
  });

  it('rounds below a half down and above a half up', () => {
    expect(roundHalfUpCents(10.49)).toBe(10);
    expect(roundHalfUpCents(10.51)).toBe(11);
    expect(roundHalfUpCents(-10.49)).toBe(-10);
  });

  it('never answers negative zero', () => {
    expect(Object.is(roundHalfUpCents(-0.4), 0)).toBe(true);
  });

  it('rounds the decimal a person wrote, not its binary approximation', () => {
    // 1.005 is stored as 1.00499999999999989…; a float Math.round(1.005 * 100) gives 100.
    expect(dollarsToCents(1.005)).toBe(101);
    expect(roundHalfUpCents(100.5)).toBe(101);
  });

  it('refuses what is not a finite number', () => {
    expect(() => roundHalfUpCents(Number.NaN)).toThrow(RangeError);
    expect(() => roundHalfUpCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('scaleCents', () => {
  it('multiplies a chain of decimal factors exactly and rounds once', () => {
    // $1,200.00 × 2 slabs × 110 % × mark-up 1.2 = $3,168.00
    expect(scaleCents(120_000, [2, 110, 1.2], [100])).toBe(316_800);
    // 0.1 + 0.2 style drift: $0.10 × 3 = $0.30 exactly
    expect(scaleCents(10, [3])).toBe(30);
  });

  it('divides exactly: 25.5 in × 96 in at $45.00 per sq ft is 17 sq ft, $765.00', () => {
    expect(scaleCents(4_500, [25.5, 96], [144])).toBe(76_500);
  });

  it('handles numbers JavaScript writes with an exponent', () => {
    expect(scaleCents(100, [1e-7])).toBe(0);
    expect(scaleCents(1, [1e21], [1e21])).toBe(1);
  });

  it('refuses fractional cents and division by zero', () => {
    expect(() => scaleCents(1.5, [2])).toThrow(RangeError);
    expect(() => scaleCents(100, [1], [0])).toThrow(RangeError);
  });

  it('agrees with exact integer arithmetic for any amount and decimal factor', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 0, max: 10_000_000 }), (amount, tenThousandths) => {
        // amount × (k / 10000), rounded half away from zero, in exact BigInt arithmetic
        const exact = BigInt(amount) * BigInt(tenThousandths);
        const q = (2n * (exact < 0n ? -exact : exact) + 10_000n) / 20_000n;
        const expected = Number(exact < 0n ? -q : q);
        expect(multiplyCents(amount, tenThousandths / 10_000)).toBe(expected === 0 ? 0 : expected);
      }),
    );
  });

  it('is never off from the true product by more than half a cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), decimalFactor, (amount, factor) => {
        expect(Math.abs(multiplyCents(amount, factor) - amount * factor)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });
});

describe('percentOfCents', () => {
  it('takes 9.75 % of $100.00 as $9.75 and of $10.10 as $0.98', () => {
    expect(percentOfCents(10_000, 9.75)).toBe(975);
    expect(percentOfCents(1_010, 9.75)).toBe(98); // 98.475 → 98
  });
});

describe('addPercentCents', () => {
  it('turns a 450 cost into 585 with a 30 % mark-up (spec 03 section 9)', () => {
    expect(addPercentCents(45_000, 30)).toBe(58_500);
  });

  it('takes a discount as a negative percentage: $100.00 less 15 % is $85.00', () => {
    expect(addPercentCents(10_000, -15)).toBe(8_500);
  });

  it('is exact where 1 + percent / 100 in floats is not', () => {
    // 1 + 2.058 / 100 is 1.0205799999999998 in floats; $1,000.00 × 1.02058 = $1,020.58 exactly
    expect(addPercentCents(100_000, 2.058)).toBe(102_058);
    expect(scaleCents(50, [onePlusPercent(2.058)])).toBe(51); // 51.029
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: -10_000, max: 100_000 }),
        (amount, k) => {
          const exact = BigInt(amount) * BigInt(100_000 + k);
          const expected = Number((2n * exact + 100_000n) / 200_000n);
          expect(addPercentCents(amount, k / 1_000)).toBe(expected);
        },
      ),
    );
  });
});

describe('sumCents', () => {
  it('adds whole cents exactly', () => {
    expect(sumCents([10, 20, 30])).toBe(60);
    expect(sumCents([])).toBe(0);
  });

  it('refuses a fractional amount', () => {
    expect(() => sumCents([10, 0.5])).toThrow(RangeError);
  });
});

describe('allocateCents', () => {
  it('splits $100.00 over three equal shares as 33.34, 33.33, 33.33', () => {
    expect(allocateCents(10_000, [1, 1, 1])).toEqual([3_334, 3_333, 3_333]);
  });

  it('gives the spare cents to the largest remainders', () => {
    // 1000 over 16.75 / 13.33 / 2.5 sq ft
    const shares = allocateCents(1_000, [16.75, 13.33, 2.5]);
    expect(shares).toEqual([514, 409, 77]);
  });

  it('splits evenly when every weight is zero', () => {
    expect(allocateCents(5, [0, 0])).toEqual([3, 2]);
  });

  it('keeps a negative total negative', () => {
    expect(allocateCents(-10, [1, 1, 1])).toEqual([-4, -3, -3]);
  });

  it('refuses negative weights and a total with nowhere to go', () => {
    expect(() => allocateCents(10, [1, -1])).toThrow(RangeError);
    expect(() => allocateCents(10, [])).toThrow(RangeError);
    expect(allocateCents(0, [])).toEqual([]);
  });

  it('always sums to the total exactly, and no share is off its proportion by a cent or more', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.array(decimalFactor, { minLength: 1, maxLength: 12 }),
        (total, weights) => {
          const shares = allocateCents(total, weights);
          expect(sumCents(shares)).toBe(total);
          const weightSum = weights.reduce((a, b) => a + b, 0);
          shares.forEach((share, i) => {
            expect(share).toBeGreaterThanOrEqual(0);
            const ideal = weightSum === 0 ? total / weights.length : (total * (weights[i] ?? 0)) / weightSum;
            expect(Math.abs(share - ideal)).toBeLessThan(1 + 1e-6);
          });
        },
      ),
    );
  });
});

describe('dollars at the edges', () => {
  it('turns dollars into cents and back without drift', () => {
    expect(dollarsToCents(1_234.56)).toBe(123_456);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(centsToDollars(123_456)).toBe(1_234.56);
    fc.assert(
      fc.property(cents, (amount) => {
        expect(dollarsToCents(centsToDollars(amount))).toBe(amount);
      }),
    );
  });

  it('sums of dollar figures converted to cents are exact however many there are', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 })), (amounts) => {
        const viaDollars = sumCents(amounts.map((a) => dollarsToCents(centsToDollars(a))));
        expect(viaDollars).toBe(amounts.reduce((a, b) => a + b, 0));
      }),
    );
  });
});

describe('parseUsdToCents', () => {
  it('reads currency strings as a price sheet writes them', () => {
    expect(parseUsdToCents('$1,234.50')).toBe(123_450);
    expect(parseUsdToCents(' 1234.5 ')).toBe(123_450);
    expect(parseUsdToCents('USD 1,200')).toBe(120_000);
    expect(parseUsdToCents('$.99')).toBe(99);
    expect(parseUsdToCents('1.005')).toBe(101);
    expect(parseUsdToCents('(12.00)')).toBe(-1_200);
    expect(parseUsdToCents('-$5')).toBe(-500);
    expect(parseUsdToCents('$-5')).toBe(-500);
    expect(parseUsdToCents('12 USD')).toBe(1_200);
  });

  it('reads numbers as dollars', () => {
    expect(parseUsdToCents(1_200)).toBe(120_000);
    expect(parseUsdToCents(45.5)).toBe(4_550);
  });

  it('answers null when there is no amount', () => {
    expect(parseUsdToCents('')).toBeNull();
    expect(parseUsdToCents('N/A')).toBeNull();
    expect(parseUsdToCents('call for price')).toBeNull();
    expect(parseUsdToCents('1.2.3')).toBeNull();
    expect(parseUsdToCents('100-200')).toBeNull();
    expect(parseUsdToCents('$12 per sq ft')).toBeNull();
    expect(parseUsdToCents(null)).toBeNull();
    expect(parseUsdToCents(undefined)).toBeNull();
    expect(parseUsdToCents(Number.NaN)).toBeNull();
  });

  it('reads back whatever formatUsd writes', () => {
    fc.assert(
      fc.property(cents, (amount) => {
        expect(parseUsdToCents(formatUsd(amount))).toBe(amount);
      }),
    );
  });
});

describe('formatWholeUsd', () => {
  it('shows whole dollars, rounding half a dollar up', () => {
    expect(formatWholeUsd(123_456)).toBe('$1,235');
    expect(formatWholeUsd(123_449)).toBe('$1,234');
    expect(formatWholeUsd(-50)).toBe('-$1');
    expect(formatWholeUsd(0)).toBe('$0');
  });
});

describe('formatUsd', () => {
  it('shows US dollars with 2 decimals and thousands separators', () => {
    expect(formatUsd(123_456)).toBe('$1,234.56');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(5)).toBe('$0.05');
    expect(formatUsd(100_000_000)).toBe('$1,000,000.00');
    expect(formatUsd(-500)).toBe('-$5.00');
  });
});

describe('isPriceOnRequest', () => {
  it('a missing or zero price shows "Price on request"', () => {
    expect(isPriceOnRequest(null)).toBe(true);
    expect(isPriceOnRequest(undefined)).toBe(true);
    expect(isPriceOnRequest(0)).toBe(true);
    expect(isPriceOnRequest(1)).toBe(false);
  });
});
