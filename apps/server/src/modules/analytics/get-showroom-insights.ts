import type { TShowroomAnalyticsQuery, TShowroomInsightsResponse } from '@stonetool/contracts/analytics';
import type { Executor } from '@stonetool/db/client';
import { teamMembers } from '@stonetool/db/schema/team';
import { SHOWROOM_OPPORTUNITY_LIMIT } from '@stonetool/domain/analytics/opportunities';
import { periodWindows } from '@stonetool/domain/analytics/periods';
import { quickInsightsFor, recommendationsFor } from '@stonetool/domain/analytics/recommendations';
import { and, eq } from 'drizzle-orm';
import type { Principal } from '../auth/principal';
import { OWNER_MEMBER_ID } from './figures/figure-scope';
import { salesByTeamMember } from './figures/sales-by-team-member';
import { opportunityAnswer, rankOpportunities } from './find-opportunities';
import { maySeeProfit, showroomScope } from './get-showroom-analytics';
import { loadPerformance, topStones } from './performance-figures';
import { predictSales } from './predict-sales';

/**
 * The Insights tab (spec 03 sections 2 and 3): the top 5 opportunities with the count of all (the
 * rest page through GET /api/showroom/opportunities), predictions, and the
 * recommendations and quick insights derived from the same figures as the Performance tab.
 */
export async function getShowroomInsights(
  db: Executor,
  principal: Principal,
  showroomId: string,
  query: TShowroomAnalyticsQuery,
  now: Date,
): Promise<TShowroomInsightsResponse> {
  const scope = showroomScope(principal, showroomId, query);
  const windows = periodWindows(query.period, now);
  const [figures, top, predictions, memberSales] = await Promise.all([
    loadPerformance(db, scope, windows),
    rankOpportunities(db, scope, now, null, SHOWROOM_OPPORTUNITY_LIMIT),
    predictSales(db, scope, query.period, now),
    salesByTeamMember(db, scope, windows.current),
  ]);
  const [mostQuoted] = topStones(figures.stones, (stone) => stone.quotes, 1);
  const [bestSeller] = topStones(figures.stones, (stone) => stone.orders, 1);
  const [topSales] = [...memberSales].sort((a, b) => b.revenueCents - a.revenueCents);
  let topSellerName: string | undefined;
  if (topSales) {
    if (topSales.memberId === OWNER_MEMBER_ID) topSellerName = 'Owner';
    else {
      const [member] = await db
        .select({ name: teamMembers.name })
        .from(teamMembers)
        .where(and(eq(teamMembers.id, topSales.memberId), eq(teamMembers.showroomId, showroomId)));
      topSellerName = member?.name;
    }
  }
  const { current, previous } = figures;
  const summary = {
    revenueCents: { current: current.revenueCents, previous: previous.revenueCents },
    orders: { current: current.orders, previous: previous.orders },
    consultations: { current: current.consultations, previous: previous.consultations },
    ...(maySeeProfit(principal) ? { margin: { current: current.margin, previous: previous.margin } } : {}),
    customers: figures.customers,
    ...(mostQuoted
      ? {
          mostQuoted: {
            label: `${mostQuoted.brand} ${mostQuoted.color}`,
            quotes: mostQuoted.quotes,
            orders: mostQuoted.orders,
          },
        }
      : {}),
    ...(bestSeller
      ? { bestSeller: { label: `${bestSeller.brand} ${bestSeller.color}`, orders: bestSeller.orders } }
      : {}),
    ...(topSales && topSellerName
      ? { topSeller: { name: topSellerName, orders: topSales.orders, revenueCents: topSales.revenueCents } }
      : {}),
    expiringQuotes: top.expiring,
  };
  return {
    period: query.period,
    generatedAt: now.toISOString(),
    opportunities: top.page.map(opportunityAnswer),
    opportunitiesTotal: top.total,
    opportunitiesCursor: top.nextCursor,
    predictions,
    recommendations: recommendationsFor(summary),
    insights: quickInsightsFor(summary),
  };
}
