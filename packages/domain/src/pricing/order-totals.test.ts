import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceOrder, priceOrderLine } from './order-totals';

describe('priceOrderLine', () => {
  it('takes the discount as a percentage of the special price when there is one', () => {
    expect(
      priceOrderLine({
        unitPriceCents: 210_000,
        specialUnitPriceCents: 184_800,
        quantity: 2,
        discountPercent: 5,
        wholesaleUnitCostCents: 132_000,
      }),
    ).toEqual({
      quantity: 2,
      lineSubtotalCents: 420_000,
      specialSavingsCents: 50_400,
      discountCents: 18_480,
      lineTotalCents: 351_120,
      wholesaleCostCents: 264_000,
    });
  });

  it('rounds the discount once per line, halves up', () => {
    const line = priceOrderLine({
      unitPriceCents: 1_001,
      specialUnitPriceCents: null,
      quantity: 1,
      discountPercent: 50,
      wholesaleUnitCostCents: 0,
    });
    expect(line.discountCents).toBe(501);
    expect(line.lineTotalCents).toBe(500);
  });
});

describe('priceOrder', () => {
  const lines = [
    {
      unitPriceCents: 210_000,
      specialUnitPriceCents: 184_800,
      quantity: 2,
      discountPercent: 5,
      wholesaleUnitCostCents: 132_000,
    },
    {
      unitPriceCents: 99_999,
      specialUnitPriceCents: null,
      quantity: 3,
      discountPercent: 0,
      wholesaleUnitCostCents: 70_000,
    },
  ];

  it('taxes subtotal minus discounts and adds delivery for the delivery method', () => {
    const { totals } = priceOrder(lines, {
      includeSalesTax: true,
      taxRatePercent: 9.75,
      deliveryMethod: 'delivery',
      deliveryCents: 17_500,
    });
    expect(totals).toEqual({
      totalSlabs: 5,
      subtotalCents: 719_997,
      specialSavingsCents: 50_400,
      discountCents: 18_480,
      taxableCents: 651_117,
      taxCents: 63_484,
      deliveryCents: 17_500,
      totalCents: 732_101,
      wholesaleCostCents: 474_000,
    });
  });

  it('charges no delivery for will call and no tax when tax is off', () => {
    const { totals } = priceOrder(lines, {
      includeSalesTax: false,
      taxRatePercent: 9.75,
      deliveryMethod: 'will_call',
      deliveryCents: 17_500,
    });
    expect(totals).toMatchObject({ taxCents: 0, deliveryCents: 0, totalCents: 651_117 });
  });

  it('makes every total the sum of its parts, to the cent', () => {
    const line = fc
      .record({
        unitPriceCents: fc.integer({ min: 1, max: 2_000_000 }),
        specialPercent: fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: null }),
        quantity: fc.integer({ min: 1, max: 999 }),
        discountPercent: fc.integer({ min: 0, max: 50 }),
        wholesaleUnitCostCents: fc.integer({ min: 0, max: 2_000_000 }),
      })
      .map(({ specialPercent, ...rest }) => ({
        ...rest,
        specialUnitPriceCents:
          specialPercent === null
            ? null
            : rest.unitPriceCents - Math.floor((rest.unitPriceCents * specialPercent) / 10_000),
      }));
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 5_000 }).map((n) => n / 100),
        fc.boolean(),
        fc.constantFrom('delivery' as const, 'will_call' as const),
        fc.integer({ min: 0, max: 500_000 }),
        (input, taxRatePercent, includeSalesTax, deliveryMethod, deliveryCents) => {
          const { lines: priced, totals } = priceOrder(input, {
            includeSalesTax,
            taxRatePercent,
            deliveryMethod,
            deliveryCents,
          });
          const sum = (pick: (l: (typeof priced)[number]) => number) =>
            priced.reduce((t, l) => t + pick(l), 0);
          for (const l of priced) {
            expect(l.lineTotalCents).toBe(l.lineSubtotalCents - l.specialSavingsCents - l.discountCents);
            expect(l.lineTotalCents).toBeGreaterThanOrEqual(0);
          }
          expect(totals.subtotalCents).toBe(sum((l) => l.lineSubtotalCents));
          expect(totals.specialSavingsCents).toBe(sum((l) => l.specialSavingsCents));
          expect(totals.discountCents).toBe(sum((l) => l.discountCents));
          expect(totals.taxableCents).toBe(sum((l) => l.lineTotalCents));
          expect(totals.wholesaleCostCents).toBe(sum((l) => l.wholesaleCostCents));
          expect(totals.totalCents).toBe(
            totals.subtotalCents -
              totals.specialSavingsCents -
              totals.discountCents +
              totals.taxCents +
              totals.deliveryCents,
          );
          expect(totals.deliveryCents).toBe(deliveryMethod === 'delivery' ? deliveryCents : 0);
          if (!includeSalesTax) expect(totals.taxCents).toBe(0);
          for (const value of Object.values(totals)) expect(Number.isSafeInteger(value)).toBe(true);
        },
      ),
    );
  });
});
