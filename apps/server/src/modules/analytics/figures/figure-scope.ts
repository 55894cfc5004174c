import type { TimeWindow } from '@stonetool/domain/analytics/periods';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The SQL of Business Analytics lives in this folder, one figure per file: every figure the
 * showroom and admin dashboards show is computed by PostgreSQL over the real rows, never over a
 * page in JavaScript. Each query takes the same `FigureScope` and the conditions below, so the
 * filters mean the same thing in every figure (documented in
 * docs/decisions/063-business-analytics-figures-insights-predictions-and-targets.md, "Business Analytics").
 */

/** The pseudo team member the spec adds for the showroom owner (spec 03 section 2). */
export const OWNER_MEMBER_ID = 'owner';

export interface FigureScope {
  /** One showroom (a showroom user's own, or the admin's showroom filter); all when absent. */
  showroomId?: string | undefined;
  /** Whether test showrooms count; a showroom user's own showroom always counts for them. */
  includeTestShowrooms: boolean;
  brand?: string | undefined;
  type?: string | undefined;
  /** A team member's id, or 'owner' for what the owner did himself. */
  teamMember?: string | undefined;
}

/**
 * A count, sum or amount as the database drivers give it in a raw row: int and float8 as numbers,
 * numeric and `::text` as text, bigint as text (node-postgres) or a number (PGlite).
 */
export type SqlNumber = number | string | bigint;

/** Text of a sum or count, read as a number: bigint sums stay exact in both database drivers. */
export const num = (value: SqlNumber | null | undefined): number => Number(value ?? 0);

export function showroomConditions(scope: FigureScope, alias: string): SQL[] {
  const conditions: SQL[] = [];
  const column = sql.raw(`${alias}.showroom_id`);
  if (scope.showroomId !== undefined) conditions.push(sql`${column} = ${scope.showroomId}`);
  if (!scope.includeTestShowrooms) {
    conditions.push(sql`${column} in (select id from showrooms where not is_test)`);
  }
  return conditions;
}

export function memberCondition(scope: FigureScope, column: string): SQL[] {
  if (scope.teamMember === undefined) return [];
  const ref = sql.raw(column);
  return scope.teamMember === OWNER_MEMBER_ID ? [sql`${ref} is null`] : [sql`${ref} = ${scope.teamMember}`];
}

/** Lines of a stone snapshot table (order_items, quote_items) matching the brand and type filters. */
export function stoneConditions(scope: FigureScope, alias: string): SQL[] {
  const conditions: SQL[] = [];
  if (scope.brand !== undefined) conditions.push(sql`${sql.raw(alias)}.brand = ${scope.brand}`);
  if (scope.type !== undefined) conditions.push(sql`${sql.raw(alias)}.type = ${scope.type}`);
  return conditions;
}

export const and = (conditions: SQL[]): SQL =>
  conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);

export const within = (column: string, window: TimeWindow): SQL =>
  sql`${sql.raw(column)} >= ${window.start.toISOString()}::timestamptz and ${sql.raw(column)} < ${window.end.toISOString()}::timestamptz`;

/**
 * A source of rows standing for orders, quotes or consultations: what to read `from`, the
 * `conditions` that keep the rows in scope, and the `id` of the order, quote or consultation a row
 * stands for (its own id, or the id a stone key row carries).
 */
export interface FigureSource {
  from: SQL;
  conditions: SQL[];
  id: SQL;
}

const filtered = (scope: FigureScope) => scope.brand !== undefined || scope.type !== undefined;

/**
 * The orders that count as sales as a source aliased `o`, with its conditions: not cancelled (a
 * cancelled sale brought no money, as on the Orders tab), in scope, placed by the team member
 * filtered on. With a brand or type filter it is the order stone keys of that filter (migration
 * 0018, docs/decisions/093): one row per order holding such a line (the order counted whole), with
 * the order's columns the sales figures read, found through an index on the filter and the date
 * instead of every order's lines. Without one, the orders.
 */
export function saleSource(scope: FigureScope): FigureSource {
  if (!filtered(scope)) {
    return {
      from: sql`orders o`,
      conditions: [
        sql`analytics_is_sale(o.status)`,
        ...showroomConditions(scope, 'o'),
        ...memberCondition(scope, 'o.placed_by_team_member_id'),
      ],
      id: sql`o.id`,
    };
  }
  return {
    from: sql`analytics_order_stone_keys o`,
    id: sql`o.order_id`,
    conditions: [
      ...stoneKeyConditions(scope, 'o'),
      ...showroomConditions(scope, 'o'),
      ...memberCondition(scope, 'o.placed_by_team_member_id'),
    ],
  };
}

/**
 * The saved quotes in scope as a source aliased `q`, with its conditions: with a brand or type
 * filter, the quote stone keys of that filter (one row per quote holding such a line), as
 * saleSource does for orders.
 */
export function quoteSource(scope: FigureScope): FigureSource {
  if (!filtered(scope)) {
    return { from: sql`quotes q`, conditions: quoteConditions(scope), id: sql`q.id` };
  }
  return {
    from: sql`analytics_quote_stone_keys q`,
    id: sql`q.quote_id`,
    conditions: [
      ...stoneKeyConditions(scope, 'q'),
      ...showroomConditions(scope, 'q'),
      ...memberCondition(scope, 'q.created_by_team_member_id'),
    ],
  };
}

