import type { TAdminOrder } from '@stonetool/contracts/admin-orders';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/alert';
import { ActionsHeader, ColumnHeader, DataTable } from '../../../components/data-table';
import { Pager, SortHeaders, useSortedPage } from '../../../components/sortable-table';
import { TextField } from '../../../components/text-field';
import { useSettledText } from '../../../lib/use-settled-text';
import {
  OrderDetailsModal,
  OrderSection,
  ViewDetailsButton,
} from '../../../components/back-office/orders/order-details-modal';
import { OrderFiltersForm, OrderStatsCards } from '../../../components/back-office/orders/order-filters';
import {
  describeStones,
  formatDollars,
  formatOrderDay,
  formatSquareFeet,
  latestNote,
} from '../../../components/back-office/orders/order-format';
import { OrderStatusBadge } from '../../../components/back-office/orders/order-status-select';
import { PaymentFilesList } from '../../../components/back-office/payments/payment-files-list';
import { PaymentStatusBadge } from '../../../components/back-office/payments/payment-status-badge';
import { SelectField } from '../../../components/select-field';
import {
  findAdminOrder,
  LOAD_ADMIN_ORDERS_FAILED,
  NO_ADMIN_ORDER_FILTERS,
  useAdminOrders,
  type AdminOrderFiltersInput,
} from './api/get-admin-orders';

/** Spec 03 section 2: the admin cannot change an order's status. */
export const CONTACT_SHOWROOM = 'Please contact the showroom to update order status.';

const PAGE_SIZE = 25;
const noteTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const sortValues = {
  date: (order: TAdminOrder) => order.order_date,
  number: (order: TAdminOrder) => order.quote_number,
  showroom: (order: TAdminOrder) => order.showrooms.name,
  customer: (order: TAdminOrder) => order.customer_name,
  total: (order: TAdminOrder) => order.pricing_breakdown.total,
  status: (order: TAdminOrder) => order.status,
};

/**
 * The admin Orders tab (spec 03 section 2): stat cards and the top 5 showrooms by revenue over the
 * orders matching the filters, the filters with a showroom choice, Find Order by number, the
 * orders table (sortable, 25 a page) and the read-only order details with notes and receipts.
 */
