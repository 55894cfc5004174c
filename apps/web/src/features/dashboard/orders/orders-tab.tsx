import type { TOrderStatus, TShowroomOrder } from '@stonetool/contracts/showroom-orders';
import { isFinalOrderStatus } from '@stonetool/domain/orders/order-status';
import { useState } from 'react';
import { Alert } from '../../../components/alert';
import { ActionsHeader, ColumnHeader, DataTable } from '../../../components/data-table';
import { useSettledText } from '../../../lib/use-settled-text';
import {
  NO_ORDER_FILTERS,
  useShowroomOrders,
  type OrderFiltersInput,
} from '../../../components/back-office/orders/api/get-showroom-orders';
import { downloadOrderPdf } from './api/download-order-pdf';
import { useUpdateOrderStatus } from './api/update-order-status';
import { FinalStatusDialog } from './final-status-dialog';
import {
  OrderDetailsModal,
  ViewDetailsButton,
} from '../../../components/back-office/orders/order-details-modal';
import { OrderFiltersForm, OrderStatsCards } from '../../../components/back-office/orders/order-filters';
import {
  describeStones,
  formatDollars,
  formatOrderDay,
  formatRole,
  formatSquareFeet,
  HOW_ORDERS_ARRIVE,
  latestNote,
  ORDER_STATUS_LABELS,
} from '../../../components/back-office/orders/order-format';
import { OrderStatusSelect } from '../../../components/back-office/orders/order-status-select';

type Outcome = { tone: 'success' | 'error'; text: string };

/**
 * On a phone the table scrolls sideways and Status is its eighth column: it stays pinned at the right
 * edge so each order's status can be read and changed without scrolling past every other column.
 */
const STATUS_CELL = 'max-md:sticky max-md:right-0 max-md:shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.25)]';

/**
 * The Orders tab (spec 03 section 2 item 4): seven stat cards over the orders matching the search
 * and dates, the filters with Clear Filters, the orders table with a status dropdown per open order,
 * and the details modal with the timeline. Messages in the spec's words (section 8).
 */
