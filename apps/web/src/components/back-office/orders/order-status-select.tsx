import type { TOrderStatus, TShowroomOrder } from '@stonetool/contracts/showroom-orders';
import { allowedOrderStatusTransitions, isFinalOrderStatus } from '@stonetool/domain/orders/order-status';
import { ORDER_STATUS_LABELS } from './order-format';

const badgeTones: Record<TOrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  processing: 'bg-sky-100 text-sky-900',
  completed: 'bg-emerald-100 text-emerald-900',
  delivered: 'bg-teal-100 text-teal-900',
  cancelled: 'bg-stone-200 text-stone-800',
};

export function OrderStatusBadge({ status }: { status: TOrderStatus }) {
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${badgeTones[status]}`}>
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}

/**
 * The status of an order with the dropdown that changes it (spec 03 sections 2 and 4): hidden once
 * the order is delivered or cancelled, and for a caller the server would refuse; it offers the
 * statuses the domain rule allows.
 */
export function OrderStatusSelect({
  order,
  canUpdate,
  busy,
  onChange,
}: {
  order: TShowroomOrder;
  canUpdate: boolean;
  busy: boolean;
  onChange: (status: TOrderStatus) => void;
}) {
  if (!canUpdate || isFinalOrderStatus(order.status)) return <OrderStatusBadge status={order.status} />;
  const options = [order.status, ...allowedOrderStatusTransitions(order.status)];
  return (
    <select
      aria-label={`Status of order ${order.quote_number}`}
      className="field-input min-w-32 py-1"
      value={order.status}
      disabled={busy}
      onChange={(event) => onChange(event.target.value as TOrderStatus)}
    >
      {options.map((status) => (
        <option key={status} value={status}>
          {ORDER_STATUS_LABELS[status]}
        </option>
      ))}
    </select>
  );
}
