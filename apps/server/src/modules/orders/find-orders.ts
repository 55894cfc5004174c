import type { Executor } from '@stonetool/db/client';
import { users } from '@stonetool/db/schema/auth';
import {
  orderItems,
  orderNotes,
  orderStatusChanges,
  orders,
  type OrderRow,
  type OrderStatus,
} from '@stonetool/db/schema/orders';
import { showrooms } from '@stonetool/db/schema/showrooms';
import { teamMembers } from '@stonetool/db/schema/team';
import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AppError } from '../../errors/app-error';
import type { Principal } from '../auth/principal';
import { containsPattern } from '../customers/search-customers';

/**
 * Which orders a caller may see: one showroom's (a showroom user, always their own; narrowed to
 * the orders one team member placed when the caller may read only their own), or every
 * showroom's (the platform admin's orders list, which may also name one showroom).
 */
export type OrderScope =
  | { showroomId: string; placedByTeamMemberId?: string | undefined }
  | { allShowrooms: true; showroomId?: string };

/** The orders of its showroom a showroom user may read (ownOrdersMemberId). */
export function showroomOrderScope(principal: Principal, showroomId: string): OrderScope {
  return { showroomId, placedByTeamMemberId: ownOrdersMemberId(principal) };
}

/**
 * The team member whose own orders are all the caller may read; undefined when the caller reads
 * the whole showroom's (the owner, and a manager the owner allows: read:all-orders).
 */
export function ownOrdersMemberId(principal: Principal): string | undefined {
  if (principal.permissions.has('read:all-orders')) return undefined;
  const memberId = principal.teamMember?.id;
  // Only an admin (no team context) gets here without a member id, and no showroom route serves one.
  if (!memberId) throw new AppError('FORBIDDEN');
  return memberId;
}

/** The filters of the orders lists (spec 03 section 7, showroom and admin alike). */
export interface OrderFilters {
  status?: OrderStatus | undefined;
  /** Part of the customer's name, e-mail or the quote number, any case. */
  search?: string | undefined;
  /** First and last calendar day (YYYY-MM-DD), inclusive, as UTC days. */
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  /** One quote number, matched whole (as typed, or in capitals as quote numbers are written). */
  orderNumber?: string | undefined;
  /** One order by its id. */
  orderId?: string | undefined;
}

