import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REFRESH_WINDOW_SECONDS, invoiceLines, invoiceTotalCents, needsRefresh } from './accounting-link';

describe('needsRefresh', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const inSeconds = (seconds: number) => new Date(now.getTime() + seconds * 1000);

  it('is set when the access token expires within the window or has expired', () => {
    expect(needsRefresh(inSeconds(REFRESH_WINDOW_SECONDS), now)).toBe(true);
    expect(needsRefresh(inSeconds(-60), now)).toBe(true);
  });

  it('is not set while the token has more than the window left', () => {
    expect(needsRefresh(inSeconds(REFRESH_WINDOW_SECONDS + 1), now)).toBe(false);
    expect(needsRefresh(inSeconds(3600), now)).toBe(false);
  });
});

describe('invoiceLines', () => {
  it('makes one line per item, then tax and delivery, adding up to the order total', () => {
    const lines = invoiceLines(
      [
        { description: 'Caesarstone Pure White', quantity: 2, lineTotalCents: 609_000 },
        { description: 'Graniti Black Pearl', quantity: 1, lineTotalCents: 210_000 },
      ],
      67_568,
      15_000,
    );
    expect(lines.map((line) => line.description)).toEqual([
      'Caesarstone Pure White',
      'Graniti Black Pearl',
      'Sales tax',
      'Delivery',
    ]);
    expect(invoiceTotalCents(lines)).toBe(609_000 + 210_000 + 67_568 + 15_000);
  });

  it('leaves out a zero tax or delivery line', () => {
    const lines = invoiceLines([{ description: 'A', quantity: 1, lineTotalCents: 100 }], 0, 0);
    expect(lines).toHaveLength(1);
  });

  it('always totals items plus tax plus delivery', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 10_000_000 }), { maxLength: 20 }),
        fc.nat({ max: 1_000_000 }),
        fc.nat({ max: 1_000_000 }),
        (totals, tax, delivery) => {
          const items = totals.map((lineTotalCents, index) => ({
            description: `Stone ${index}`,
            quantity: 1,
            lineTotalCents,
          }));
          const expected = totals.reduce((sum, value) => sum + value, 0) + tax + delivery;
          expect(invoiceTotalCents(invoiceLines(items, tax, delivery))).toBe(expected);
        },
      ),
    );
  });
});
