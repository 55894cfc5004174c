import type { Executor } from '@stonetool/db/client';
import { showrooms } from '@stonetool/db/schema/showrooms';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../errors/app-error';

/** The showroom an admin's request names; 404 when there is none or it was deleted. */
export async function requireShowroom(
  db: Executor,
  showroomId: string,
): Promise<{ id: string; name: string }> {
  const [showroom] = await db
    .select({ id: showrooms.id, name: showrooms.name })
    .from(showrooms)
    .where(and(eq(showrooms.id, showroomId), isNull(showrooms.deletedAt)));
  if (!showroom) throw new AppError('NOT_FOUND', 'Showroom not found');
  return showroom;
}
