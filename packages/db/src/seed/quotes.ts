import type { Executor } from '../client';
import { nextReferenceNumber } from '../reference-number';
import {
  quoteItems,
  quotes,
  type NewQuoteItemRow,
  type NewQuoteRow,
  type QuoteItemRow,
  type QuoteRow,
} from '../schema/quotes';

export type CreateQuoteInput = Partial<NewQuoteRow> & { showroomId: string };

/** A saved quote (by default a material cart) with a fresh quote number. */
export async function createQuote(db: Executor, input: CreateQuoteInput): Promise<QuoteRow> {
  const [row] = await db
    .insert(quotes)
    .values({
      kind: 'material_cart',
      cartName: 'Countertops',
      quoteNumber: input.quoteNumber ?? (await nextReferenceNumber(db, 'Q', input.createdAt ?? new Date())),
      ...input,
    })
    .returning();
  if (!row) throw new Error('quote not inserted');
  return row;
}

/** One line of a material cart. */
export async function createQuoteItem(db: Executor, input: NewQuoteItemRow): Promise<QuoteItemRow> {
  const [row] = await db.insert(quoteItems).values(input).returning();
  if (!row) throw new Error('quote item not inserted');
  return row;
}
