import type { TStone } from '@stonetool/contracts/stones';
import { scaleCents } from '@stonetool/domain/money';
import { priceCents } from '../../../lib/catalog-query';

export const LOWEST_PRICE = 'Lowest Price';

export type RelativePrice =
  | { kind: 'lowest' }
  /** Tenths of a percent above the lowest price: 125 is 12.5 %. */
  | { kind: 'above'; tenthsOfPercent: number }
  | { kind: 'none' };

/**
 * Relative price on the comparison page (spec 01 section 2): the percentage above the lowest
 * client price among the compared stones, to one decimal, and 'Lowest Price' for the minimum
 * (every stone at it, when several tie). A stone without a price compares to nothing.
 */
export function relativePrices(stones: readonly TStone[]): RelativePrice[] {
  const prices = stones.map((stone) => priceCents(stone.client_price));
  const present = prices.filter((cents): cents is number => cents !== null);
  if (present.length === 0) return prices.map(() => ({ kind: 'none' }));
  const lowest = Math.min(...present);
  return prices.map((cents) => {
    if (cents === null) return { kind: 'none' };
    if (cents === lowest) return { kind: 'lowest' };
    // (cents - lowest) / lowest × 1000, rounded once by the money rule.
    return { kind: 'above', tenthsOfPercent: scaleCents(cents - lowest, [1000], [lowest]) };
  });
}

export function formatRelativePrice(relative: RelativePrice): string {
  switch (relative.kind) {
    case 'lowest':
      return LOWEST_PRICE;
    case 'above':
      return `+${(relative.tenthsOfPercent / 10).toFixed(1)}%`;
    case 'none':
      return '—';
  }
}
