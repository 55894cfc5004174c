import type { TOrderStats } from '@stonetool/contracts/showroom-orders';
import { ORDER_STATUSES } from '@stonetool/domain/orders/order-status';
import type { ReactNode } from 'react';
import { StatCard } from '../../stat-card';
import { TextField } from '../../text-field';
import { SelectField } from '../../select-field';
import type { OrderFiltersInput } from './api/get-showroom-orders';
import { formatDollars, ORDER_STATUS_LABELS } from './order-format';

const statusOptions = [
  { value: 'all', label: 'All Statuses' },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] })),
];

/** The seven stat cards of the orders lists (spec 03 section 2): total, revenue and each status. */
export function OrderStatsCards({ stats }: { stats: TOrderStats }) {
  return (
    <section aria-label="Order statistics">
      {/* Revenue takes two columns (eight in all at lg); dense packing fills the gap it leaves on a phone. */}
      <dl className="grid grid-flow-row-dense grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-8">
        <StatCard label="Total Orders" value={stats.total_orders} />
        <StatCard label="Total Revenue" value={formatDollars(stats.total_revenue)} wide />
        {ORDER_STATUSES.map((status) => (
          <StatCard key={status} label={ORDER_STATUS_LABELS[status]} value={stats[status]} />
        ))}
      </dl>
    </section>
  );
}

/**
 * The filters of the orders lists: search, status, from and to dates and Clear Filters; the admin
 * list puts its showroom choice first (`leading`).
 */
export function OrderFiltersForm({
  filters,
  onChange,
  onClear,
  leading,
}: {
  filters: OrderFiltersInput;
  onChange: (patch: Partial<OrderFiltersInput>) => void;
  onClear: () => void;
  leading?: ReactNode;
}) {
  return (
    <form
      className={`card grid gap-3 p-4 sm:grid-cols-2 lg:items-end ${leading ? 'lg:grid-cols-6' : 'lg:grid-cols-5'}`}
      aria-label="Order filters"
      onSubmit={(event) => event.preventDefault()}
    >
      {leading}
      <TextField
        label="Search"
        type="search"
        placeholder="Customer, email or quote number"
        value={filters.search}
        onChange={(event) => onChange({ search: event.target.value })}
      />
      <SelectField
        label="Status"
        options={statusOptions}
        value={filters.status}
        onChange={(event) => onChange({ status: event.target.value as OrderFiltersInput['status'] })}
      />
      <TextField
        label="From Date"
        type="date"
        value={filters.dateFrom}
        max={filters.dateTo || undefined}
        onChange={(event) => onChange({ dateFrom: event.target.value })}
      />
      <TextField
        label="To Date"
        type="date"
        value={filters.dateTo}
        min={filters.dateFrom || undefined}
        onChange={(event) => onChange({ dateTo: event.target.value })}
      />
      <button type="button" className="btn btn-secondary" onClick={onClear}>
        Clear Filters
      </button>
    </form>
  );
}
