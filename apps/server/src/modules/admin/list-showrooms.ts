import type { TAdminShowroom } from '@stonetool/contracts/admin';
import { stones } from '@stonetool/db/schema/catalog';
import { wholesalePricing } from '@stonetool/db/schema/pricing';
import { showrooms } from '@stonetool/db/schema/showrooms';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { toShowroomSummary } from '../auth/principal';

/**
 * The admin panel's showroom list (spec 03 section 3, admin view), fabricators included, by name.
 * `stones_count` counts the catalog stones the showroom sees: brands its wholesale pricing hides
 * are left out.
 */
export async function listShowrooms(ctx: AppContext): Promise<TAdminShowroom[]> {
  const hiddenBrands = ctx.db
    .select({ brand: wholesalePricing.brand })
    .from(wholesalePricing)
    .where(and(eq(wholesalePricing.showroomId, showrooms.id), eq(wholesalePricing.isActive, false)));
  const visibleStones = ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(stones)
    .where(notInArray(stones.brand, hiddenBrands));

  const rows = await ctx.db
    .select({ showroom: showrooms, stonesCount: sql<number>`(${visibleStones})` })
    .from(showrooms)
    .orderBy(asc(showrooms.name), asc(showrooms.id));

  return rows.map(({ showroom, stonesCount }) => {
    const summary = toShowroomSummary(showroom);
    return {
      id: showroom.id,
      name: showroom.name,
      email: showroom.email,
      phone: showroom.phone,
      address: showroom.address,
      showroom_type: summary.showroom_type,
      brand_colors: summary.brand_colors,
      logo_url: showroom.logoUrl,
      wholesale_tax_enabled: showroom.wholesaleTaxEnabled,
      wholesale_tax_rate: showroom.wholesaleTaxRatePercent,
      is_test: showroom.isTest,
      expert_mode_enabled: showroom.expertModeEnabled,
      stones_count: Number(stonesCount),
      created_at: showroom.createdAt.toISOString(),
    };
  });
}
