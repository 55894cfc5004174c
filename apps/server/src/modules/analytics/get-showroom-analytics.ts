import type { TShowroomAnalyticsQuery, TShowroomAnalyticsResponse } from '@stonetool/contracts/analytics';
import type { Executor } from '@stonetool/db/client';
import { teamMembers } from '@stonetool/db/schema/team';
import { periodWindows } from '@stonetool/domain/analytics/periods';
import { averageOrderCents, percentChange } from '@stonetool/domain/analytics/ratios';
import { centsToDollars } from '@stonetool/domain/money';
import { eq } from 'drizzle-orm';
import type { Principal } from '../auth/principal';
import { ownOrdersMemberId } from '../orders/find-orders';
import { acceptedQuotes } from './figures/accepted-quotes';
import { type FigureScope, OWNER_MEMBER_ID } from './figures/figure-scope';
import { salesByTeamMember } from './figures/sales-by-team-member';
import { loadPerformance, topStones } from './performance-figures';

/** Spec 03 section 2: the Performance tab's top lists show five stones each. */
const TOP_STONES = 5;

/** Profit reveals the wholesale cost (revenue − tax − profit), so it needs the same permission. */
export function maySeeProfit(principal: Principal): boolean {
  return principal.permissions.has('read:wholesale-costs');
}

/**
 * The filters of a showroom request as a figure scope: always the caller's own showroom, and only
 * the caller's own sales when they may read only their own orders (whatever team member they ask).
 */
export function showroomScope(
  principal: Principal,
  showroomId: string,
  query: Omit<TShowroomAnalyticsQuery, 'period'>,
): FigureScope {
  return {
    showroomId,
    // A showroom always sees its own figures, test showroom or not.
    includeTestShowrooms: true,
    brand: query.brand,
    type: query.type,
    teamMember: ownOrdersMemberId(principal) ?? query.team_member,
  };
}

/**
 * The Performance tab (spec 03 sections 2 and 3): cards, funnel, top stones, team performance. The
 * funnel has an Accepted stage between Quotes and Orders (issue 25): the period's quotes their
 * client accepted through the quote link, won though not yet ordered (decision 126).
 */
export async function getShowroomAnalytics(
  db: Executor,
  principal: Principal,
  showroomId: string,
  query: TShowroomAnalyticsQuery,
  now: Date,
): Promise<TShowroomAnalyticsResponse> {
  const scope = showroomScope(principal, showroomId, query);
  const windows = periodWindows(query.period, now);
  const [figures, accepted, memberSales, members] = await Promise.all([
    loadPerformance(db, scope, windows),
    acceptedQuotes(db, scope, windows.current),
    salesByTeamMember(db, scope, windows.current),
    db
      .select({
        id: teamMembers.id,
        name: teamMembers.name,
        role: teamMembers.role,
        isActive: teamMembers.isActive,
      })
      .from(teamMembers)
      .where(eq(teamMembers.showroomId, showroomId)),
  ]);
  const { current, previous } = figures;
  const salesOf = new Map(memberSales.map((row) => [row.memberId, row]));
  const people = [
    { id: OWNER_MEMBER_ID, name: 'Owner', role: 'owner', isActive: true },
    ...members.map((member) => ({ ...member, role: member.role })),
  ].filter(
    (person) =>
      (person.isActive || salesOf.has(person.id)) &&
      (scope.teamMember === undefined || scope.teamMember === person.id),
  );
  const teamRows = people
    .map((person) => {
      const sales = salesOf.get(person.id);
      const orders = sales?.orders ?? 0;
      const revenueCents = sales?.revenueCents ?? 0;
      return {
        id: person.id,
        name: person.name,
        role: person.role,
        orders,
        revenue: centsToDollars(revenueCents),
        avgOrderValue: centsToDollars(averageOrderCents(revenueCents, orders)),
      };
    })
    .sort((a, b) => b.revenue - a.revenue || a.name.localeCompare(b.name));

  return {
    period: query.period,
    generatedAt: now.toISOString(),
    metrics: {
      revenue: {
        current: centsToDollars(current.revenueCents),
        previous: centsToDollars(previous.revenueCents),
        ...percentChange(current.revenueCents, previous.revenueCents),
      },
      ...(maySeeProfit(principal)
        ? {
            profit: {
              current: centsToDollars(current.profitCents),
              previous: centsToDollars(previous.profitCents),
              ...percentChange(current.profitCents, previous.profitCents),
              margin: current.margin,
            },
          }
        : {}),
      orders: { current: current.orders, previous: previous.orders },
      customers: figures.customers,
      conversion: {
        rate: current.conversion,
        orders: current.orders,
        consultations: current.consultations,
        funnelData: [
          { stage: 'Consultations', value: current.consultations },
          { stage: 'Quotes', value: current.quotes },
          { stage: 'Accepted', value: accepted },
          { stage: 'Orders', value: current.orders },
          { stage: 'Completed', value: current.fulfilledOrders },
        ],
      },
    },
    topPerformers: {
      quoted: topStones(figures.stones, (stone) => stone.quotes, TOP_STONES).map((stone) => ({
        name: stone.color,
        brand: stone.brand,
        type: stone.type,
        quotes: stone.quotes,
      })),
      sold: topStones(figures.stones, (stone) => stone.orders, TOP_STONES).map((stone) => ({
        name: stone.color,
        brand: stone.brand,
        type: stone.type,
        orders: stone.orders,
      })),
      revenue: topStones(figures.stones, (stone) => stone.revenueCents, TOP_STONES).map((stone) => ({
        name: stone.color,
        brand: stone.brand,
        type: stone.type,
        revenue: centsToDollars(stone.revenueCents),
      })),
    },
    teamMembers: teamRows,
  };
}
