import { describe, expect, it } from 'vitest';
import { quickInsightsFor, recommendationsFor, type PerformanceSummary } from './recommendations';

const steady: PerformanceSummary = {
  revenueCents: { current: 1_000_000, previous: 900_000 },
  orders: { current: 10, previous: 9 },
  consultations: { current: 20, previous: 20 },
  customers: { new: 6, repeat: 2 },
  expiringQuotes: { count: 0, valueCents: 0 },
};

describe('recommendationsFor', () => {
  it('recommends nothing when nothing stands out', () => {
    expect(recommendationsFor(steady)).toEqual([]);
  });

  it('names a fall in conversion with the orders it cost at the old rate', () => {
    const [first] = recommendationsFor({ ...steady, orders: { current: 5, previous: 10 } });
    expect(first).toMatchObject({
      priority: 'high',
      title: 'Conversion is down',
      message: 'Conversion fell from 50% to 25% (5 orders from 20 consultations).',
      potentialImpact: "5 more orders, about $10,000, at last period's rate",
    });
  });

  it('puts expiring quotes first and a slipping margin after them', () => {
    const list = recommendationsFor({
      ...steady,
      margin: { current: 20, previous: 30 },
      expiringQuotes: { count: 2, valueCents: 750_000 },
    });
    expect(list.map((item) => item.title)).toEqual(['2 quotes about to expire', 'Margin is slipping']);
    expect(list[0]?.potentialImpact).toBe('Up to $7,500 in sales');
  });

  it('points at a stone quoted often but rarely ordered', () => {
    const list = recommendationsFor({
      ...steady,
      mostQuoted: { label: 'Calacatta Nuvo', quotes: 7, orders: 1 },
    });
    expect(list[0]?.title).toBe('Calacatta Nuvo is quoted often but rarely ordered');
  });
});

describe('quickInsightsFor', () => {
  it('reads the average order, the best seller, the top seller and returning customers from the figures', () => {
    expect(
      quickInsightsFor({
        ...steady,
        bestSeller: { label: 'Frost White', orders: 4 },
        topSeller: { name: 'Sam Rivera', orders: 3, revenueCents: 450_000 },
      }),
    ).toEqual([
      { value: '$1,000', title: 'Average order value', context: '10 orders this period' },
      { value: 'Frost White', title: 'Best-selling stone', context: '4 orders this period' },
      { value: 'Sam Rivera', title: 'Top seller', context: '$4,500 from 3 orders' },
      { value: '2', title: 'Returning customers', context: '6 new customers this period' },
    ]);
  });

  it('says nothing about a period without sales', () => {
    expect(
      quickInsightsFor({
        ...steady,
        revenueCents: { current: 0, previous: 0 },
        orders: { current: 0, previous: 0 },
        customers: { new: 0, repeat: 0 },
      }),
    ).toEqual([]);
  });
});
