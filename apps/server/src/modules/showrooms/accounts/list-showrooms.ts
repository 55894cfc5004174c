import type { TAdminShowroom } from '@stonetool/contracts/admin';
import type { Executor } from '@stonetool/db/client';
import { users } from '@stonetool/db/schema/auth';
import { stones } from '@stonetool/db/schema/catalog';
import { wholesalePricing } from '@stonetool/db/schema/pricing';
import { showrooms } from '@stonetool/db/schema/showrooms';
import { teamMembers } from '@stonetool/db/schema/team';
import { and, asc, eq, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../../app-context';
import { toShowroomSummary } from '../../auth/principal';

/**
 * Showrooms in the admin view (spec 03 section 3), by name; deleted accounts are left out.
 * `stones_count` counts the catalog stones the showroom sees: brands its wholesale pricing hides
 * are left out. `temporary_password_pending` says the owner login (not a team member's) has not yet
 * replaced its temporary password.
 */
async function selectAdminShowrooms(db: Executor, condition?: SQL): Promise<TAdminShowroom[]> {
  const hiddenBrands = db
    .select({ brand: wholesalePricing.brand })
    .from(wholesalePricing)
    .where(and(eq(wholesalePricing.showroomId, showrooms.id), eq(wholesalePricing.isActive, false)));
  const visibleStones = db
    .select({ count: sql<number>`count(*)::int` })
    .from(stones)
    .where(and(isNull(stones.retiredAt), notInArray(stones.brand, hiddenBrands)));

  const pendingOwner = db
    .select({ id: users.id })
    .from(users)
    .leftJoin(teamMembers, eq(teamMembers.userId, users.id))
    .where(
      and(
        eq(users.showroomId, showrooms.id),
        eq(users.mustChangePassword, true),
        isNull(users.disabledAt),
        isNull(teamMembers.id),
      ),
    );

  const rows = await db
    .select({
      showroom: showrooms,
      stonesCount: sql<number>`(${visibleStones})`,
      temporaryPasswordPending: sql<boolean>`exists(${pendingOwner})`,
    })
    .from(showrooms)
    .where(and(isNull(showrooms.deletedAt), condition))
    .orderBy(asc(showrooms.name), asc(showrooms.id));

  return rows.map(({ showroom, stonesCount, temporaryPasswordPending }) => {
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
      temporary_password_pending: Boolean(temporaryPasswordPending),
      created_at: showroom.createdAt.toISOString(),
    };
  });
}

/** The admin panel's showroom list, fabricators included. */
export function listShowrooms(ctx: AppContext): Promise<TAdminShowroom[]> {
  return selectAdminShowrooms(ctx.db);
}

/** One showroom in the admin view, as the create and edit calls answer it; undefined once deleted. */
export async function findAdminShowroom(db: Executor, id: string): Promise<TAdminShowroom | undefined> {
  const [showroom] = await selectAdminShowrooms(db, eq(showrooms.id, id));
  return showroom;
}
