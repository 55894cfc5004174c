import type { TQuoteKind, TQuoteSummary } from '@stonetool/contracts/carts';
import { customers } from '@stonetool/db/schema/customers';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import { customerVisibleTo } from '../customers/own-records';
import { listQuoteSummaries } from './quote-summaries';

/**
 * GET /api/quotes/customer: every quote of one client of the showroom. A client of another
 * showroom is answered like an unknown one (404), so ids of other showrooms reveal nothing; so is,
 * for a salesperson, another salesperson's client (own-records.ts).
 */
export async function listCustomerQuotes(
  ctx: AppContext,
  showroomId: string,
  customerId: string,
  kind: TQuoteKind | undefined,
  memberId: string | undefined,
): Promise<TQuoteSummary[]> {
  const [customer] = await ctx.db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.id, customerId),
        eq(customers.showroomId, showroomId),
        customerVisibleTo(ctx.db, memberId),
      ),
    );
  if (!customer) throw new AppError('NOT_FOUND', 'Customer not found');
  return listQuoteSummaries(ctx, showroomId, { customerId, kind, memberId });
}