/**
 * The consultations in scope as a source aliased `k`, with its conditions: with a brand or type
 * filter, the consultation stone keys (a row per brand viewed and per type viewed); with both, the
 * brand's rows of the consultations that also have the type's, as the two containments on the
 * JSON list keep them.
 */
export function consultationSource(scope: FigureScope): FigureSource {
  if (!filtered(scope)) {
    return { from: sql`consultations k`, conditions: consultationConditions(scope), id: sql`k.id` };
  }
  const both = scope.brand !== undefined && scope.type !== undefined;
  return {
    from: sql`analytics_consultation_stone_keys k`,
    id: sql`k.consultation_id`,
    conditions: [
      sql`k.brand = ${scope.brand ?? ''}`,
      sql`k.type = ${both ? '' : (scope.type ?? '')}`,
      ...(both
        ? [
            sql`exists (select 1 from analytics_consultation_stone_keys t
              where t.consultation_id = k.consultation_id and t.brand = '' and t.type = ${scope.type})`,
          ]
        : []),
      ...showroomConditions(scope, 'k'),
      ...memberCondition(scope, 'k.salesperson_id'),
    ],
  };
}

/** Consultations in scope (alias `k`); a brand or type filter keeps those that viewed such a stone. */
export function consultationConditions(scope: FigureScope): SQL[] {
  const conditions = [...showroomConditions(scope, 'k'), ...memberCondition(scope, 'k.salesperson_id')];
  if (scope.brand !== undefined) {
    conditions.push(sql`k.stones_viewed @> ${JSON.stringify([{ brand: scope.brand }])}::jsonb`);
  }
  if (scope.type !== undefined) {
    conditions.push(sql`k.stones_viewed @> ${JSON.stringify([{ type: scope.type }])}::jsonb`);
  }
  return conditions;
}

/** Saved quotes in scope (alias `q`); a brand or type filter keeps those with such a line. */
export function quoteConditions(scope: FigureScope): SQL[] {
  const conditions = [
    ...showroomConditions(scope, 'q'),
    ...memberCondition(scope, 'q.created_by_team_member_id'),
  ];
  const stone = stoneConditions(scope, 'qi');
  if (stone.length > 0) {
    conditions.push(sql`exists (select 1 from quote_items qi where qi.quote_id = q.id and ${and(stone)})`);
  }
  return conditions;
}

/**
 * The quote (alias `alias`, a column `quote_id`) is in a filtered scope: a quote of the team member
 * filtered on, holding a line of the brand and type filtered on, found by its key in quoteSource.
 * The caller keeps the scope's showrooms on the row itself (a key row has its quote's showroom).
 */
export function quoteInScope(scope: FigureScope, alias: string): SQL {
  return ownerInScope(quoteSource(unscopedShowrooms(scope)), sql`${sql.raw(alias)}.quote_id`);
}

/** The consultation (alias `alias`, a column `consultation_id`) is in a filtered scope, as quoteInScope. */
export function consultationInScope(scope: FigureScope, alias: string): SQL {
  return ownerInScope(consultationSource(unscopedShowrooms(scope)), sql`${sql.raw(alias)}.consultation_id`);
}

/** The filters of a scope without its showrooms, for a row whose showroom the caller keeps. */
export const unscopedShowrooms = (scope: FigureScope): FigureScope => ({
  ...scope,
  showroomId: undefined,
  includeTestShowrooms: true,
});

/**
 * A row of the source stands for `id`. The probe stays one look-up of the source's key per row
 * (`offset 0` keeps PostgreSQL from making it a semi join): the rows asked about are the open
 * quotes or consultations of a few weeks, and the source's rows of a brand are years of them; at
 * platform scale the semi join hashed 315,000 consultation keys of a brand for 20,000 open
 * consultations (bench/README.md, "Issue 22 at full scale").
 */
const ownerInScope = (source: FigureSource, id: SQL): SQL =>
  sql`exists (select 1 from ${source.from} where ${and([sql`${source.id} = ${id}`, ...source.conditions])} offset 0)`;

/**
 * Whether the daily rollups and the pipeline tables (packages/db/src/schema/analytics-rollups.ts)
 * answer a scope exactly: they keep showrooms and days, not the brands, types and team members of
 * the filters, so a filtered figure or opportunity is read from the rows themselves.
 */
export function rollupsAnswer(scope: FigureScope): boolean {
  return !filtered(scope) && scope.teamMember === undefined;
}

/**
 * Whether the order key rollups (migration 0029, docs/decisions/131) answer a scope's sales and
 * buyers, and the activity key rollups (migration 0030, docs/decisions/138) its quotes and
 * consultations: a brand or type filter without a team member filter (they keep showrooms, stone
 * keys and days, not who placed an order, saved a quote or held a consultation).
 */
export function keyRollupsAnswer(scope: FigureScope): boolean {
  return filtered(scope) && scope.teamMember === undefined;
}

/** The rows (alias `alias`, columns brand and type) of the stone key a brand or type filter reads. */
export function stoneKeyConditions(scope: FigureScope, alias: string): SQL[] {
  return [
    sql`${sql.raw(alias)}.brand = ${scope.brand ?? ''}`,
    sql`${sql.raw(alias)}.type = ${scope.type ?? ''}`,
  ];
}
