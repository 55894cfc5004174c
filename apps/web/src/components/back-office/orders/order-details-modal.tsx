import type { TShowroomOrder } from '@stonetool/contracts/showroom-orders';
import type { ReactNode } from 'react';
import { Modal } from '../../modal';
import {
  formatDollars,
  formatOrderDay,
  formatRole,
  formatSquareFeet,
  ORDER_STATUS_LABELS,
} from './order-format';

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A titled part of the order details. */
export function OrderSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-5">
      <h3 className="text-base font-semibold text-stone-900">{title}</h3>
      <div className="mt-2 text-sm text-stone-800">{children}</div>
    </section>
  );
}

function Line({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-0.5">
      <dt className="text-stone-700">{label}</dt>
      <dd className="text-right font-medium">{value}</dd>
    </div>
  );
}

/** The button of an orders table's row that opens its order details, named with the order number. */
export function ViewDetailsButton({ quoteNumber, onView }: { quoteNumber: string; onView: () => void }) {
  return (
    <button
      type="button"
      className="btn btn-secondary min-h-9 px-3 py-1 whitespace-nowrap"
      aria-label={`View details of order ${quoteNumber}`}
      onClick={onView}
    >
      View Details
    </button>
  );
}

/**
 * The order details (spec 03 section 2): status, customer, stones, pricing breakdown, delivery,
 * the timeline of status changes (who, when, from, to) and notes. The showroom's Orders tab puts
 * its status dropdown in `status`; the admin's puts the status and who may change it, and adds
 * sections (dated notes, payment files) as `more`.
 */
export function OrderDetailsModal<O extends TShowroomOrder>({
  order,
  message,
  status,
  more,
  onClose,
}: {
  order: O | null;
  message: ReactNode;
  status: (order: O) => ReactNode;
  more?: (order: O) => ReactNode;
  onClose: () => void;
}) {
  return (
    <Modal
      open={order !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={order ? `Order ${order.quote_number}` : 'Order'}
      size="wide"
    >
      {order ? (
        <div>
          {message}
          <div className="flex flex-wrap items-center gap-3">
            <span className="text-sm text-stone-700">Placed {formatOrderDay(order.order_date)}</span>
            <span className="text-sm text-stone-700">
              by {order.placed_by} ({formatRole(order.salesperson_role)})
            </span>
          </div>
          <OrderSection title="Status">{status(order)}</OrderSection>
          <OrderSection title="Customer">
            <p>
              {order.customer.first_name} {order.customer.last_name}
              {order.customer.company ? `, ${order.customer.company}` : ''}
            </p>
            <p className="break-all">{order.customer.email}</p>
            {order.customer.phone ? <p>{order.customer.phone}</p> : null}
          </OrderSection>
          <OrderSection title="Stone Details">
            <ul className="space-y-1">
              {order.items.map((item, index) => (
                <li key={index}>
                  {item.brand} {item.color} ({item.type}, {item.thickness}, {item.finish}):{' '}
                  {item.quantity_slabs} {item.quantity_slabs === 1 ? 'slab' : 'slabs'},{' '}
                  {formatSquareFeet(item.quantity)}, {formatDollars(item.line_total)}
                </li>
              ))}
            </ul>
          </OrderSection>
          <OrderSection title="Pricing Breakdown">
            <dl>
              <Line label="Material" value={formatDollars(order.pricing_breakdown.material_cost)} />
              {order.pricing_breakdown.discount > 0 ? (
                <Line label="Discount" value={`−${formatDollars(order.pricing_breakdown.discount)}`} />
              ) : null}
              <Line label="Tax" value={formatDollars(order.pricing_breakdown.tax)} />
              <Line label="Delivery" value={formatDollars(order.pricing_breakdown.delivery)} />
              {order.pricing_breakdown.fabrication_cost > 0 ? (
                <Line label="Fabrication" value={formatDollars(order.pricing_breakdown.fabrication_cost)} />
              ) : null}
              {order.pricing_breakdown.additional_costs > 0 ? (
                <Line label="Additional" value={formatDollars(order.pricing_breakdown.additional_costs)} />
              ) : null}
              <Line label="Total" value={formatDollars(order.pricing_breakdown.total)} />
              {order.wholesale_cost !== null ? (
                <Line label="Wholesale Cost" value={formatDollars(order.wholesale_cost)} />
              ) : null}
            </dl>
          </OrderSection>
          <OrderSection title="Delivery Information">
            {order.delivery.method === 'will_call' ? (
              <p>Will call (picked up at the showroom)</p>
            ) : (
              <p>
                {[
                  order.delivery.street_address,
                  order.delivery.city,
                  order.delivery.state,
                  order.delivery.zip_code,
                ]
                  .filter(Boolean)
                  .join(', ')}
              </p>
            )}
            {order.delivery.delivery_date ? (
              <p>Requested {formatOrderDay(order.delivery.delivery_date)}</p>
            ) : null}
          </OrderSection>
          <OrderSection title="Timeline">
            <ol aria-label="Status timeline" className="space-y-2 border-l-2 border-stone-200 pl-4">
              {order.history.map((entry, index) => (
                <li key={index}>
                  <p className="font-medium">
                    {entry.from_status
                      ? `${ORDER_STATUS_LABELS[entry.from_status]} → ${ORDER_STATUS_LABELS[entry.to_status]}`
                      : `Order placed (${ORDER_STATUS_LABELS[entry.to_status]})`}
                  </p>
                  <p className="text-stone-700">
                    {timeFormat.format(new Date(entry.changed_at))}
                    {entry.changed_by ? ` by ${entry.changed_by}` : ''}
                  </p>
                </li>
              ))}
            </ol>
          </OrderSection>
          {order.notes ? (
            <OrderSection title="Notes">
              <p className="whitespace-pre-line">{order.notes}</p>
            </OrderSection>
          ) : null}
          {more?.(order)}
        </div>
      ) : null}
    </Modal>
  );
}