export function AdminOrdersTab() {
  const [filters, setFilters] = useState<AdminOrderFiltersInput>(NO_ADMIN_ORDER_FILTERS);
  const search = useSettledText(filters.search);
  const orders = useAdminOrders({ ...filters, search });
  const data = orders.data;
  const table = useSortedPage(
    data?.orders ?? [],
    sortValues,
    { key: 'date', direction: 'descending' },
    PAGE_SIZE,
  );
  const [openOrder, setOpenOrder] = useState<TAdminOrder | null>(null);
  const [orderNumber, setOrderNumber] = useState('');
  const [finding, setFinding] = useState(false);
  const [findMessage, setFindMessage] = useState<string | null>(null);

  const set = (patch: Partial<AdminOrderFiltersInput>) => {
    setFilters((current) => ({ ...current, ...patch }));
    table.setPage(0);
  };

  const find = (event: FormEvent) => {
    event.preventDefault();
    if (!orderNumber.trim()) return;
    setFindMessage(null);
    setFinding(true);
    findAdminOrder(orderNumber)
      .then((order) => {
        if (order) setOpenOrder(order);
        else setFindMessage(`No order found with number ${orderNumber.trim()}`);
      })
      .catch(() => setFindMessage(LOAD_ADMIN_ORDERS_FAILED))
      .finally(() => setFinding(false));
  };

  const showroomOptions = [
    { value: 'all', label: 'All Showrooms' },
    ...(data?.showrooms ?? []).map((showroom) => ({ value: showroom.id, label: showroom.name })),
  ];

  return (
    <div className="space-y-6">
      {data ? <OrderStatsCards stats={data.stats} /> : null}

      {data ? (
        <section aria-labelledby="top-showrooms-heading" className="card p-4">
          <h3 id="top-showrooms-heading" className="font-semibold text-stone-900">
            Top 5 Showrooms by Revenue
          </h3>
          {data.top_showrooms.length === 0 ? (
            <p className="mt-2 text-sm text-stone-700">No orders found.</p>
          ) : (
            <ol className="mt-2 divide-y divide-stone-200 text-sm">
              {data.top_showrooms.map((showroom, index) => (
                <li key={showroom.id} className="flex flex-wrap justify-between gap-x-4 py-1.5">
                  <span className="min-w-0 break-words">
                    {index + 1}. {showroom.name}
                  </span>
                  <span className="text-stone-700">
                    {showroom.total_orders} {showroom.total_orders === 1 ? 'order' : 'orders'} ·{' '}
                    <span className="font-semibold text-stone-900">
                      {formatDollars(showroom.total_revenue)}
                    </span>
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>
      ) : null}

      <form className="card flex flex-wrap items-end gap-3 p-4" aria-label="Find order" onSubmit={find}>
        <TextField
          label="Order Number"
          className="min-w-0 flex-1"
          placeholder="QT-…"
          autoComplete="off"
          value={orderNumber}
          onChange={(event) => setOrderNumber(event.target.value)}
        />
        <button type="submit" className="btn btn-primary" disabled={finding || !orderNumber.trim()}>
          {finding ? 'Finding...' : 'Find Order'}
        </button>
        {findMessage ? (
          <p role="status" className="w-full text-sm text-stone-800">
            {findMessage}
          </p>
        ) : null}
      </form>

      <OrderFiltersForm
        filters={filters}
        onChange={set}
        onClear={() => set(NO_ADMIN_ORDER_FILTERS)}
        leading={
          <SelectField
            label="Showroom"
            options={showroomOptions}
            value={filters.showroomId}
            onChange={(event) => set({ showroomId: event.target.value })}
          />
        }
      />

      {orders.isError ? <Alert tone="error">{orders.error.message}</Alert> : null}

      {orders.isPending ? (
        <p className="text-stone-700">Loading orders...</p>
      ) : data && data.orders.length === 0 ? (
        <p className="text-stone-700">No orders found.</p>
      ) : data ? (
        <div className="space-y-3">
          <DataTable
            label="Orders"
            caption={`Orders of every showroom${latestNote(data.orders.length, data.stats.total_orders)}`}
            head={
              <>
                <SortHeaders
                  columns={[
                    ['date', 'Order Date'],
                    ['number', 'Order #'],
                    ['showroom', 'Showroom'],
                    ['customer', 'Customer'],
                  ]}
                  sort={table.sort}
                  onSort={table.sortBy}
                />
                <ColumnHeader>Stone Details</ColumnHeader>
                <SortHeaders
                  columns={[
                    ['total', 'Total'],
                    ['status', 'Status'],
                  ]}
                  sort={table.sort}
                  onSort={table.sortBy}
                />
                <ActionsHeader />
              </>
            }
          >
            {table.rows.map((order) => (
              <tr key={order.id}>
                <td className="px-3 py-2 whitespace-nowrap">{formatOrderDay(order.order_date)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{order.quote_number}</td>
                <td className="px-3 py-2">{order.showrooms.name}</td>
                <td className="px-3 py-2">
                  {order.customer_name}
                  <div className="text-xs break-all text-stone-600">{order.customer_email}</div>
                </td>
                <td className="px-3 py-2">
                  {describeStones(order)}
                  <div className="text-xs text-stone-600">{formatSquareFeet(order.quantity)}</div>
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {formatDollars(order.pricing_breakdown.total)}
                </td>
                <td className="px-3 py-2">
                  <OrderStatusBadge status={order.status} />
                </td>
                <td className="px-3 py-2">
                  <ViewDetailsButton quoteNumber={order.quote_number} onView={() => setOpenOrder(order)} />
                </td>
              </tr>
            ))}
          </DataTable>
          <Pager label="Orders pages" page={table.page} pageCount={table.pageCount} onPage={table.setPage} />
        </div>
      ) : null}

      <OrderDetailsModal
        order={openOrder}
        message={null}
        status={(order) => (
          <div className="space-y-2">
            <p>
              <OrderStatusBadge status={order.status} />{' '}
              <span className="text-stone-700">at {order.showrooms.name}</span>
            </p>
            <p
              role="note"
              className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900"
            >
              {CONTACT_SHOWROOM}
            </p>
          </div>
        )}
        more={(order) => (
          <>
            {order.order_notes.length > 0 ? (
              <OrderSection title="Order Notes">
                <ul className="space-y-2">
                  {order.order_notes.map((note, index) => (
                    <li key={index}>
                      <p className="text-xs text-stone-700">{noteTime.format(new Date(note.created_at))}</p>
                      <p className="whitespace-pre-line">{note.note}</p>
                    </li>
                  ))}
                </ul>
              </OrderSection>
            ) : null}
            <OrderSection title="Payment Receipts">
              {order.payment ? (
                <div className="space-y-2">
                  <p>
                    Supplier payment: <PaymentStatusBadge status={order.payment.payment_status} />
                  </p>
                  <PaymentFilesList paymentId={order.payment.id} scope="admin" />
                </div>
              ) : (
                <p>No payment record yet: the showroom has not synced this order.</p>
              )}
            </OrderSection>
          </>
        )}
        onClose={() => setOpenOrder(null)}
      />
    </div>
  );
}
