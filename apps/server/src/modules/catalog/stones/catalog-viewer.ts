import type { AppContext } from '../../../app-context';
import { AppError } from '../../../errors/app-error';
import type { Principal } from '../../auth/principal';
import { requireShowroom } from '../../showrooms/require-showroom';

/**
 * Whose catalog GET /api/stones builds. The platform admin may name a showroom (`showroom_id`,
 * the admin Catalog tab) and gets that showroom's catalog and prices with the admin's own cost
 * visibility, as its owner sees them; anyone else naming one is refused, since every showroom
 * user's catalog is its own showroom's.
 */
export async function catalogViewer(
  ctx: AppContext,
  principal: Principal,
  showroomId: string | undefined,
): Promise<Principal> {
  if (showroomId === undefined) return principal;
  if (!principal.isAdmin) throw new AppError('FORBIDDEN');
  const showroom = await requireShowroom(ctx.db, showroomId);
  return { ...principal, showroomId: showroom.id };
}
