import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newCartItem, type CartItem } from '../state/material-state';
import { answeredDiscount, editDiscount } from '../cart/discount-check';
import { testStone } from '../../../test/test-stone';
import { orderableItems, orderSummary } from './order-summary';

const line = (price: number | null, quantity: number, patch: Partial<CartItem> = {}): CartItem => ({
  ...newCartItem(
    testStone({ client_price: price }),
    `line-${price}-${quantity}`,
    '2026-01-01T00:00:00.000Z',
    quantity,
  ),
  ...patch,
});

const delivery = {
  includeSalesTax: true,
  taxRatePercent: 9.75,
  deliveryMethod: 'delivery' as const,
  deliveryCents: 15_000,
};

describe('orderSummary', () => {
  it('discounts the special price, taxes subtotal minus discounts, and adds delivery', () => {
    const { lines, totals } = orderSummary(
      [
        line(1000, 2, {
          specialPricing: { specialPrice: 900 },
          discountEnabled: true,
          discountPercent: 10,
        }),
        line(500.5, 1),
      ],
      delivery,
    );
    // 2 × $1,000 = $2,000; special saves 2 × $100; 10 % of $1,800 is $180.
    expect(lines[0]).toMatchObject({
      lineSubtotalCents: 200_000,
      specialSavingsCents: 20_000,
      discountCents: 18_000,
      lineTotalCents: 162_000,
      specialUnitPriceCents: 90_000,
    });
    expect(totals.subtotalCents).toBe(250_050);
    expect(totals.taxableCents).toBe(212_050);
    expect(totals.taxCents).toBe(20_675); // 9.75 % of $2,120.50 = $206.74875
    expect(totals.totalCents).toBe(212_050 + 20_675 + 15_000);
  });

  it('counts delivery only for the delivery method, and no tax when it is switched off', () => {
    const { totals } = orderSummary([line(1000, 1)], {
      ...delivery,
      deliveryMethod: 'will_call',
      includeSalesTax: false,
    });
    expect(totals).toMatchObject({ deliveryCents: 0, taxCents: 0, totalCents: 100_000 });
  });

  it('ignores a disabled discount and a special price that is no reduction', () => {
    const { totals } = orderSummary(
      [
        line(1000, 1, {
          discountEnabled: false,
          discountPercent: 30,
          specialPricing: { specialPrice: 1200 },
        }),
      ],
      delivery,
    );
    expect(totals.discountCents).toBe(0);
    expect(totals.specialSavingsCents).toBe(0);
  });

  it('leaves an unapproved discount out of the totals until it is approved', () => {
    const waiting = line(1000, 1, editDiscount('20'));
    const refused = line(1000, 1, {
      discountEnabled: true,
      discountPercent: 20,
      discountValidation: answeredDiscount({ valid: false, requires_override: true, error: 'Over limit' }),
    });
    expect(orderSummary([waiting, refused], delivery).totals.discountCents).toBe(0);
    const approved = {
      ...refused,
      discountValidation: answeredDiscount({ valid: true, override_id: 'o-1' }),
    };
    expect(orderSummary([approved], delivery).totals.discountCents).toBe(20_000);
  });

  it('never totals a discount typed as "8.5" as 85 %', () => {
    const typed = line(1000, 1, editDiscount('8.5'));
    expect(orderSummary([typed], delivery).totals.discountCents).toBe(0);
  });

  it('leaves out lines without a price', () => {
    const items = [line(null, 1), line(0, 1), line(10, 1)];
    expect(orderableItems(items)).toHaveLength(1);
    expect(orderSummary(items, delivery).lines).toHaveLength(1);
  });

  it('the total is always the sum of its parts in cents', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            cents: fc.integer({ min: 1, max: 5_000_000 }),
            quantity: fc.integer({ min: 1, max: 999 }),
            discount: fc.integer({ min: 0, max: 50 }),
            special: fc.option(fc.integer({ min: 1, max: 5_000_000 })),
          }),
          { maxLength: 8 },
        ),
        fc.boolean(),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (rows, includeSalesTax, rateBasis, deliveryCents) => {
          const items = rows.map((row, index) =>
            line(row.cents / 100, row.quantity, {
              id: `l${index}`,
              discountEnabled: true,
              discountPercent: row.discount,
              specialPricing: row.special === null ? null : { specialPrice: row.special / 100 },
            }),
          );
          const { lines, totals } = orderSummary(items, {
            includeSalesTax,
            taxRatePercent: rateBasis / 100,
            deliveryMethod: 'delivery',
            deliveryCents,
          });
          const sum = (pick: (l: (typeof lines)[number]) => number) => lines.reduce((s, l) => s + pick(l), 0);
          expect(totals.subtotalCents).toBe(sum((l) => l.lineSubtotalCents));
          expect(totals.taxableCents).toBe(sum((l) => l.lineTotalCents));
          expect(totals.totalCents).toBe(
            totals.subtotalCents -
              totals.specialSavingsCents -
              totals.discountCents +
              totals.taxCents +
              deliveryCents,
          );
        },
      ),
    );
  });
});
