import type { Executor } from '@stonetool/db/client';
import { stones, type StoneRow } from '@stonetool/db/schema/catalog';
import type { SpecialPricingRuleRow } from '@stonetool/db/schema/pricing';
import { bestSpecialPrice, specialUnitCents } from '@stonetool/domain/pricing/special-pricing';
import { floorForPrice, type StonePrice } from '@stonetool/domain/pricing/stone-price';
import { and, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { loadActiveSpecialRules } from './pricing-rules';
import { loadShowroomPricing, type ShowroomPricing } from './showroom-pricing';

/** One stone priced for one showroom at one moment, per slab in cents. */
export interface StoneQuote {
  stone: StoneRow;
  /** Catalog figures for this showroom (wholesale, client, floor…); null for 'Price on request'. */
  price: StonePrice | null;
  /** The special pricing rule that applies now, if any (only for a priced stone). */
  specialRule: SpecialPricingRuleRow | null;
  /** The client's special price per slab under that rule. */
  specialUnitPriceCents: number | null;
  /** What the client pays per slab before any discount: the special price, else the client price. */
  effectiveUnitPriceCents: number | null;
  /** What the showroom pays per slab: the wholesale price, lowered by the special rule too. */
  effectiveWholesaleCents: number | null;
  /** The lowest price per slab a discount may reach without a manager, for the effective price. */
  effectiveFloorCents: number | null;
}

/** Prices one stone against already loaded pricing and rules (no database access). */
export function quoteStone(
  stone: StoneRow,
  pricing: ShowroomPricing,
  rules: readonly SpecialPricingRuleRow[],
  now: Date,
): StoneQuote {
  const price = pricing.priceOf(stone);
  if (!price) {
    return {
      stone,
      price,
      specialRule: null,
      specialUnitPriceCents: null,
      effectiveUnitPriceCents: null,
      effectiveWholesaleCents: null,
      effectiveFloorCents: null,
    };
  }
  const special =
    pricing.showroomId === null
      ? null
      : bestSpecialPrice(
          rules,
          {
            showroomId: pricing.showroomId,
            brand: stone.brand,
            color: stone.color,
            thickness: stone.thickness,
            finish: stone.finish,
          },
          price.clientCents,
          now,
        );
  if (!special) {
    return {
      stone,
      price,
      specialRule: null,
      specialUnitPriceCents: null,
      effectiveUnitPriceCents: price.clientCents,
      effectiveWholesaleCents: price.wholesaleCents,
      effectiveFloorCents: price.floorCents,
    };
  }
  const { rule: specialRule, unitCents: specialUnitPriceCents } = special;
  return {
    stone,
    price,
    specialRule,
    specialUnitPriceCents,
    effectiveUnitPriceCents: specialUnitPriceCents,
    effectiveWholesaleCents: specialUnitCents(price.wholesaleCents, specialRule),
    effectiveFloorCents: floorForPrice(specialUnitPriceCents, price),
  };
}

const ZStoneId = z.guid();

/**
 * Prices the named stones for a showroom: its pricing rows, its special rules active at `now`.
 * Stones that do not exist, that the admin retired, or whose brand the showroom's wholesale pricing
 * hides, are absent from the result: to this showroom they are not in the catalog. So is an id that is not a UUID,
 * which no stone has (and which PostgreSQL would refuse to compare).
 */
export async function quoteStones(
  db: Executor,
  showroomId: string,
  stoneIds: readonly string[],
  now: Date,
): Promise<Map<string, StoneQuote>> {
  const ids = [...new Set(stoneIds)].filter((id) => ZStoneId.safeParse(id).success);
  // One after another: priceCart runs this inside the order's transaction, on one connection.
  const pricing = await loadShowroomPricing(db, showroomId);
  const rules = await loadActiveSpecialRules(db, showroomId, now);
  const rows =
    ids.length > 0
      ? await db
          .select()
          .from(stones)
          .where(and(inArray(stones.id, ids), isNull(stones.retiredAt)))
      : [];
  const quotes = new Map<string, StoneQuote>();
  for (const stone of rows) {
    if (pricing.isBrandHidden(stone.brand)) continue;
    quotes.set(stone.id, quoteStone(stone, pricing, rules, now));
  }
  return quotes;
}
