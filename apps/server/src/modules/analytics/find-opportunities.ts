import type { Executor } from '@stonetool/db/client';
import {
  EXPIRING_WITHIN_DAYS,
  expiringQuoteOpportunity,
  HIGH_INTENT_MIN_TOUCHES,
  highIntentOpportunity,
  type Opportunity,
  opportunityCursor,
  type OpportunityRankKey,
  type OpportunityType,
  STALLED_AFTER_DAYS,
  STALLED_UNTIL_DAYS,
  stalledConsultationOpportunity,
} from '@stonetool/domain/analytics/opportunities';
import { scaleCents } from '@stonetool/domain/money';
import { sql } from 'drizzle-orm';
import { changesRequested, expiringQuoteRows } from './figures/expiring-quotes';
import { type FigureScope, num, type SqlNumber } from './figures/figure-scope';
import { highIntentRows } from './figures/high-intent-customers';
import { rankedAfter, rankOrder } from './figures/opportunity-rank-sql';
import { type CustomerColumnsRow, readCustomer } from './figures/pipeline-rows';
import { stalledConsultationRows } from './figures/stalled-consultations';

/** A high-intent customer must have been seen in the last 60 days: older interest has gone cold. */
export const HIGH_INTENT_ACTIVE_DAYS = 60;

export type ShowroomOpportunity = Opportunity & { showroomId: string };

/**
 * A ranked opportunity row as every source gives it (expiringQuoteRows, highIntentRows,
 * stalledConsultationRows): the rank columns, then each kind's own facts (null for the others).
 */
type OpportunitySqlRow = CustomerColumnsRow & {
  kind: OpportunityType | null;
  id: string;
  showroom_id: string;
  value_cents: SqlNumber;
  days: number;
  ref_id: string;
  quote_number: string | null;
  days_left: number | null;
  quotes: number | null;
  consultations: number | null;
  stones_compared: number | null;
  changes_requested: boolean | null;
  total: number;
  expiring_count: number;
  expiring_value_cents: SqlNumber;
};

export interface RankedOpportunities {
  /** The page: at most `limit` opportunities ranked after the cursor, most promising first. */
  page: ShowroomOpportunity[];
  /** Every open opportunity of the scope. */
  total: number;
  /** The cursor of the next page; null on the last one. */
  nextCursor: string | null;
  /** Every expiring quote of the scope: how many and what they are worth, in cents. */
  expiring: { count: number; valueCents: number };
}

/** The domain's opportunity of a ranked row, with its showroom. */
function opportunityOf(row: OpportunitySqlRow): ShowroomOpportunity {
  const customer = readCustomer(row);
  const valueCents = num(row.value_cents);
  const opportunity =
    row.kind === 'expiring_quote'
      ? expiringQuoteOpportunity({
          quoteId: row.ref_id,
          quoteNumber: row.quote_number ?? '',
          customer,
          totalCents: valueCents,
          daysLeft: num(row.days_left),
          daysInPipeline: row.days,
          changesRequested: row.changes_requested === true,
        })
      : row.kind === 'high_intent'
        ? highIntentOpportunity({
            customerId: row.ref_id,
            customer,
            quotes: num(row.quotes),
            consultations: num(row.consultations),
            largestQuoteCents: valueCents,
            latestQuoteNumber: row.quote_number,
            daysInPipeline: row.days,
          })
        : stalledConsultationOpportunity({
            consultationId: row.ref_id,
            customer,
            stonesCompared: num(row.stones_compared),
            daysInPipeline: row.days,
            typicalOrderCents: valueCents,
          });
  return { ...opportunity, showroomId: row.showroom_id };
}

/**
 * The open opportunities of a scope (expiring quotes, high-intent customers and stalled
 * consultations, read from the pipeline tables and the rows), ranked in one statement by the
 * domain's rule (compareOpportunities, the priority rules compiled by opportunity-rank-sql.ts):
 * the `limit` most promising after `after` (from the first without it), the count of all and the
 * expiring quotes' count and value. Only the page leaves the database, and only its quotes are
 * asked whether their client requested changes (docs/decisions/132).
 */
export async function rankOpportunities(
  db: Executor,
  scope: FigureScope,
  now: Date,
  after: OpportunityRankKey | null,
  limit: number,
): Promise<RankedOpportunities> {
  const result = await db.execute<OpportunitySqlRow>(sql`
    with ranked as materialized (
      select * from (${expiringQuoteRows(scope, now, EXPIRING_WITHIN_DAYS)}) expiring
      union all
      select * from (${highIntentRows(scope, now, HIGH_INTENT_MIN_TOUCHES, HIGH_INTENT_ACTIVE_DAYS)}) high_intent
      union all
      select * from (${stalledConsultationRows(scope, now, STALLED_AFTER_DAYS, STALLED_UNTIL_DAYS)}) stalled
    ), counts as (
      select count(*)::int as total, count(*) filter (where kind = 'expiring_quote')::int as expiring_count,
        coalesce(sum(value_cents) filter (where kind = 'expiring_quote'), 0)::text as expiring_value_cents
      from ranked
    ), page as (
      select r.* from ranked r
      where ${after === null ? sql`true` : rankedAfter('r', after)}
      order by ${rankOrder('r')}
      limit ${limit + 1}
    )
    select counts.*, p.*, p.kind = 'expiring_quote' and ${changesRequested('p')} as changes_requested
    from counts left join page p on true
    order by ${rankOrder('p')}`);
  const [first] = result.rows;
  const rows = result.rows.filter((row) => row.kind !== null);
  const page = rows.slice(0, limit).map(opportunityOf);
  const last = page[page.length - 1];
  return {
    page,
    total: num(first?.total),
    nextCursor: last && rows.length > limit ? opportunityCursor(last) : null,
    expiring: { count: num(first?.expiring_count), valueCents: num(first?.expiring_value_cents) },
  };
}

/** An opportunity as the API answers it: potential value in whole dollars (spec 03 section 9). */
export function opportunityAnswer(opportunity: Opportunity) {
  return {
    id: opportunity.id,
    type: opportunity.type,
    priority: opportunity.priority,
    title: opportunity.title,
    message: opportunity.message,
    suggestedAction: opportunity.suggestedAction,
    customer: opportunity.customer,
    potentialValue: scaleCents(opportunity.potentialValueCents, [], [100]),
    daysInPipeline: opportunity.daysInPipeline,
    quoteNumber: opportunity.quoteNumber,
  };
}

/** An opportunity as the admin's calls answer it: with the name of its showroom. */
export function adminOpportunityAnswer(opportunity: ShowroomOpportunity, nameOf: Map<string, string>) {
  return { ...opportunityAnswer(opportunity), showroomName: nameOf.get(opportunity.showroomId) ?? '' };
}
