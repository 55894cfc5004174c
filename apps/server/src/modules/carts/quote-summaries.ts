import type { TQuoteKind, TQuoteSummary } from '@stonetool/contracts/carts';
import { customers } from '@stonetool/db/schema/customers';
import { quoteDeposits, quoteJobSteps } from '@stonetool/db/schema/quote-links';
import { JOB_STEPS } from '@stonetool/domain/jobs/job-progress';
import { quoteItems, quotes } from '@stonetool/db/schema/quotes';
import { centsToDollars } from '@stonetool/domain/money';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { quoteVisibleTo } from '../customers/own-records';

/**
 * Quotes of one showroom as the Load Quote lists show them, newest change first. Serves Material
 * carts and Expert quotes alike; `items_count` is a cart's lines or a quote's products, and
 * `deposit_status` the card deposit asked when the client accepted, `superseded` whether a revision
 * replaced the quote and `job_step` the job's latest step recorded (issue 25). With
 * `memberId`, that team member's own alone (own-records.ts).
 */
export async function listQuoteSummaries(
  ctx: AppContext,
  showroomId: string,
  options: {
    kind?: TQuoteKind | undefined;
    customerId?: string;
    limit?: number;
    memberId: string | undefined;
  },
): Promise<TQuoteSummary[]> {
  const itemsCount = sql<number>`case when ${quotes.kind} = 'material_cart'
    then (select count(*)::int from ${quoteItems} where ${quoteItems.quoteId} = ${quotes.id})
    else coalesce(jsonb_array_length(${quotes.products}), 0) end`;
  const superseded = sql<boolean>`exists (select 1 from ${quotes} as revisions
    where revisions.revision_of = ${quotes.id})`;
  // The steps are recorded in order, each once, so their count says how far the job is.
  const jobSteps = sql<number>`(select count(*)::int from ${quoteJobSteps} where ${quoteJobSteps.quoteId} = ${quotes.id})`;
  const conditions: SQL[] = [eq(quotes.showroomId, showroomId)];
  if (options.kind) conditions.push(eq(quotes.kind, options.kind));
  if (options.customerId) conditions.push(eq(quotes.customerId, options.customerId));
  const own = quoteVisibleTo(options.memberId);
  if (own) conditions.push(own);
  const query = ctx.db
    .select({
      quote: quotes,
      customer: customers,
      itemsCount,
      depositStatus: quoteDeposits.status,
      superseded,
      jobSteps,
    })
    .from(quotes)
    .leftJoin(customers, eq(customers.id, quotes.customerId))
    .leftJoin(quoteDeposits, eq(quoteDeposits.quoteId, quotes.id))
    .where(and(...conditions))
    .orderBy(desc(quotes.updatedAt), desc(quotes.id));
  const rows = await (options.limit === undefined ? query : query.limit(options.limit));
  return rows.map(
    ({ quote, customer, itemsCount: count, depositStatus, superseded: replaced, jobSteps: steps }) => ({
      id: quote.id,
      kind: quote.kind,
      quote_number: quote.quoteNumber,
      cart_name: quote.cartName,
      status: quote.status,
      review_state: quote.reviewState,
      deposit_status: depositStatus,
      superseded: replaced,
      job_step: JOB_STEPS[Number(steps) - 1] ?? null,
      total_price: centsToDollars(quote.totalPriceCents),
      total_slabs: quote.totalSlabs,
      items_count: Number(count),
      customer_id: customer?.id ?? null,
      customer_first_name: customer?.firstName ?? null,
      customer_last_name: customer?.lastName ?? null,
      customer_name: customer ? `${customer.firstName} ${customer.lastName}`.trim() : null,
      customer_email: customer?.email ?? null,
      created_at: quote.createdAt.toISOString(),
      updated_at: quote.updatedAt.toISOString(),
    }),
  );
}
