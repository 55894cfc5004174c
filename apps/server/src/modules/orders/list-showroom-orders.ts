import type { TShowroomOrdersQuery, TShowroomOrdersResponse } from '@stonetool/contracts/showroom-orders';
import type { Executor } from '@stonetool/db/client';
import type { Principal } from '../auth/principal';
import { countOrders, findOrders, orderFiltersOf, showroomOrderScope } from './find-orders';
import { orderStatsView, orderViews } from './order-view';

/**
 * GET /api/showroom/orders: one page of the showroom's orders (newest first, at most 100) and the
 * stats of every order matching the search and date filters, both computed by the database.
 * A caller who may read only their own orders gets those alone, in the list and the stats.
 * Wholesale costs only reach those allowed to see them.
 */
export async function listShowroomOrders(
  db: Executor,
  principal: Principal,
  showroomId: string,
  query: TShowroomOrdersQuery,
): Promise<TShowroomOrdersResponse> {
  const scope = showroomOrderScope(principal, showroomId);
  const filters = orderFiltersOf(query);
  // The page and its lines and history load while the database counts the stats.
  const [orders, stats] = await Promise.all([
    findOrders(db, scope, filters, query.limit).then((found) =>
      orderViews(db, found, { includeWholesaleCost: principal.permissions.has('read:wholesale-costs') }),
    ),
    countOrders(db, scope, filters),
  ]);
  return {
    success: true,
    orders,
    stats: orderStatsView(stats),
    can_update_status: principal.permissions.has('update:order-status'),
  };
}
