import type {
  TAdminAnalyticsQuery,
  TAdminAnalyticsResponse,
  TAdminOpportunitiesQuery,
} from '@stonetool/contracts/admin-analytics';
import type { Executor } from '@stonetool/db/client';
import { stones } from '@stonetool/db/schema/catalog';
import { showrooms } from '@stonetool/db/schema/showrooms';
import { OPPORTUNITY_PAGE_LIMIT } from '@stonetool/domain/analytics/opportunities';
import { periodWindows } from '@stonetool/domain/analytics/periods';
import { averageOrderCents, percentChange } from '@stonetool/domain/analytics/ratios';
import { centsToDollars } from '@stonetool/domain/money';
import { asc, eq } from 'drizzle-orm';
import type { FigureScope } from './figures/figure-scope';
import { adminOpportunityAnswer, rankOpportunities } from './find-opportunities';
import { loadPerformance, periodFigures, topStones } from './performance-figures';

/** Spec 03 section 9: the admin's top lists show 5 showrooms and 5 stones. */
export const ADMIN_TOP_SHOWROOMS = 5;
const ADMIN_TOP_STONES = 5;

const noSales = { revenueCents: 0, taxCents: 0, wholesaleCostCents: 0, orders: 0, fulfilledOrders: 0 };

/** The admin's filters as a figure scope: test showrooms only when include_test_data is set. */
export function adminScope(query: TAdminOpportunitiesQuery | TAdminAnalyticsQuery): FigureScope {
  return {
    showroomId: query.showroom_id,
    includeTestShowrooms: query.include_test_data,
    brand: query.brand,
    type: query.type,
  };
}

/**
 * The System analytics dashboard (spec 03 sections 2 and 3): platform figures, top showrooms and
 * stones, the per-showroom breakdown and every showroom's 100 most promising opportunities with
 * their count (docs/decisions/092), test showrooms left out
 * unless include_test_data is set. A showroom is active when it sold in the period.
 */
export async function getAdminAnalytics(
  db: Executor,
  query: TAdminAnalyticsQuery,
  now: Date,
): Promise<TAdminAnalyticsResponse> {
  const scope = adminScope(query);
  const windows = periodWindows(query.period, now);
  // The per-showroom sales and activity come with the totals: one run of each query per call.
  const [figures, top, showroomRows, stoneOptions] = await Promise.all([
    loadPerformance(db, scope, windows),
    rankOpportunities(db, scope, now, null, OPPORTUNITY_PAGE_LIMIT),
    db
      .select({
        id: showrooms.id,
        name: showrooms.name,
        email: showrooms.email,
        logoUrl: showrooms.logoUrl,
        isTest: showrooms.isTest,
      })
      .from(showrooms)
      .orderBy(asc(showrooms.name)),
    db
      .selectDistinct({ brand: stones.brand, type: stones.type })
      .from(stones)
      .where(eq(stones.isAvailable, true)),
  ]);
  const listed = showroomRows.filter(
    (showroom) =>
      (query.include_test_data || !showroom.isTest) &&
      (query.showroom_id === undefined || showroom.id === query.showroom_id),
  );
  const salesOf = new Map(figures.byShowroom.sales.map((row) => [row.showroomId, row]));
  const activityOf = new Map(figures.byShowroom.activity.map((row) => [row.showroomId, row]));
  const nameOf = new Map(showroomRows.map((showroom) => [showroom.id, showroom.name]));

  const breakdown = listed.map((showroom) => {
    const own = salesOf.get(showroom.id);
    const act = activityOf.get(showroom.id);
    const current = periodFigures(
      own?.current ?? noSales,
      act?.consultations.current ?? 0,
      act?.quotes.current ?? 0,
    );
    const previousRevenue = own?.previous.revenueCents ?? 0;
    return { showroom, current, growth: percentChange(current.revenueCents, previousRevenue).change };
  });
  const { current, previous } = figures;

  return {
    period: query.period,
    generatedAt: now.toISOString(),
    systemMetrics: {
      revenue: {
        current: centsToDollars(current.revenueCents),
        change: percentChange(current.revenueCents, previous.revenueCents).change,
      },
      orders: { current: current.orders },
      conversion: { rate: current.conversion },
      showrooms: {
        active: breakdown.filter((row) => row.current.orders > 0).length,
        total: listed.length,
      },
      avgOrderValue: centsToDollars(averageOrderCents(current.revenueCents, current.orders)),
      profit: {
        current: centsToDollars(current.profitCents),
        change: percentChange(current.profitCents, previous.profitCents).change,
        margin: current.margin,
        avgPerOrder: centsToDollars(averageOrderCents(current.profitCents, current.orders)),
      },
    },
    topPerformers: {
      showrooms: [...breakdown]
        .filter((row) => row.current.revenueCents > 0)
        .sort(
          (a, b) =>
            b.current.revenueCents - a.current.revenueCents || a.showroom.name.localeCompare(b.showroom.name),
        )
        .slice(0, ADMIN_TOP_SHOWROOMS)
        .map((row) => ({
          id: row.showroom.id,
          name: row.showroom.name,
          orders: row.current.orders,
          conversionRate: row.current.conversion,
          revenue: centsToDollars(row.current.revenueCents),
          growth: row.growth,
        })),
      stones: topStones(figures.stones, (stone) => stone.revenueCents, ADMIN_TOP_STONES).map((stone) => ({
        id: stone.stoneId ?? `${stone.brand}|${stone.type}|${stone.color}`,
        brand: stone.brand,
        type: stone.type,
        color: stone.color,
        revenue: centsToDollars(stone.revenueCents),
        quotes: stone.quotes,
        orders: stone.orders,
      })),
    },
    showroomBreakdown: breakdown.map((row) => ({
      showroom: {
        id: row.showroom.id,
        name: row.showroom.name,
        email: row.showroom.email,
        logo_url: row.showroom.logoUrl,
      },
      revenue: centsToDollars(row.current.revenueCents),
      orders: row.current.orders,
      quotes: row.current.quotes,
      conversionRate: row.current.conversion,
      growth: row.growth,
      analytics: { profit: { current: centsToDollars(row.current.profitCents), margin: row.current.margin } },
    })),
    opportunities: top.page.map((opportunity) => adminOpportunityAnswer(opportunity, nameOf)),
    opportunitiesTotal: top.total,
    opportunitiesCursor: top.nextCursor,
    brands: [...new Set(stoneOptions.map((row) => row.brand))].sort(),
    types: [...new Set(stoneOptions.map((row) => row.type))].sort(),
    showrooms: listed.map((showroom) => ({ id: showroom.id, name: showroom.name })),
  };
}
