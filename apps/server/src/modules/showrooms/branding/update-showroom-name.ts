import type { TShowroomSummary } from '@stonetool/contracts/auth';
import type { TUpdateShowroomNameRequest } from '@stonetool/contracts/branding';
import { showrooms } from '@stonetool/db/schema/showrooms';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../errors/app-error';
import { toShowroomSummary } from '../../auth/principal';

/**
 * POST /api/showroom/update-name: the business name (already trimmed and non-empty by the
 * contract) and whether it is shown under the logo, on the caller's own showroom.
 */
export async function updateShowroomName(
  ctx: AppContext,
  showroomId: string,
  request: TUpdateShowroomNameRequest,
): Promise<TShowroomSummary> {
  const [row] = await ctx.db
    .update(showrooms)
    .set({ name: request.name, showNameUnderLogo: request.show_name_under_logo, updatedAt: ctx.clock.now() })
    .where(eq(showrooms.id, showroomId))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'Showroom not found');
  return toShowroomSummary(row);
}
