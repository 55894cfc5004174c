import type { TRemnantRate } from '@stonetool/contracts/remnants';
import type { Executor } from '@stonetool/db/client';
import { remnantRates } from '@stonetool/db/schema/pricing';
import { DEFAULT_REMNANT_RATE_CENTS_PER_SQFT } from '@stonetool/domain/estimate/remnants-first';
import { eq } from 'drizzle-orm';

/** GET /api/remnants/rate: the business's remnant rate, or the default 0 while it has set none. */
export async function getRemnantRate(db: Executor, showroomId: string): Promise<TRemnantRate> {
  const [row] = await db
    .select({ rate: remnantRates.rateCentsPerSqft })
    .from(remnantRates)
    .where(eq(remnantRates.showroomId, showroomId));
  return row
    ? { rate_cents_per_sqft: row.rate, is_default: false }
    : { rate_cents_per_sqft: DEFAULT_REMNANT_RATE_CENTS_PER_SQFT, is_default: true };
}
