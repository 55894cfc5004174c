import type { TQuoteDeposit } from '@stonetool/contracts/quote-links';
import type { Executor } from '@stonetool/db/client';
import { quoteDeposits, type QuoteDepositRow } from '@stonetool/db/schema/quote-links';
import type { ShowroomRow } from '@stonetool/db/schema/showrooms';
import { asksDeposit, depositCents } from '@stonetool/domain/payments/quote-deposit';
import { eq } from 'drizzle-orm';

/** The deposit accepting a quote asks: a percent and its amount in cents. */
export interface DepositOffer {
  percent: number;
  amountCents: number;
}

/**
 * What accepting a quote of `totalCents` asks as a card deposit (issue 25): the business's
 * percent of the total, only while card payments are on and the amount is more than nothing.
 */
export function depositOffer(
  business: Pick<ShowroomRow, 'quoteDepositPercent'>,
  totalCents: number,
  cardPaymentsOn: boolean,
): DepositOffer | null {
  const percent = business.quoteDepositPercent;
  if (!cardPaymentsOn || !asksDeposit(totalCents, percent)) return null;
  return { percent, amountCents: depositCents(totalCents, percent) };
}

export function depositView(row: QuoteDepositRow): TQuoteDeposit {
  return {
    percent: row.percent,
    amount_cents: row.amountCents,
    status: row.status,
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}

/** What accepting would ask, shown to the client before they sign. */
export function offerView(offer: DepositOffer): TQuoteDeposit {
  return { percent: offer.percent, amount_cents: offer.amountCents, status: 'due', paid_at: null };
}

export async function findQuoteDeposit(db: Executor, quoteId: string): Promise<QuoteDepositRow | null> {
  const [row] = await db.select().from(quoteDeposits).where(eq(quoteDeposits.quoteId, quoteId));
  return row ?? null;
}
