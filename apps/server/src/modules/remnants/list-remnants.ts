import type { TRemnant } from '@stonetool/contracts/remnants';
import type { Executor } from '@stonetool/db/client';
import { remnants } from '@stonetool/db/schema/pricing';
import { remnantReservations } from '@stonetool/db/schema/quote-links';
import { quotes } from '@stonetool/db/schema/quotes';
import { and, desc, eq } from 'drizzle-orm';
import { remnantOf } from './remnant-records';

/**
 * GET /api/remnants: the business's remnants, newest first, each with the quote that reserved it;
 * with `sourceQuoteId`, only the offcuts kept from that quote's slabs.
 */
export async function listRemnants(
  db: Executor,
  showroomId: string,
  sourceQuoteId?: string,
): Promise<TRemnant[]> {
  const rows = await db
    .select({ remnant: remnants, quoteId: quotes.id, quoteNumber: quotes.quoteNumber })
    .from(remnants)
    .leftJoin(remnantReservations, eq(remnantReservations.remnantId, remnants.id))
    .leftJoin(quotes, eq(quotes.id, remnantReservations.quoteId))
    .where(
      and(
        eq(remnants.showroomId, showroomId),
        sourceQuoteId === undefined ? undefined : eq(remnants.sourceQuoteId, sourceQuoteId),
      ),
    )
    .orderBy(desc(remnants.createdAt), desc(remnants.id));
  return rows.map(({ remnant, quoteId, quoteNumber }) =>
    remnantOf(remnant, quoteId && quoteNumber ? { quote_id: quoteId, quote_number: quoteNumber } : null),
  );
}
