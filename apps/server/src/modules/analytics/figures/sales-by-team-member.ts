import type { Executor } from '@stonetool/db/client';
import type { TimeWindow } from '@stonetool/domain/analytics/periods';
import { sql } from 'drizzle-orm';
import { and, type FigureScope, num, OWNER_MEMBER_ID, saleSource, within } from './figure-scope';

export interface MemberSales {
  /** A team member's id, or 'owner'. */
  memberId: string;
  orders: number;
  revenueCents: number;
}

type MemberSalesSqlRow = {
  member_id: string;
  orders: number;
  revenue_cents: string;
};

/** Sales of a period by who placed them: each team member, and the owner ('owner'). */
export async function salesByTeamMember(
  db: Executor,
  scope: FigureScope,
  window: TimeWindow,
): Promise<MemberSales[]> {
  const sales = saleSource(scope);
  const result = await db.execute<MemberSalesSqlRow>(sql`
    select coalesce(o.placed_by_team_member_id::text, ${OWNER_MEMBER_ID}) as member_id,
      count(*)::int as orders, sum(o.total_cents)::text as revenue_cents
    from ${sales.from}
    where ${and([...sales.conditions, within('o.order_date', window)])}
    group by 1`);
  return result.rows.map((row) => ({
    memberId: row.member_id,
    orders: num(row.orders),
    revenueCents: num(row.revenue_cents),
  }));
}
