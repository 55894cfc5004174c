import type { TRemnant, ZCreateRemnantRequest } from '@stonetool/contracts/remnants';
import type { Executor } from '@stonetool/db/client';
import { remnants } from '@stonetool/db/schema/pricing';
import type { z } from 'zod';
import { FREE_REMNANT, remnantOf } from './remnant-records';

/** POST /api/remnants: keeps one remnant for the business. */
export async function createRemnant(
  db: Executor,
  showroomId: string,
  request: z.output<typeof ZCreateRemnantRequest>,
  now: Date,
): Promise<TRemnant> {
  const [row] = await db
    .insert(remnants)
    .values({
      showroomId,
      brand: request.brand,
      stoneType: request.type,
      color: request.color,
      thickness: request.thickness,
      finish: request.finish,
      width: request.width,
      height: request.height,
      location: request.location,
      note: request.note,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return remnantOf(row!, FREE_REMNANT);
}
