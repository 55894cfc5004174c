import {
  type FactBound,
  type OpportunityRankKey,
  priorityRank,
  type PriorityRule,
} from '@stonetool/domain/analytics/opportunities';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The ranking of packages/domain/src/analytics/opportunities.ts in SQL, so that the analytics
 * answers and the paged calls read the most promising opportunities and the count rather than
 * every open one (docs/decisions/132). The priority rules are the domain's own data, compiled
 * here; opportunity-rank.test.ts holds the SQL to compareOpportunities and opportunityPage on a
 * mixed set.
 */

/** The rank (priorityRank) a domain priority rule gives the facts, as an SQL integer. */
export function prioritySql<Fact extends string>(rule: PriorityRule<Fact>, facts: Record<Fact, SQL>): SQL {
  const clause = (when: Partial<Record<Fact, FactBound>>) =>
    sql.join(
      (Object.entries(when) as [Fact, FactBound][]).flatMap(([fact, bound]) => [
        ...(bound.min === undefined ? [] : [sql`${facts[fact]} >= ${sql.raw(String(bound.min))}`]),
        ...(bound.max === undefined ? [] : [sql`${facts[fact]} <= ${sql.raw(String(bound.max))}`]),
      ]),
      sql` and `,
    );
  const tiers = rule.tiers.map(
    (tier) =>
      sql`when ${sql.join(
        tier.when.map((when) => sql`(${clause(when)})`),
        sql` or `,
      )} then ${sql.raw(String(priorityRank(tier.priority)))}`,
  );
  return sql`(case ${sql.join(tiers, sql` `)} else ${sql.raw(String(priorityRank(rule.otherwise)))} end)`;
}

/**
 * Columns of a ranked row (alias `alias`): `priority` (its rank), `value_cents`, `days` and `id`
 * (the opportunity's id, compared byte by byte as compareOpportunities compares code units).
 */
const rankColumns = (alias: string) => ({
  priority: sql.raw(`${alias}.priority`),
  value: sql.raw(`${alias}.value_cents`),
  days: sql.raw(`${alias}.days`),
  id: sql.raw(`${alias}.id collate "C"`),
});

/** Most promising first, as compareOpportunities orders them. */
export function rankOrder(alias: string): SQL {
  const { priority, value, days, id } = rankColumns(alias);
  return sql`${priority}, ${value} desc, ${days} desc, ${id}`;
}

/** The rows ranked after `key` (a cursor's), as opportunityPage starts after it. */
export function rankedAfter(alias: string, key: OpportunityRankKey): SQL {
  const { priority, value, days, id } = rankColumns(alias);
  return sql`(${priority}, -${value}, -${days}, ${id}) > (${sql.raw(String(priorityRank(key.priority)))},
    ${-key.potentialValueCents}::bigint, ${-key.daysInPipeline}::int, ${key.id}::text collate "C")`;
}
