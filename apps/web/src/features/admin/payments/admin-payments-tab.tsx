import type { TAdminPaymentRecord, TShowroomPaymentOverview } from '@stonetool/contracts/admin-payments';
import { displayPaymentStatus } from '@stonetool/domain/payments/payment-status';
import { useState } from 'react';
import { Alert, LoadFailure } from '../../../components/alert';
import { ActionsHeader, ColumnHeader, DataTable } from '../../../components/data-table';
import { Pager, SortHeaders, useSortedPage } from '../../../components/sortable-table';
import { StatCard } from '../../../components/stat-card';
import type { PaymentFilter } from '../../../components/back-office/payments/api/get-payments';
import { ManagePaymentModal } from '../../../components/back-office/payments/manage-payment-modal';
import { PaymentFilterButtons } from '../../../components/back-office/payments/payment-filter-buttons';
import { formatDate, formatDollars } from '../../../components/back-office/payments/payment-format';
import { PaymentStatusBadge } from '../../../components/back-office/payments/payment-status-badge';
import { ViewOrderModal } from '../../../components/back-office/payments/view-order-modal';
import { useDetailedPayments, usePaymentsOverview } from './api/get-admin-payments';

const PAGE_SIZE = 25;

const overviewSort = {
  showroom: (row: TShowroomPaymentOverview) => row.showroom_name,
  orders: (row: TShowroomPaymentOverview) => row.total_orders,
  owed: (row: TShowroomPaymentOverview) => row.total_owed,
  paid: (row: TShowroomPaymentOverview) => row.paid_amount,
  pending: (row: TShowroomPaymentOverview) => row.pending_amount,
  overdue: (row: TShowroomPaymentOverview) => row.overdue_amount,
  last: (row: TShowroomPaymentOverview) => row.last_payment_date ?? '',
};

/** The overview (spec 03 section 2): four totals and one row per showroom with a Details button. */
function PaymentsOverview({ onDetails }: { onDetails: (showroom: TShowroomPaymentOverview) => void }) {
  const overview = usePaymentsOverview();
  const table = useSortedPage(
    overview.data?.overview ?? [],
    overviewSort,
    { key: 'showroom', direction: 'ascending' },
    PAGE_SIZE,
  );
  if (overview.isPending) return <p className="text-stone-700">Loading payments...</p>;
  if (overview.isError)
    return <LoadFailure message={overview.error.message} onRetry={() => void overview.refetch()} />;
  const { totals } = overview.data;
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Active Showrooms" value={String(totals.total_showrooms)} />
        <StatCard label="Total Orders" value={String(totals.total_orders)} />
        <StatCard label="Total Owed" value={formatDollars(totals.total_owed)} />
        <StatCard label="Total Paid" value={formatDollars(totals.paid_amount)} />
      </dl>
      {table.total === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 p-6 text-center text-stone-700">
          No payment data
        </p>
      ) : (
        <div className="space-y-3">
          <DataTable
            label="Payments by showroom"
            caption="What each showroom owes; overdue is unpaid past 30 days from the order"
            head={
              <>
                <SortHeaders
                  columns={[
                    ['showroom', 'Showroom'],
                    ['orders', 'Orders'],
                    ['owed', 'Owed'],
                    ['paid', 'Paid'],
                    ['pending', 'Pending'],
                    ['overdue', 'Overdue'],
                    ['last', 'Last Payment'],
                  ]}
                  sort={table.sort}
                  onSort={table.sortBy}
                />
                <ActionsHeader />
              </>
            }
          >
            {table.rows.map((row) => (
              <tr key={row.showroom_id}>
                <th scope="row" className="px-3 py-2 font-medium">
                  {row.showroom_name}
                </th>
                <td className="px-3 py-2">{row.total_orders}</td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDollars(row.total_owed)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDollars(row.paid_amount)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDollars(row.pending_amount)}</td>
                <td
                  className={`px-3 py-2 whitespace-nowrap ${row.overdue_amount > 0 ? 'font-semibold text-red-800' : ''}`}
                >
                  {formatDollars(row.overdue_amount)}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {row.last_payment_date ? formatDate(row.last_payment_date) : 'Never'}
                </td>
                <td className="px-3 py-2">
                  <button
                    type="button"
                    className="btn btn-secondary min-h-9 px-3 py-1"
                    aria-label={`Details of ${row.showroom_name}'s payments`}
                    onClick={() => onDetails(row)}
                  >
                    Details
                  </button>
                </td>
              </tr>
            ))}
          </DataTable>
          <Pager
            label="Showroom pages"
            page={table.page}
            pageCount={table.pageCount}
            onPage={table.setPage}
          />
        </div>
      )}
    </div>
  );
}

const detailedSort = {
  number: (row: TAdminPaymentRecord) => row.order_number,
  showroom: (row: TAdminPaymentRecord) => row.showrooms.name,
  customer: (row: TAdminPaymentRecord) => row.customer_name,
  amount: (row: TAdminPaymentRecord) => row.wholesale_amount,
  date: (row: TAdminPaymentRecord) => row.order_date,
  status: (row: TAdminPaymentRecord) => displayPaymentStatus(row.payment_status),
};

/**
 * The detailed view (spec 03 section 2): status filters, Clear Showroom Filter, one row per
 * record with View Order, and Manage until it is paid (a Paid badge instead).
 */
