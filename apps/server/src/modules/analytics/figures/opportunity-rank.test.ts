import type { DatabaseHandle } from '@stonetool/db/client';
import { createTestDatabase } from '@stonetool/db/testing';
import {
  compareOpportunities,
  EXPIRING_QUOTE_PRIORITY,
  expiringQuoteOpportunity,
  HIGH_INTENT_HIGH_VALUE_CENTS,
  HIGH_INTENT_PRIORITY,
  highIntentOpportunity,
  type Opportunity,
  type OpportunityRankKey,
  opportunityCursor,
  opportunityPage,
  PRIORITIES,
  readOpportunityCursor,
  STALLED_CONSULTATION_PRIORITY,
  stalledConsultationOpportunity,
} from '@stonetool/domain/analytics/opportunities';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prioritySql, rankedAfter, rankOrder } from './opportunity-rank-sql';

/**
 * The ranking rule lives once, in the domain: the SQL the analytics rank opportunities with
 * (the priority rules compiled from the domain's data, the order, the cursor) ranks a mixed set of
 * every kind exactly as the domain's opportunities, compareOpportunities and opportunityPage do,
 * across each boundary of each priority rule, with ties on value and days broken by id.
 */
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});

afterAll(async () => {
  await handle.close();
});

const customer = { name: 'Pat', email: null, phone: null };

/** Ids in the uuid shape, numbered out of rank order so ties are broken by id. */
const uuid = (index: number) =>
  `${((index * 7919) % 65_536).toString(16).padStart(8, '0')}-0000-4000-8000-000000000000`;

/** An opportunity of the set with the facts its kind's priority is read from. */
interface Entry {
  opportunity: Opportunity;
  facts: { a: number; b: number };
}

/** Every kind, across each boundary of its priority rule, with values and days that tie often. */
function mixedSet(): Entry[] {
  const set: Entry[] = [];
  let index = 0;
  for (const daysLeft of [0, 1, 2, 3, 5, 6, 7]) {
    for (const totalCents of [0, 250_000, HIGH_INTENT_HIGH_VALUE_CENTS]) {
      index += 1;
      const opportunity = expiringQuoteOpportunity({
        quoteId: uuid(index),
        quoteNumber: `Q-${index}`,
        customer,
        totalCents,
        daysLeft,
        daysInPipeline: 20 + (index % 3),
      });
      set.push({ opportunity, facts: { a: daysLeft, b: 0 } });
    }
  }
  for (const touches of [3, 4, 5, 6]) {
    for (const largestQuoteCents of [
      0,
      250_000,
      HIGH_INTENT_HIGH_VALUE_CENTS - 1,
      HIGH_INTENT_HIGH_VALUE_CENTS,
    ]) {
      index += 1;
      const opportunity = highIntentOpportunity({
        customerId: uuid(index),
        customer,
        quotes: touches - 1,
        consultations: 1,
        largestQuoteCents,
        latestQuoteNumber: null,
        daysInPipeline: 20 + (index % 3),
      });
      set.push({ opportunity, facts: { a: touches, b: largestQuoteCents } });
    }
  }
  for (const stonesCompared of [0, 1, 2, 3]) {
    for (const daysInPipeline of [7, 14, 15, 21, 30]) {
      index += 1;
      const opportunity = stalledConsultationOpportunity({
        consultationId: uuid(index),
        customer,
        stonesCompared,
        daysInPipeline,
        typicalOrderCents: 250_000,
      });
      set.push({ opportunity, facts: { a: stonesCompared, b: daysInPipeline } });
    }
  }
  return set;
}

/** The set as SQL rows (alias `r`) with the priority the compiled rules give each. */
function rankedRows(set: Entry[]): SQL {
  const values = sql.join(
    set.map(
      ({ opportunity, facts }) =>
        sql`(${opportunity.id}::text, ${opportunity.type}::text, ${facts.a}::int, ${facts.b}::bigint,
          ${opportunity.potentialValueCents}::bigint, ${opportunity.daysInPipeline}::int)`,
    ),
    sql`, `,
  );
  return sql`
    select r.id, r.value_cents, r.days, case r.kind
      when 'expiring_quote' then ${prioritySql(EXPIRING_QUOTE_PRIORITY, { daysLeft: sql`r.a` })}
      when 'high_intent' then ${prioritySql(HIGH_INTENT_PRIORITY, { touches: sql`r.a`, largestQuoteCents: sql`r.b` })}
      else ${prioritySql(STALLED_CONSULTATION_PRIORITY, { stonesCompared: sql`r.a`, daysInPipeline: sql`r.b` })}
    end as priority
    from (values ${values}) as r(id, kind, a, b, value_cents, days)`;
}

/** A page ranked in SQL: the ids of the `limit` rows after `after`. */
async function sqlPage(set: Entry[], after: OpportunityRankKey | null, limit: number): Promise<string[]> {
  const result = await handle.db.execute<{ id: string }>(sql`
    select r.id from (${rankedRows(set)}) r
    where ${after === null ? sql`true` : rankedAfter('r', after)}
    order by ${rankOrder('r')} limit ${limit}`);
  return result.rows.map((row) => row.id);
}

describe('opportunities ranked in SQL', () => {
  const set = mixedSet();
  const byId = new Map(set.map((entry) => [entry.opportunity.id, entry.opportunity]));
  const ranked = set.map((entry) => entry.opportunity).sort(compareOpportunities);

  it('take the priority the domain gives each opportunity', async () => {
    const result = await handle.db.execute<{ id: string; priority: number }>(
      sql`select r.id, r.priority from (${rankedRows(set)}) r`,
    );
    const inSql = result.rows.map((row) => [row.id, PRIORITIES[row.priority]]);
    expect(inSql).toEqual(set.map((entry) => [entry.opportunity.id, entry.opportunity.priority]));
    // The set is mixed: every kind at every priority.
    expect(new Set(set.map((entry) => `${entry.opportunity.type}/${entry.opportunity.priority}`)).size).toBe(
      9,
    );
  });

  it('rank the set as compareOpportunities ranks it', async () => {
    expect(await sqlPage(set, null, set.length)).toEqual(ranked.map((opportunity) => opportunity.id));
    // Ties on priority, value and days are there to be broken by id.
    const ties = new Set(
      ranked.map((key) => `${key.priority}/${key.potentialValueCents}/${key.daysInPipeline}`),
    );
    expect(ties.size).toBeLessThan(ranked.length);
  });

  it('page through the set as opportunityPage does, meeting each opportunity once', async () => {
    for (const limit of [1, 7, 25]) {
      let after: OpportunityRankKey | null = null;
      const walked: string[] = [];
      for (let pages = 0; pages <= set.length; pages += 1) {
        const expected = opportunityPage(ranked, after, limit);
        const page = await sqlPage(set, after, limit);
        expect(page).toEqual(expected.page.map((opportunity) => opportunity.id));
        walked.push(...page);
        const last = byId.get(page[page.length - 1] ?? '');
        if (expected.nextCursor === null || last === undefined) break;
        expect(opportunityCursor(last)).toBe(expected.nextCursor);
        after = readOpportunityCursor(expected.nextCursor);
      }
      expect(walked).toEqual(ranked.map((opportunity) => opportunity.id));
    }
  });
});
