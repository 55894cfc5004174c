import type { Executor } from '@stonetool/db/client';
import { sql, type SQL } from 'drizzle-orm';
import {
  and,
  type FigureScope,
  num,
  quoteConditions,
  rollupsAnswer,
  showroomConditions,
} from './figure-scope';
import {
  customerColumns,
  type CustomerColumnsRow,
  DAY_SECONDS,
  noOrderOfQuote,
  type PipelineRow,
  readCustomer,
} from './pipeline-rows';

export interface ExpiringQuoteRow extends PipelineRow {
  quoteId: string;
  quoteNumber: string;
  totalCents: number;
  /** Whole days until it expires (0: today). */
  daysLeft: number;
  daysInPipeline: number;
}

type ExpiringQuoteSqlRow = CustomerColumnsRow & {
  id: string;
  showroom_id: string;
  quote_number: string;
  total_cents: string;
  days_left: number;
  days_in_pipeline: number;
};

/**
 * Open quotes of a customer that expire within `withinDays` of now and have no order: close to
 * their 30-day validity. Team member, brand and type filters apply as to quotes.
 */
export async function expiringQuotes(
  db: Executor,
  scope: FigureScope,
  now: Date,
  withinDays: number,
): Promise<ExpiringQuoteRow[]> {
  const at = now.toISOString();
  const expiresInWindow = (column: string): SQL[] => [
    sql`${sql.raw(column)} >= ${at}::timestamptz`,
    sql`${sql.raw(column)} < ${at}::timestamptz + make_interval(days => ${withinDays})`,
  ];
  const result = await db.execute<ExpiringQuoteSqlRow>(sql`
    select q.id, q.showroom_id, q.quote_number, q.total_price_cents::text as total_cents,
      ceil(extract(epoch from (q.valid_until - ${at}::timestamptz)) / ${DAY_SECONDS})::int as days_left,
      floor(extract(epoch from (${at}::timestamptz - q.created_at)) / ${DAY_SECONDS})::int as days_in_pipeline,
      q.customer_name, q.customer_email, q.customer_phone
    from (${rollupsAnswer(scope) ? openQuotes(scope, expiresInWindow) : openQuotesFromRows(scope, expiresInWindow)}) q`);
  return result.rows.map((row) => ({
    showroomId: row.showroom_id,
    customer: readCustomer(row),
    quoteId: row.id,
    quoteNumber: row.quote_number,
    totalCents: num(row.total_cents),
    daysLeft: num(row.days_left),
    daysInPipeline: num(row.days_in_pipeline),
  }));
}

/** Open quotes with no order whose expiry falls in `window`, from the open quotes table. */
function openQuotes(scope: FigureScope, window: (column: string) => SQL[]): SQL {
  return sql`
    select q.quote_id as id, q.showroom_id, q.quote_number, q.total_price_cents, q.created_at, q.valid_until,
      q.customer_name, q.customer_email, q.customer_phone
    from analytics_open_quotes q
    where ${and([...showroomConditions(scope, 'q'), ...window('q.valid_until'), noOrderOfQuote('q')])}`;
}

/** The same quotes found among the rows of a filtered scope, through quotes_open_expiry_idx. */
function openQuotesFromRows(scope: FigureScope, window: (column: string) => SQL[]): SQL {
  return sql`
    select q.id, q.showroom_id, q.quote_number, q.total_price_cents, q.created_at, q.valid_until, ${customerColumns}
    from quotes q join customers c on c.id = q.customer_id
    where ${and([
      ...quoteConditions(scope),
      sql`q.status = 'open'`,
      ...window('q.valid_until'),
      sql`not exists (select 1 from orders o where o.quote_id = q.id)`,
    ])}`;
}