function DetailedPayments({
  showroom,
  onClearShowroom,
}: {
  showroom: { id: string; name: string } | null;
  onClearShowroom: () => void;
}) {
  const [filter, setFilter] = useState<PaymentFilter>('all');
  const payments = useDetailedPayments(showroom?.id ?? null, filter);
  const table = useSortedPage(
    payments.data?.payments ?? [],
    detailedSort,
    { key: 'date', direction: 'descending' },
    PAGE_SIZE,
  );
  const [viewing, setViewing] = useState<TAdminPaymentRecord | null>(null);
  const [managing, setManaging] = useState<TAdminPaymentRecord | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PaymentFilterButtons
          filter={filter}
          onChange={(next) => {
            setFilter(next);
            table.setPage(0);
          }}
        />
        {showroom ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-stone-800">
            Showroom: <span className="font-semibold">{showroom.name}</span>
            <button type="button" className="btn btn-secondary min-h-9 px-3" onClick={onClearShowroom}>
              Clear Showroom Filter
            </button>
          </p>
        ) : null}
      </div>
      {message ? <Alert tone="success">{message}</Alert> : null}
      {payments.isPending ? <p className="text-stone-700">Loading payments...</p> : null}
      {payments.isError ? (
        <LoadFailure message={payments.error.message} onRetry={() => void payments.refetch()} />
      ) : null}
      {payments.data && table.total === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 p-6 text-center text-stone-700">
          No payments found
        </p>
      ) : null}
      {payments.data && table.total > 0 ? (
        <div className="space-y-3">
          <DataTable
            label="Payment records"
            caption="Supplier payment records, newest order first"
            head={
              <>
                <SortHeaders
                  columns={[
                    ['number', 'Order #'],
                    ['showroom', 'Showroom'],
                    ['customer', 'Customer'],
                    ['status', 'Status'],
                    ['amount', 'Wholesale'],
                    ['date', 'Order Date'],
                  ]}
                  sort={table.sort}
                  onSort={table.sortBy}
                />
                <ColumnHeader>Payment</ColumnHeader>
                <ColumnHeader>Notes</ColumnHeader>
                <ActionsHeader />
              </>
            }
          >
            {table.rows.map((payment) => {
              const paid = displayPaymentStatus(payment.payment_status) === 'paid';
              return (
                <tr key={payment.id}>
                  <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap">
                    {payment.order_number}
                  </th>
                  <td className="px-3 py-2">{payment.showrooms.name}</td>
                  <td className="px-3 py-2">
                    {payment.customer_name}
                    <div className="text-xs break-all text-stone-600">{payment.customer_email}</div>
                  </td>
                  <td className="px-3 py-2">
                    <PaymentStatusBadge status={payment.payment_status} />
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDollars(payment.wholesale_amount)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDate(payment.order_date)}</td>
                  <td className="px-3 py-2 text-xs">
                    <div>{payment.payment_method ?? 'Not specified'}</div>
                    <div className="break-all">{payment.payment_reference ?? 'N/A'}</div>
                    <div>{formatDate(payment.payment_date)}</div>
                  </td>
                  <td className="px-3 py-2 text-xs break-words">{payment.notes ?? ''}</td>
                  <td className="px-3 py-2">
                    <div className="flex gap-2">
                      <button
                        type="button"
                        className="btn btn-secondary min-h-9 px-3 py-1 whitespace-nowrap"
                        aria-label={`View order ${payment.order_number}`}
                        onClick={() => setViewing(payment)}
                      >
                        View Order
                      </button>
                      {paid ? null : (
                        <button
                          type="button"
                          className="btn btn-secondary min-h-9 px-3 py-1"
                          aria-label={`Manage payment for order ${payment.order_number}`}
                          onClick={() => {
                            setMessage(null);
                            setManaging(payment);
                          }}
                        >
                          Manage
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </DataTable>
          <Pager label="Payment pages" page={table.page} pageCount={table.pageCount} onPage={table.setPage} />
        </div>
      ) : null}

      <ViewOrderModal
        payment={viewing}
        scope="admin"
        onOpenChange={(open) => (open ? null : setViewing(null))}
      />
      <ManagePaymentModal
        payment={managing}
        scope="admin"
        onOpenChange={(open) => (open ? null : setManaging(null))}
        onSaved={setMessage}
      />
    </div>
  );
}

/**
 * The admin Payments tab (spec 03 section 2): the overview of what each showroom owes, and the
 * detailed records, all showrooms or the one whose Details was chosen.
 */
export function AdminPaymentsTab() {
  const [view, setView] = useState<'overview' | 'detailed'>('overview');
  const [showroom, setShowroom] = useState<{ id: string; name: string } | null>(null);
  return (
    <div className="space-y-6">
      <div role="group" aria-label="Payments view" className="flex flex-wrap gap-2">
        {(
          [
            ['overview', 'Overview'],
            ['detailed', 'Detailed'],
          ] as const
        ).map(([value, label]) => (
          <button
            key={value}
            type="button"
            aria-pressed={view === value}
            className={`btn ${view === value ? 'btn-primary' : 'btn-secondary'}`}
            onClick={() => setView(value)}
          >
            {label}
          </button>
        ))}
      </div>
      {view === 'overview' ? (
        <PaymentsOverview
          onDetails={(row) => {
            setShowroom({ id: row.showroom_id, name: row.showroom_name });
            setView('detailed');
          }}
        />
      ) : (
        <DetailedPayments showroom={showroom} onClearShowroom={() => setShowroom(null)} />
      )}
    </div>
  );
}
