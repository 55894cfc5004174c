import type { Executor } from '@stonetool/db/client';
import { remnantReservations } from '@stonetool/db/schema/quote-links';
import type { QuoteRow } from '@stonetool/db/schema/quotes';
import { remnantName } from '@stonetool/domain/estimate/remnants-first';
import type { UsedRemnant } from '@stonetool/domain/estimate/types';
import { AppError } from '../../errors/app-error';

/**
 * Reserves for an accepted quote the remnants its estimate counts on (decision 118). A remnant
 * another quote already holds refuses the acceptance (409), naming the remnant (not the other
 * quote, which is another client's), so two quotes never both count on one remnant; the caller's
 * transaction then writes nothing.
 */
export async function reserveRemnants(
  tx: Executor,
  quote: Pick<QuoteRow, 'id' | 'showroomId'>,
  remnants: readonly UsedRemnant[],
  now: Date,
): Promise<void> {
  if (remnants.length === 0) return;
  const reserved = await tx
    .insert(remnantReservations)
    .values(
      remnants.map((r) => ({
        showroomId: quote.showroomId,
        remnantId: r.id,
        quoteId: quote.id,
        createdAt: now,
      })),
    )
    .onConflictDoNothing({ target: remnantReservations.remnantId })
    .returning({ remnantId: remnantReservations.remnantId });
  const taken = new Set(reserved.map((row) => row.remnantId));
  const held = remnants.filter((r) => !taken.has(r.id));
  if (held.length === 0) return;
  const names = held.map(remnantName).join(', ');
  throw new AppError(
    'CONFLICT',
    `${names} ${held.length > 1 ? 'are' : 'is'} already reserved by another accepted quote: ask the fabricator to lay this quote out again on the remnants still free.`,
  );
}
