import type { TRemnant } from '@stonetool/contracts/remnants';
import type { Executor } from '@stonetool/db/client';
import { remnants } from '@stonetool/db/schema/pricing';
import { desc, eq } from 'drizzle-orm';
import { remnantOf } from './remnant-records';

/** GET /api/remnants: the business's remnants, newest first. */
export async function listRemnants(db: Executor, showroomId: string): Promise<TRemnant[]> {
  const rows = await db
    .select()
    .from(remnants)
    .where(eq(remnants.showroomId, showroomId))
    .orderBy(desc(remnants.createdAt), desc(remnants.id));
  return rows.map(remnantOf);
}
