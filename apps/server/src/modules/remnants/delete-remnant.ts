import type { Executor } from '@stonetool/db/client';
import { remnants } from '@stonetool/db/schema/pricing';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error';
import { REMNANT_NOT_FOUND } from './remnant-records';

/**
 * DELETE /api/remnants/{id}: the business's remnant is gone. Another business's remnant, or one
 * already deleted, is not found (404), so no caller learns that another's id exists.
 */
export async function deleteRemnant(db: Executor, showroomId: string, remnantId: string): Promise<void> {
  const deleted = await db
    .delete(remnants)
    .where(and(eq(remnants.id, remnantId), eq(remnants.showroomId, showroomId)))
    .returning({ id: remnants.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', REMNANT_NOT_FOUND);
}
