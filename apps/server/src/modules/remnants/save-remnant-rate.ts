import type { TRemnantRate, ZSaveRemnantRateRequest } from '@stonetool/contracts/remnants';
import type { Executor } from '@stonetool/db/client';
import { remnantRates } from '@stonetool/db/schema/pricing';
import type { z } from 'zod';

/** PUT /api/remnants/rate: sets the business's remnant rate (one row per business, updated in place). */
export async function saveRemnantRate(
  db: Executor,
  showroomId: string,
  request: z.output<typeof ZSaveRemnantRateRequest>,
  now: Date,
): Promise<TRemnantRate> {
  const rateCentsPerSqft = request.rate_cents_per_sqft;
  await db
    .insert(remnantRates)
    .values({ showroomId, rateCentsPerSqft, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: remnantRates.showroomId, set: { rateCentsPerSqft, updatedAt: now } });
  return { rate_cents_per_sqft: rateCentsPerSqft, is_default: false };
}
