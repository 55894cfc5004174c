import type { Executor } from '@stonetool/db/client';
import { remnantReservations } from '@stonetool/db/schema/quote-links';
import type { QuoteRow } from '@stonetool/db/schema/quotes';
import { remnantName } from '@stonetool/domain/estimate/remnants-first';
import type { UsedRemnant } from '@stonetool/domain/estimate/types';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { AppError } from '../../errors/app-error';

/**
 * Reserves for an accepted quote the remnants its estimate counts on (decision 118). A remnant
 * another quote already holds refuses the acceptance (409), naming the remnant (not the other
 * quote, which is another client's), so two quotes never both count on one remnant; the caller's
 * transaction then writes nothing. A revision of an accepted quote is the same job signed again
 * (decision 123): the remnants of its predecessor it counts on pass to it, the others are freed.
 */
export async function reserveRemnants(
  tx: Executor,
  quote: Pick<QuoteRow, 'id' | 'showroomId' | 'revisionOf'>,
  remnants: readonly UsedRemnant[],
  now: Date,
): Promise<void> {
  const ids = remnants.map((r) => r.id);
  if (quote.revisionOf !== null) {
    const predecessor = eq(remnantReservations.quoteId, quote.revisionOf);
    await tx
      .delete(remnantReservations)
      .where(and(predecessor, notInArray(remnantReservations.remnantId, ids)));
    if (ids.length > 0)
      await tx
        .update(remnantReservations)
        .set({ quoteId: quote.id })
        .where(and(predecessor, inArray(remnantReservations.remnantId, ids)));
  }
  if (ids.length === 0) return;
  await tx
    .insert(remnantReservations)
    .values(
      ids.map((remnantId) => ({
        showroomId: quote.showroomId,
        remnantId,
        quoteId: quote.id,
        createdAt: now,
      })),
    )
    .onConflictDoNothing({ target: remnantReservations.remnantId });
  const holders = await tx
    .select({ remnantId: remnantReservations.remnantId, quoteId: remnantReservations.quoteId })
    .from(remnantReservations)
    .where(inArray(remnantReservations.remnantId, ids));
  const heldElsewhere = new Set(holders.filter((h) => h.quoteId !== quote.id).map((h) => h.remnantId));
  const held = remnants.filter((r) => heldElsewhere.has(r.id));
  if (held.length === 0) return;
  const names = held.map(remnantName).join(', ');
  throw new AppError(
    'CONFLICT',
    `${names} ${held.length > 1 ? 'are' : 'is'} already reserved by another accepted quote: ask the fabricator to lay this quote out again on the remnants still free.`,
  );
}
