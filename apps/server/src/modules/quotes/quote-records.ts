import {
  ZQuoteData,
  type TQuoteData,
  type TQuoteSummary,
  type TSavedQuote,
} from '@stonetool/contracts/quotes';
import type { Executor } from '@stonetool/db/client';
import { customers, type CustomerRow } from '@stonetool/db/schema/customers';
import { quotes, type QuoteKind, type QuoteRow } from '@stonetool/db/schema/quotes';
import { centsToDollars } from '@stonetool/domain/money';
import { and, eq, type SQL } from 'drizzle-orm';
import { AppError } from '../../errors/app-error';
import type { Principal } from '../auth/principal';
import { ownRecordsMemberId, quoteVisibleTo } from '../customers/own-records';
import { expertBusinessId } from './expert-business';

export const QUOTE_NOT_FOUND = 'Quote not found';

/** A quote is valid for 30 days (spec 02 section 9). */
export const QUOTE_VALID_DAYS = 30;

export function validUntil(from: Date): Date {
  return new Date(from.getTime() + QUOTE_VALID_DAYS * 24 * 60 * 60 * 1000);
}

/** The quote `quoteId` if it is the showroom's and of `kind`: a cart is never read as an Expert quote, nor the other way. */
export function quoteOfShowroom(quoteId: string, showroomId: string, kind: QuoteKind): SQL | undefined {
  return and(eq(quotes.id, quoteId), eq(quotes.showroomId, showroomId), eq(quotes.kind, kind));
}

/**
 * How quote_data maps onto the quotes row: the entry mode's rows (Standard products or Bulk
 * groups) in `products`; the settings with the entry mode in `settings`; optimization_data in
 * `optimization_data`; the totals the estimator showed in `results_data` (update-results
 * replaces it with what Calculate produced); the name in `cart_name`.
 */
export function quoteDataColumns(data: TQuoteData) {
  return {
    cartName: data.name ?? null,
    products: data.entryMode === 'bulk' ? data.groups : data.products,
    settings: { ...data.settings, entryMode: data.entryMode },
    optimizationData: data.optimization_data ?? null,
  };
}

/** quote_data back from a row: the inverse of quoteDataColumns. */
export function quoteDataOf(row: QuoteRow): TQuoteData {
  const { entryMode, ...settings } = row.settings ?? {};
  const mode = entryMode === 'bulk' ? 'bulk' : 'standard';
  const rows = row.products ?? [];
  return ZQuoteData.parse({
    name: row.cartName,
    entryMode: mode,
    products: mode === 'standard' ? rows : [],
    groups: mode === 'bulk' ? rows : [],
    settings,
    optimization_data: row.optimizationData,
    totals: row.resultsData?.['totals'] ?? null,
  });
}

type CustomerNames = Pick<CustomerRow, 'firstName' | 'lastName' | 'email'> | null;

export function quoteSummary(row: QuoteRow, customer: CustomerNames): TQuoteSummary {
  return {
    id: row.id,
    quote_number: row.quoteNumber,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    valid_until: row.validUntil?.toISOString() ?? null,
    total_price: centsToDollars(row.totalPriceCents),
    total_slabs: row.totalSlabs,
    status: row.status,
    review_state: row.reviewState,
    revision_of: row.revisionOf,
    customer_id: row.customerId,
    customer_first_name: customer?.firstName ?? null,
    customer_last_name: customer?.lastName ?? null,
    customer_email: customer?.email ?? null,
  };
}

/**
 * A saved Expert Mode quote of the business with its customer. Another business's quote, a
 * material cart, or an id that is not there all read 'Quote not found' (404), so ids of other
 * businesses cannot be probed; so does, with `memberId`, another team member's quote.
 */
export async function findExpertQuote(
  db: Executor,
  showroomId: string,
  quoteId: string,
  memberId: string | undefined,
): Promise<{ quote: QuoteRow; customer: CustomerRow | null }> {
  const [found] = await db
    .select({ quote: quotes, customer: customers })
    .from(quotes)
    .leftJoin(customers, eq(customers.id, quotes.customerId))
    .where(and(quoteOfShowroom(quoteId, showroomId, 'expert_quote'), quoteVisibleTo(memberId)));
  if (!found) throw new AppError('NOT_FOUND', QUOTE_NOT_FOUND);
  return found;
}

/**
 * The caller's own saved quote: findExpertQuote for the business the principal works for, limited
 * to their own records where their role keeps them to those.
 */
export function findCallersExpertQuote(db: Executor, principal: Principal, quoteId: string) {
  return findExpertQuote(db, expertBusinessId(principal), quoteId, ownRecordsMemberId(principal));
}

export function savedQuote(quote: QuoteRow, customer: CustomerRow | null): TSavedQuote {
  return {
    ...quoteSummary(quote, customer),
    name: quote.cartName,
    customer: customer && {
      id: customer.id,
      first_name: customer.firstName,
      last_name: customer.lastName,
      email: customer.email,
      phone: customer.phone,
    },
    quote_data: quoteDataOf(quote),
    results_data: quote.resultsData ?? null,
  };
}
