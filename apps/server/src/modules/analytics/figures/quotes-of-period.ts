import type { Executor } from '@stonetool/db/client';
import type { QuoteReviewState } from '@stonetool/db/schema/quotes';
import type { TimeWindow } from '@stonetool/domain/analytics/periods';
import { sql } from 'drizzle-orm';
import { EXPORT_ROW_LIMIT } from './export-row-limit';
import { and, type FigureScope, num, quoteConditions, within } from './figure-scope';

export interface QuoteExportRow {
  showroomName: string;
  quoteNumber: string;
  createdAt: Date;
  customerName: string;
  customerEmail: string | null;
  /** The team member who made it, or 'Owner'. */
  createdBy: string;
  status: string;
  /** The client's answer through the quote link (issue 25). */
  reviewState: QuoteReviewState;
  totalCents: number;
  validUntil: Date | null;
  ordered: boolean;
}

type QuoteExportSqlRow = {
  showroom_name: string;
  quote_number: string;
  created_ms: number;
  customer_name: string;
  customer_email: string | null;
  created_by: string;
  status: string;
  review_state: QuoteReviewState;
  total_cents: string;
  valid_until_ms: number | null;
  ordered: boolean;
};

/**
 * Every quote saved in a period, newest first, with who made it, the client's answer and whether
 * an order followed.
 */
export async function quotesOfPeriod(
  db: Executor,
  scope: FigureScope,
  window: TimeWindow,
): Promise<QuoteExportRow[]> {
  const result = await db.execute<QuoteExportSqlRow>(sql`
    select s.name as showroom_name, q.quote_number,
      (extract(epoch from q.created_at) * 1000)::float8 as created_ms,
      coalesce(trim(c.first_name || ' ' || c.last_name), '') as customer_name, c.email as customer_email,
      coalesce(m.name, 'Owner') as created_by, q.status, q.review_state,
      q.total_price_cents::text as total_cents,
      (extract(epoch from q.valid_until) * 1000)::float8 as valid_until_ms,
      exists (select 1 from orders o where o.quote_id = q.id and analytics_is_sale(o.status)) as ordered
    from quotes q
      join showrooms s on s.id = q.showroom_id
      left join customers c on c.id = q.customer_id
      left join team_members m on m.id = q.created_by_team_member_id
    where ${and([...quoteConditions(scope), within('q.created_at', window)])}
    order by q.created_at desc, q.quote_number
    limit ${EXPORT_ROW_LIMIT}`);
  return result.rows.map((row) => ({
    showroomName: row.showroom_name,
    quoteNumber: row.quote_number,
    createdAt: new Date(num(row.created_ms)),
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    createdBy: row.created_by,
    status: row.status,
    reviewState: row.review_state,
    totalCents: num(row.total_cents),
    validUntil: row.valid_until_ms === null ? null : new Date(num(row.valid_until_ms)),
    ordered: row.ordered === true,
  }));
}