/** The filters of an Orders tab's list as its query names them. */
export function orderFiltersOf(query: {
  status?: OrderStatus | undefined;
  search?: string | undefined;
  date_from?: string | undefined;
  date_to?: string | undefined;
  orderNumber?: string | undefined;
}): OrderFilters {
  return {
    status: query.status,
    search: query.search,
    dateFrom: query.date_from,
    dateTo: query.date_to,
    orderNumber: query.orderNumber,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The WHERE conditions of a scope and filters. `withStatus: false` leaves the status filter out,
 * for the stats, whose status counts must not collapse to the one status being viewed.
 */
function orderConditions(scope: OrderScope, filters: OrderFilters, withStatus: boolean): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (scope.showroomId !== undefined) conditions.push(eq(orders.showroomId, scope.showroomId));
  if ('placedByTeamMemberId' in scope && scope.placedByTeamMemberId !== undefined) {
    conditions.push(eq(orders.placedByTeamMemberId, scope.placedByTeamMemberId));
  }
  if (withStatus && filters.status) conditions.push(eq(orders.status, filters.status));
  if (filters.dateFrom) conditions.push(gte(orders.orderDate, new Date(`${filters.dateFrom}T00:00:00Z`)));
  if (filters.dateTo) {
    conditions.push(lt(orders.orderDate, new Date(Date.parse(`${filters.dateTo}T00:00:00Z`) + DAY_MS)));
  }
  if (filters.orderId) conditions.push(eq(orders.id, filters.orderId));
  if (filters.orderNumber) {
    // Quote numbers are written in capitals; both spellings are tried so the unique index serves it.
    const asTyped = filters.orderNumber;
    conditions.push(or(eq(orders.quoteNumber, asTyped), eq(orders.quoteNumber, asTyped.toUpperCase())));
  }
  if (filters.search) {
    // One expression for the three fields, the one the trigram index of migration
    // 0003_order-search-trigram covers (keep them identical).
    conditions.push(
      sql`(${orders.customerFirstName} || ' ' || ${orders.customerLastName} || ' ' || ${orders.customerEmail} || ' ' || ${orders.quoteNumber}) ilike ${containsPattern(filters.search)}`,
    );
  }
  return and(...conditions);
}

export interface FoundOrder {
  order: OrderRow;
  placedByName: string | null;
  placedByRole: string | null;
}

/** The SQL of one page of orders, newest first, with the team member who placed each. */
export function orderPageQuery(db: Executor, scope: OrderScope, filters: OrderFilters, limit: number) {
  return db
    .select({ order: orders, placedByName: teamMembers.name, placedByRole: teamMembers.role })
    .from(orders)
    .leftJoin(teamMembers, eq(teamMembers.id, orders.placedByTeamMemberId))
    .where(orderConditions(scope, filters, true))
    .orderBy(desc(orders.orderDate), desc(orders.id))
    .limit(limit);
}

/** One page of orders, newest first, with the team member who placed each (null: the owner). */
export async function findOrders(
  db: Executor,
  scope: OrderScope,
  filters: OrderFilters,
  limit: number,
): Promise<FoundOrder[]> {
  return orderPageQuery(db, scope, filters, limit);
}

export interface OrderStatsCents {
  totalOrders: number;
  /** Sum of the totals of the orders that are not cancelled, in cents. */
  totalRevenueCents: number;
  byStatus: Record<OrderStatus, number>;
}

const orderCount = sql<number>`count(*)`.mapWith(Number);
/**
 * Revenue in cents: the totals of the orders that are sales (a cancelled sale brought no money),
 * by the rule of packages/domain/src/analytics/sales-rules.ts.
 */
const revenueCents =
  sql<number>`coalesce(sum(${orders.totalCents}) filter (where analytics_is_sale(${orders.status})), 0)`.mapWith(
    Number,
  );

/**
 * The SQL of the stats: counts and revenue over every order of the scope matching the filters
 * except status, in one pass. Revenue leaves cancelled orders out: a cancelled sale brought no money.
 */
export function orderStatsQuery(db: Executor, scope: OrderScope, filters: OrderFilters) {
  const count = (status: OrderStatus) =>
    sql<number>`count(*) filter (where ${orders.status} = ${status})`.mapWith(Number);
  return db
    .select({
      totalOrders: orderCount,
      totalRevenueCents: revenueCents,
      pending: count('pending'),
      processing: count('processing'),
      completed: count('completed'),
      delivered: count('delivered'),
      cancelled: count('cancelled'),
    })
    .from(orders)
    .where(orderConditions(scope, filters, false));
}

/** The stats, computed by the database (never over a page in JavaScript). */
export async function countOrders(
  db: Executor,
  scope: OrderScope,
  filters: OrderFilters,
): Promise<OrderStatsCents> {
  const [row] = await orderStatsQuery(db, scope, filters);
  if (!row) throw new Error('order stats query returned no row');
  const { totalOrders, totalRevenueCents, ...byStatus } = row;
  return { totalOrders, totalRevenueCents, byStatus };
}

/**
 * Order count and revenue per showroom, with its name, over the same orders as the stats (the
 * admin orders list's `stats_by_showroom` and top showrooms), most revenue first.
 */
export async function countOrdersByShowroom(db: Executor, scope: OrderScope, filters: OrderFilters) {
  return db
    .select({
      showroomId: orders.showroomId,
      name: showrooms.name,
      totalOrders: orderCount,
      totalRevenueCents: revenueCents,
    })
    .from(orders)
    .innerJoin(showrooms, eq(showrooms.id, orders.showroomId))
    .where(orderConditions(scope, filters, false))
    .groupBy(orders.showroomId, showrooms.name)
    .orderBy(desc(revenueCents), asc(showrooms.name), asc(orders.showroomId));
}

/** The dated notes of some orders, oldest first. */
export async function findOrderNotes(db: Executor, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ orderId: orderNotes.orderId, note: orderNotes.note, createdAt: orderNotes.createdAt })
    .from(orderNotes)
    .where(inArray(orderNotes.orderId, [...orderIds]))
    .orderBy(asc(orderNotes.orderId), asc(orderNotes.createdAt), asc(orderNotes.id));
}

/** The stone lines of some orders, in their order on each order. */
export async function findOrderItems(db: Executor, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
}

const changerMember = alias(teamMembers, 'changer_member');

/**
 * The status history of some orders, oldest first, with the name of who made each change: the team
 * member's name, 'Owner' for a login that is not a team member (the showroom owner), null when the
 * login was deleted.
 */
export async function findOrderHistory(db: Executor, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orderStatusChanges.orderId,
      fromStatus: orderStatusChanges.fromStatus,
      toStatus: orderStatusChanges.toStatus,
      changedAt: orderStatusChanges.changedAt,
      changedBy: sql<
        string | null
      >`coalesce(${changerMember.name}, case when ${users.id} is not null then 'Owner' end)`,
    })
    .from(orderStatusChanges)
    .leftJoin(users, eq(users.id, orderStatusChanges.changedByUserId))
    .leftJoin(changerMember, eq(changerMember.userId, users.id))
    .where(inArray(orderStatusChanges.orderId, [...orderIds]))
    .orderBy(
      asc(orderStatusChanges.orderId),
      asc(orderStatusChanges.changedAt),
      // The placement (no from status) comes first when several changes share one instant.
      sql`${orderStatusChanges.fromStatus} is not null`,
      asc(orderStatusChanges.id),
    );
}
