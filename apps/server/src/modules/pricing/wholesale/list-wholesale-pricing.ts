import type { TWholesalePricingRow } from '@stonetool/contracts/admin-wholesale-pricing';
import type { Executor } from '@stonetool/db/client';
import { wholesalePricing, type WholesalePricingRow } from '@stonetool/db/schema/pricing';
import { asc, eq } from 'drizzle-orm';
import { requireShowroom } from '../../showrooms/require-showroom';

export function toWholesalePricingRow(row: WholesalePricingRow): TWholesalePricingRow {
  return {
    id: row.id,
    showroom_id: row.showroomId,
    brand: row.brand,
    pricing_type: row.pricingType,
    your_markup_percent: row.yourMarkupPercent,
    your_discount_percent: row.yourDiscountPercent,
    is_active: row.isActive,
  };
}

/**
 * GET /api/admin/wholesale-pricing?showroom_id: the showroom's saved wholesale pricing rows by
 * brand. A brand without a row is priced by the defaults (cost + 50 %, shown in the catalog).
 */
export async function listWholesalePricing(
  db: Executor,
  showroomId: string,
): Promise<TWholesalePricingRow[]> {
  await requireShowroom(db, showroomId);
  const rows = await db
    .select()
    .from(wholesalePricing)
    .where(eq(wholesalePricing.showroomId, showroomId))
    .orderBy(asc(wholesalePricing.brand));
  return rows.map(toWholesalePricingRow);
}
