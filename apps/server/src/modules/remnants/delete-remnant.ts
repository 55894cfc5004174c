import type { Executor } from '@stonetool/db/client';
import { remnants } from '@stonetool/db/schema/pricing';
import { remnantCuts, remnantReservations } from '@stonetool/db/schema/quote-links';
import { remnantName } from '@stonetool/domain/estimate/remnants-first';
import { and, eq, notExists } from 'drizzle-orm';
import { AppError } from '../../errors/app-error';
import { findRemnants } from './list-remnants';
import { REMNANT_NOT_FOUND } from './remnant-records';

/** Why a reserved remnant was kept: the quote counting on it, and how to delete it anyway. */
export const reservedRemnantKept = (remnant: string, quoteNumber: string) =>
  `${remnant} is reserved for quote ${quoteNumber}, which its client accepted: confirm to delete it anyway and release the reservation (release_reservation=true).`;

/** Why a remnant cut for a quote was kept: it is the record of that job's layout (decision 128). */
export const cutRemnantKept = (remnant: string, quoteNumber: string) =>
  `${remnant} was cut for quote ${quoteNumber}: it stays as the record of that job's layout, and no other quote is offered it.`;

/**
 * DELETE /api/remnants/{id}: the business's remnant is gone. Another business's remnant, or one
 * already deleted, is not found (404), so no caller learns that another's id exists. A remnant
 * an accepted quote reserved goes only when the caller confirms it (`releaseReservation`), its
 * reservation with it; else 409 naming the quote (decision 123). One statement decides, so a
 * reservation made meanwhile is never dropped unasked. A remnant cut for a quote is never deleted
 * (409, decision 128): that quote's layout is drawn on it.
 */
export async function deleteRemnant(
  db: Executor,
  showroomId: string,
  remnantId: string,
  releaseReservation: boolean,
): Promise<void> {
  const unreserved = notExists(
    db
      .select({ id: remnantReservations.id })
      .from(remnantReservations)
      .where(eq(remnantReservations.remnantId, remnants.id)),
  );
  const uncut = notExists(
    db.select({ id: remnantCuts.id }).from(remnantCuts).where(eq(remnantCuts.remnantId, remnants.id)),
  );
  const deleted = await db
    .delete(remnants)
    .where(
      and(
        eq(remnants.id, remnantId),
        eq(remnants.showroomId, showroomId),
        uncut,
        releaseReservation ? undefined : unreserved,
      ),
    )
    .returning({ id: remnants.id });
  if (deleted.length > 0) return;
  // Why it stayed: the quote it was cut for, else the quote that reserved it; else it is not ours.
  const [kept] = await findRemnants(db, showroomId, eq(remnants.id, remnantId));
  if (kept?.cut_for)
    throw new AppError('CONFLICT', cutRemnantKept(remnantName(kept), kept.cut_for.quote_number));
  if (kept?.reserved_for)
    throw new AppError('CONFLICT', reservedRemnantKept(remnantName(kept), kept.reserved_for.quote_number));
  throw new AppError('NOT_FOUND', REMNANT_NOT_FOUND);
}
