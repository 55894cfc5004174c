import { consultations, customers } from '@stonetool/db/schema/customers';
import { orders } from '@stonetool/db/schema/orders';
import { quotes } from '@stonetool/db/schema/quotes';
import { and, eq, exists, or, type SQL } from 'drizzle-orm';
import type { Executor } from '@stonetool/db/client';
import type { Principal } from '../auth/principal';
import { ownOrdersMemberId } from '../orders/find-orders';

/**
 * The team member whose own clients and quotes are all the caller may read, or undefined for the
 * whole showroom: the rule of orders (`read:all-orders`: the owner, a manager unless the owner turned
 * `managers_see_all_orders` off), since a client list carries the same names, e-mails and phones.
 * The platform admin reads the showroom it names.
 */
export function ownRecordsMemberId(principal: Principal): string | undefined {
  return principal.isAdmin ? undefined : ownOrdersMemberId(principal);
}

/** Quotes and carts the member made (credited to them); every quote when `memberId` is undefined. */
export function quoteVisibleTo(memberId: string | undefined): SQL | undefined {
  return memberId === undefined ? undefined : eq(quotes.createdByTeamMemberId, memberId);
}

/**
 * A member's own clients: those with a quote or cart they made, an order they placed or a
 * consultation credited to them. Customers have no owner of their own: a client belongs to whoever
 * works with them, and two salespeople can share one.
 */
export function customerVisibleTo(db: Executor, memberId: string | undefined): SQL | undefined {
  if (memberId === undefined) return undefined;
  const quoted = db
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(eq(quotes.customerId, customers.id), eq(quotes.createdByTeamMemberId, memberId)));
  const ordered = db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.customerId, customers.id), eq(orders.placedByTeamMemberId, memberId)));
  const consulted = db
    .select({ id: consultations.id })
    .from(consultations)
    .where(and(eq(consultations.customerId, customers.id), eq(consultations.salespersonId, memberId)));
  return or(exists(quoted), exists(ordered), exists(consulted));
}