export function OrdersTab() {
  const [filters, setFilters] = useState<OrderFiltersInput>(NO_ORDER_FILTERS);
  const search = useSettledText(filters.search);
  const orders = useShowroomOrders({ ...filters, search });
  const update = useUpdateOrderStatus();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [openOrder, setOpenOrder] = useState<TShowroomOrder | null>(null);
  const [finalChange, setFinalChange] = useState<{ order: TShowroomOrder; status: TOrderStatus } | null>(
    null,
  );

  const data = orders.data;
  // The open order as last loaded (it may have left the filtered list after a status change).
  const shown = openOrder ? (data?.orders.find((order) => order.id === openOrder.id) ?? openOrder) : null;
  const canUpdate = data?.can_update_status ?? false;
  const showWholesale = data?.orders.some((order) => order.wholesale_cost !== null) ?? false;

  const changeStatus = (order: TShowroomOrder, status: TOrderStatus) => {
    setOutcome(null);
    update.mutate(
      { order_id: order.id, status, version: order.version },
      {
        onSuccess: (updated) => {
          setOutcome({
            tone: 'success',
            text: `Order status updated to ${ORDER_STATUS_LABELS[updated.status]}`,
          });
          setOpenOrder((current) => (current?.id === updated.id ? updated : current));
        },
        onError: (error) => setOutcome({ tone: 'error', text: error.message }),
      },
    );
  };

  // Delivered and cancelled cannot be undone: the owner confirms them first.
  const chooseStatus = (order: TShowroomOrder, status: TOrderStatus) =>
    isFinalOrderStatus(status) ? setFinalChange({ order, status }) : changeStatus(order, status);

  const set = (patch: Partial<OrderFiltersInput>) => setFilters((current) => ({ ...current, ...patch }));
  const message = outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null;

  return (
    <div className="space-y-6">
      {data ? <OrderStatsCards stats={data.stats} /> : null}

      <OrderFiltersForm filters={filters} onChange={set} onClear={() => setFilters(NO_ORDER_FILTERS)} />

      {orders.isError ? <Alert tone="error">{orders.error.message}</Alert> : null}
      {openOrder ? null : message}

      {orders.isPending ? (
        <p className="text-stone-700">Loading orders...</p>
      ) : data && data.orders.length === 0 ? (
        filters === NO_ORDER_FILTERS ? (
          <p className="rounded-xl border border-dashed border-stone-300 p-6 text-center text-stone-700">
            No orders yet. {HOW_ORDERS_ARRIVE}
          </p>
        ) : (
          <p className="text-stone-700">No orders found.</p>
        )
      ) : data ? (
        <DataTable
          label="Orders"
          caption={`Orders, newest first${latestNote(data.orders.length, data.stats.total_orders)}`}
          head={
            <>
              <ColumnHeader>Order Date</ColumnHeader>
              <ColumnHeader>Customer</ColumnHeader>
              <ColumnHeader>Placed By</ColumnHeader>
              <ColumnHeader>Stone Details</ColumnHeader>
              <ColumnHeader>Quantity</ColumnHeader>
              <ColumnHeader>Total</ColumnHeader>
              {showWholesale ? <ColumnHeader>Wholesale Cost</ColumnHeader> : null}
              <th scope="col" className={`bg-stone-50 px-3 py-2 ${STATUS_CELL}`}>
                Status
              </th>
              <ActionsHeader />
            </>
          }
        >
          {data.orders.map((order) => (
            <tr key={order.id}>
              <td className="px-3 py-2 whitespace-nowrap">
                {formatOrderDay(order.order_date)}
                <div className="text-xs text-stone-600">{order.quote_number}</div>
              </td>
              <td className="px-3 py-2">
                {order.customer_name}
                <div className="text-xs break-all text-stone-600">{order.customer_email}</div>
              </td>
              <td className="px-3 py-2">
                {order.placed_by}
                <div className="text-xs text-stone-600">{formatRole(order.salesperson_role)}</div>
              </td>
              <td className="px-3 py-2">{describeStones(order)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{formatSquareFeet(order.quantity)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{formatDollars(order.pricing_breakdown.total)}</td>
              {showWholesale ? (
                <td className="px-3 py-2 whitespace-nowrap">{formatDollars(order.wholesale_cost)}</td>
              ) : null}
              <td className={`bg-white px-3 py-2 ${STATUS_CELL}`}>
                <OrderStatusSelect
                  order={order}
                  canUpdate={canUpdate}
                  busy={update.isPending}
                  onChange={(status) => chooseStatus(order, status)}
                />
              </td>
              <td className="px-3 py-2">
                <ViewDetailsButton
                  quoteNumber={order.quote_number}
                  onView={() => {
                    setOutcome(null);
                    setOpenOrder(order);
                  }}
                />
              </td>
            </tr>
          ))}
        </DataTable>
      ) : null}

      <OrderDetailsModal
        order={shown}
        message={message}
        status={(order) => (
          <OrderStatusSelect
            order={order}
            canUpdate={canUpdate}
            busy={update.isPending}
            onChange={(status) => chooseStatus(order, status)}
          />
        )}
        more={(order) => (
          <button
            type="button"
            className="btn btn-secondary mt-5"
            onClick={() => {
              downloadOrderPdf(order.id, order.quote_number).catch((error: Error) =>
                setOutcome({ tone: 'error', text: error.message }),
              );
            }}
          >
            Download PDF
          </button>
        )}
        onClose={() => setOpenOrder(null)}
      />
      <FinalStatusDialog
        change={finalChange}
        onConfirm={() => {
          if (finalChange) changeStatus(finalChange.order, finalChange.status);
          setFinalChange(null);
        }}
        onClose={() => setFinalChange(null)}
      />
    </div>
  );
}
