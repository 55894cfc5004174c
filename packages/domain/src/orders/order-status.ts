/** Order statuses of spec 03 section 4, in the order an order normally passes through them. */
export const ORDER_STATUSES = ['pending', 'processing', 'completed', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Status names as people read them, on screen and in e-mails ("Processing", never "processing"). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  completed: 'Completed',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** Spec 03 section 4: delivered and cancelled are final; no action is offered on them. */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['delivered', 'cancelled'];

/** An order in a final status can no longer change (spec 03 section 4). */
export function isFinalOrderStatus(status: OrderStatus): boolean {
  return FINAL_ORDER_STATUSES.includes(status);
}

/**
 * The statuses an order may move to from `from`. Spec 03 section 4 lets the showroom pick any
 * status from the row dropdown until the order is delivered or cancelled, so every other status is
 * allowed from an open one — including a step back (processing to pending after a mistaken click)
 * and a skip (pending to delivered for a will-call pickup). Final statuses allow nothing, and a
 * status never "moves" to itself.
 */
export function allowedOrderStatusTransitions(from: OrderStatus): OrderStatus[] {
  if (isFinalOrderStatus(from)) return [];
  return ORDER_STATUSES.filter((status) => status !== from);
}

/** Whether an order in status `from` may be moved to `to` (see allowedOrderStatusTransitions). */
export function canTransitionOrderStatus(from: OrderStatus, to: OrderStatus): boolean {
  return allowedOrderStatusTransitions(from).includes(to);
}
