import type { TShowroomOrder } from '@stonetool/contracts/showroom-orders';
import { dollarsToCents, formatUsd } from '@stonetool/domain/money';

export { ORDER_STATUS_LABELS } from '@stonetool/domain/orders/order-status';

/** An amount the API gives in dollars, as US dollars with two decimals ($0.00 included). */
export function formatDollars(dollars: number | null): string {
  return dollars === null ? '—' : formatUsd(dollarsToCents(dollars));
}

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** The calendar day of an order, in UTC: the day the date filters match (docs/decisions/046-showroom-orders-the-orders-tab-and-its-api.md). */
export function formatOrderDay(iso: string): string {
  return dayFormat.format(new Date(iso));
}

/** "Caesarstone Pure White, 3cm, Polished" (+ "and 2 more stones" for multi-stone orders). */
export function describeStones(order: Pick<TShowroomOrder, 'stone_details' | 'items'>): string {
  const stone = order.stone_details;
  if (!stone) return '—';
  const main = `${stone.brand} ${stone.color}, ${stone.thickness}, ${stone.finish}`;
  const more = order.items.length - 1;
  return more > 0 ? `${main} and ${more} more ${more === 1 ? 'stone' : 'stones'}` : main;
}

/** Square feet with up to two decimals: "110.25 sq ft". */
export function formatSquareFeet(quantity: number): string {
  return `${quantity.toLocaleString('en-US', { maximumFractionDigits: 2 })} sq ft`;
}

/** A team role as shown beside the person's name: "salesperson" → "Salesperson". */
export function formatRole(role: string): string {
  return role.charAt(0).toUpperCase() + role.slice(1);
}

/** The end of an orders table's caption: " (the latest N)" when the server sent fewer than all. */
export function latestNote(shown: number, total: number): string {
  return shown < total ? ` (the latest ${shown})` : '';
}

/** How an order reaches the Orders and Payments tabs, for their empty states. */
export const HOW_ORDERS_ARRIVE =
  "Orders arrive here when you or your team check out a customer's cart in the catalog: Back to Catalog, add stones to the cart, then Proceed to Checkout.";
