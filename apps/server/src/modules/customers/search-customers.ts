import type { TCustomerListEntry } from '@stonetool/contracts/customers';
import { customers } from '@stonetool/db/schema/customers';
import { quotes } from '@stonetool/db/schema/quotes';
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { customerVisibleTo, quoteVisibleTo } from './own-records';

/** At most this many clients per search, newest activity first. */
export const CUSTOMER_SEARCH_LIMIT = 25;

/** LIKE pattern matching `text` anywhere, with the LIKE wildcards in it taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * GET /api/customers/search: the showroom's clients whose first or last name, full name, e-mail,
 * phone or company contains `q` (case-insensitive); an empty `q` lists the most recently active.
 * With `memberId`, only that team member's own clients and quotes (own-records.ts).
 */
export async function searchCustomers(
  ctx: AppContext,
  showroomId: string,
  q: string,
  memberId: string | undefined,
): Promise<TCustomerListEntry[]> {
  const pattern = containsPattern(q);
  const quotesCount = ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(quotes)
    .where(
      and(eq(quotes.customerId, customers.id), eq(quotes.showroomId, showroomId), quoteVisibleTo(memberId)),
    );
  const rows = await ctx.db
    .select({ customer: customers, quotesCount: sql<number>`(${quotesCount})` })
    .from(customers)
    .where(
      and(
        eq(customers.showroomId, showroomId),
        customerVisibleTo(ctx.db, memberId),
        q
          ? or(
              ilike(customers.firstName, pattern),
              ilike(customers.lastName, pattern),
              ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, pattern),
              ilike(customers.email, pattern),
              ilike(customers.phone, pattern),
              ilike(customers.company, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(desc(customers.updatedAt), desc(customers.id))
    .limit(CUSTOMER_SEARCH_LIMIT);
  return rows.map(({ customer, quotesCount: count }) => ({
    id: customer.id,
    first_name: customer.firstName,
    last_name: customer.lastName,
    email: customer.email,
    phone: customer.phone,
    company: customer.company,
    quotes_count: Number(count),
    updated_at: customer.updatedAt.toISOString(),
  }));
}
