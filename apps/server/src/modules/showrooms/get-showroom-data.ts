import type { TShowroomSummary } from '@stonetool/contracts/auth';
import { showrooms } from '@stonetool/db/schema/showrooms';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import { toShowroomSummary, type Principal } from '../auth/principal';
import { resolveShowroomId } from '../auth/showroom-scope';

/** POST /api/showroom/data: the caller's showroom (an admin: the one named). */
export async function getShowroomData(
  ctx: AppContext,
  principal: Principal,
  requestedId: string | undefined,
): Promise<TShowroomSummary> {
  const showroomId = resolveShowroomId(principal, requestedId);
  const [row] = await ctx.db.select().from(showrooms).where(eq(showrooms.id, showroomId));
  if (!row) throw new AppError('NOT_FOUND', 'Showroom not found');
  return toShowroomSummary(row);
}
