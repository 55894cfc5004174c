import type { OrderStatus } from '../orders/order-status';

/**
 * What Business Analytics counts as a sale, a fulfilled sale and a buyer (spec 03 sections 2 and
 * 4). Written once here: the database's functions analytics_is_sale, analytics_is_fulfilled and
 * analytics_buyer_key are generated from these (packages/db/src/analytics-rules-sql.ts, migration
 * 0017), and every figure, rollup trigger and the Orders and Payments tabs call those.
 */

/** A cancelled order brought no money: every order in another status is a sale. */
export const CANCELLED_ORDER_STATUS: OrderStatus = 'cancelled';

/** A sale the customer has received. */
export const FULFILLED_ORDER_STATUSES: readonly OrderStatus[] = ['completed', 'delivered'];

export function isSale(status: OrderStatus): boolean {
  return status !== CANCELLED_ORDER_STATUS;
}

export function isFulfilledSale(status: OrderStatus): boolean {
  return isSale(status) && FULFILLED_ORDER_STATUSES.includes(status);
}

/** The two fields of an order a buyer is known by. */
export interface BuyerFields {
  customerId: string | null;
  customerEmail: string | null;
}

/**
 * The buyer of an order: its customer record, or, for an order without one, its e-mail lower-cased
 * (the same person typing their address in another case is one buyer). Null when it has neither.
 */
export function buyerKey(order: BuyerFields): string | null {
  return order.customerId ?? order.customerEmail?.toLowerCase() ?? null;
}

/**
 * Whether a buyer key is an e-mail rather than a customer record's id (a UUID never holds an '@'):
 * such a buyer may have bought in several showrooms, so the platform merges their rows.
 */
export function isEmailBuyerKey(key: string): boolean {
  return key.includes('@');
}
