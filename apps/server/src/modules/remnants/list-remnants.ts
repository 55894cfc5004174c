import type { TRemnant } from '@stonetool/contracts/remnants';
import type { Executor } from '@stonetool/db/client';
import { remnants } from '@stonetool/db/schema/pricing';
import { remnantCuts, remnantReservations } from '@stonetool/db/schema/quote-links';
import { quotes } from '@stonetool/db/schema/quotes';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { remnantOf } from './remnant-records';

const reservingQuote = alias(quotes, 'reserving_quote');
const cuttingQuote = alias(quotes, 'cutting_quote');

const quoteRef = (id: string | null, number: string | null) =>
  id && number ? { quote_id: id, quote_number: number } : null;

/** The business's remnants that `where` keeps, newest first, each with the quotes bound to it. */
export async function findRemnants(db: Executor, showroomId: string, where?: SQL): Promise<TRemnant[]> {
  const rows = await db
    .select({
      remnant: remnants,
      reservedId: reservingQuote.id,
      reservedNumber: reservingQuote.quoteNumber,
      cutId: cuttingQuote.id,
      cutNumber: cuttingQuote.quoteNumber,
    })
    .from(remnants)
    .leftJoin(remnantReservations, eq(remnantReservations.remnantId, remnants.id))
    .leftJoin(reservingQuote, eq(reservingQuote.id, remnantReservations.quoteId))
    .leftJoin(remnantCuts, eq(remnantCuts.remnantId, remnants.id))
    .leftJoin(cuttingQuote, eq(cuttingQuote.id, remnantCuts.quoteId))
    .where(and(eq(remnants.showroomId, showroomId), where))
    .orderBy(desc(remnants.createdAt), desc(remnants.id));
  return rows.map((row) =>
    remnantOf(row.remnant, {
      reservedFor: quoteRef(row.reservedId, row.reservedNumber),
      cutFor: quoteRef(row.cutId, row.cutNumber),
    }),
  );
}

/**
 * GET /api/remnants: the business's remnants, newest first, each with the quote that reserved it
 * and the quote it was cut for (decision 128), which stays listed as the record of that job.
 */
export function listRemnants(db: Executor, showroomId: string): Promise<TRemnant[]> {
  return findRemnants(db, showroomId);
}
