import type { Executor } from '@stonetool/db/client';
import {
  compareOpportunities,
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
import { sql, type SQL } from 'drizzle-orm';
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
  total_value_cents: SqlNumber;
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
 * One kind's rows ranked in SQL: the count and value of all of them, and the `limit` most
 * promising after `after` (plus one, to know whether more follow).
 */
async function rankedKind(
  db: Executor,
  rows: SQL,
  after: OpportunityRankKey | null,
  limit: number,
): Promise<{ rows: OpportunitySqlRow[]; total: number; valueCents: number }> {
  const result = await db.execute<OpportunitySqlRow>(sql`
    with ranked as materialized (${rows}), counts as (
      select count(*)::int as total, coalesce(sum(value_cents), 0)::text as total_value_cents from ranked
    ), page as (
      select r.* from ranked r
      where ${after === null ? sql`true` : rankedAfter('r', after)}
      order by ${rankOrder('r')}
      limit ${limit + 1}
    )
    select counts.*, p.*, p.kind = 'expiring_quote' and ${changesRequested('p')} as changes_requested
    from counts left join page p on true`);
  const [first] = result.rows;
  return {
    rows: result.rows.filter((row) => row.kind !== null),
    total: num(first?.total),
    valueCents: num(first?.total_value_cents),
  };
}

/**
 * The open opportunities of a scope (expiring quotes, high-intent customers and stalled
 * consultations, read from the pipeline tables and the rows), ranked by the domain's rule: the
 * `limit` most promising after `after` (from the first without it), the count of all and the
 * expiring quotes' count and value. Each kind is ranked in its own statement by the rule compiled
 * into SQL (opportunity-rank-sql.ts), the three side by side as before, so only each kind's page
 * and counts leave the database and only the page's quotes are asked whether their client
 * requested changes; the three pages are merged by compareOpportunities, the same order
 * (docs/decisions/132).
 */
export async function rankOpportunities(
  db: Executor,
  scope: FigureScope,
  now: Date,
  after: OpportunityRankKey | null,
  limit: number,
): Promise<RankedOpportunities> {
  const [expiring, highIntent, stalled] = await Promise.all([
    rankedKind(db, expiringQuoteRows(scope, now, EXPIRING_WITHIN_DAYS), after, limit),
    rankedKind(
      db,
      highIntentRows(scope, now, HIGH_INTENT_MIN_TOUCHES, HIGH_INTENT_ACTIVE_DAYS),
      after,
      limit,
    ),
    rankedKind(db, stalledConsultationRows(scope, now, STALLED_AFTER_DAYS, STALLED_UNTIL_DAYS), after, limit),
  ]);
  const ranked = [...expiring.rows, ...highIntent.rows, ...stalled.rows]
    .map(opportunityOf)
    .sort(compareOpportunities);
  const page = ranked.slice(0, limit);
  const last = page[page.length - 1];
  return {
    page,
    total: expiring.total + highIntent.total + stalled.total,
    nextCursor: last && ranked.length > limit ? opportunityCursor(last) : null,
    expiring: { count: expiring.total, valueCents: expiring.valueCents },
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
