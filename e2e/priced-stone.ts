import type { Page } from '@playwright/test';
import { apiLogin, expect } from './fixtures';

/** A priced stone of the demo catalog, as GET /api/stones returns it to the fabricator. */
export interface PricedStone {
  Brand: string;
  Type: string;
  Color: string;
  Finish: string;
  Thickness: string;
  'Slab Width': number;
  'Slab Height': number;
  'Slab Cost'?: number | null;
}

/**
 * A stone the fabricator can price: every catalogue row of its brand, type and colour has a slab
 * cost, so whichever finish, size and thickness the estimate settles on is priced.
 */
export async function pricedStone(page: Page): Promise<PricedStone> {
  const login = await apiLogin(page.request, 'fabricator');
  const response = await page.request.get('/api/stones?mode=expert', {
    headers: { Authorization: `Bearer ${login.session.access_token}` },
  });
  expect(response.ok()).toBe(true);
  const stones = (await response.json()) as PricedStone[];
  const label = (s: PricedStone) => `${s.Brand}|${s.Type}|${s.Color}`;
  const unpriced = new Set(stones.filter((s) => !((s['Slab Cost'] ?? 0) > 0)).map(label));
  const stone = stones.find((s) => !unpriced.has(label(s)));
  expect(stone, 'the demo catalog has a stone priced in every row').toBeDefined();
  return stone as PricedStone;
}

/** One piece of `stone` as a saved quote's product carries it, eased edge, named `customName`. */
export function stonePiece(stone: PricedStone, customName: string, width: number, depth: number) {
  return {
    brand: stone.Brand,
    type: stone.Type,
    color: stone.Color,
    finish: stone.Finish,
    thickness: stone.Thickness,
    width,
    depth,
    quantity: 1,
    edgeDetail: 'Eased',
    customName,
  };
}
