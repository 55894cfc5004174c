import type { TStonePricingRequest, TStonePricingResponse } from '@stonetool/contracts/admin-special-pricing';
import type { Executor } from '@stonetool/db/client';
import { stones } from '@stonetool/db/schema/catalog';
import { wholesalePricing } from '@stonetool/db/schema/pricing';
import { looseEquals, looseKey } from '@stonetool/domain/estimate/loose-match';
import { centsToDollars } from '@stonetool/domain/money';
import { averageCents } from '@stonetool/domain/pricing/brand-pricing';
import { ruleCovers, SPECIAL_PRICING_MESSAGES } from '@stonetool/domain/pricing/special-pricing';
import { eq, isNull } from 'drizzle-orm';
import { AppError } from '../../../errors/app-error';
import { loadShowroomPricing } from '../showroom-pricing';
import { requireShowroom } from '../../showrooms/require-showroom';

/**
 * POST /api/admin/special-pricing with action get_stone_pricing: what the showroom pays per slab
 * for the brand (and color, when one is named), for the form's preview of the special cost. Where
 * several stones match (thicknesses, finishes), their average; the catalog's fab cost likewise.
 * With them, each priced stone the rule would cover (matched by the domain's ruleCovers, as
 * checkout matches) with its wholesale cost and client price, priced as the catalog prices it.
 * No price, including a brand the showroom's wholesale pricing hides, answers the spec's 'No
 * pricing available for {brand} {color} at this showroom'.
 */
export async function previewSpecialPricing(
  db: Executor,
  body: TStonePricingRequest,
): Promise<Omit<TStonePricingResponse, 'success'>> {
  await requireShowroom(db, body.showroom_id);
  const color = body.color?.trim() ? body.color.trim() : null;
  const [pricing, rows, ownRows] = await Promise.all([
    loadShowroomPricing(db, body.showroom_id),
    db
      .select({
        id: stones.id,
        brand: stones.brand,
        color: stones.color,
        thickness: stones.thickness,
        finish: stones.finish,
        slabCostCents: stones.slabCostCents,
        msrpCents: stones.msrpCents,
        fabCostCents: stones.fabCostCents,
      })
      .from(stones)
      .where(isNull(stones.retiredAt)),
    db
      .select({ brand: wholesalePricing.brand })
      .from(wholesalePricing)
      .where(eq(wholesalePricing.showroomId, body.showroom_id)),
  ]);
  const matching = rows.filter(
    (stone) =>
      looseEquals(stone.brand, body.brand) &&
      (color === null || looseEquals(stone.color, color)) &&
      !pricing.isBrandHidden(stone.brand),
  );
  const wholesale = averageCents(
    matching.flatMap((stone) => {
      const price = pricing.priceOf(stone);
      return price && price.wholesaleCents > 0 ? [price.wholesaleCents] : [];
    }),
  );
  const rule = { brand: body.brand, color, thickness: body.thickness ?? null, finish: body.finish ?? null };
  const covered = matching.flatMap((stone) => {
    const price = ruleCovers(rule, stone) ? pricing.priceOf(stone) : null;
    return price && price.wholesaleCents > 0
      ? [
          {
            stone_id: stone.id,
            color: stone.color,
            thickness: stone.thickness,
            finish: stone.finish,
            wholesale_cost: centsToDollars(price.wholesaleCents),
            client_price: centsToDollars(price.clientCents),
          },
        ]
      : [];
  });
  if (wholesale === null) {
    throw new AppError('NOT_FOUND', SPECIAL_PRICING_MESSAGES.noPricing(body.brand, color));
  }
  const fab = averageCents(matching.map((stone) => stone.fabCostCents).filter((cents) => cents > 0));
  return {
    brand: matching[0]?.brand ?? body.brand,
    color: matching[0] && color !== null ? matching[0].color : null,
    wholesale_cost: centsToDollars(wholesale),
    fab_cost: fab === null ? null : centsToDollars(fab),
    source: ownRows.some((row) => looseKey(row.brand) === looseKey(body.brand))
      ? 'wholesale_pricing'
      : 'default_markup',
    stones: covered.sort(
      (a, b) =>
        a.color.localeCompare(b.color) ||
        a.thickness.localeCompare(b.thickness) ||
        a.finish.localeCompare(b.finish),
    ),
  };
}
