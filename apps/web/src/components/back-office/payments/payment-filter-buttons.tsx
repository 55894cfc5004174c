import { PAYMENT_FILTERS, type PaymentFilter } from './api/get-payments';

const filterLabels: Record<PaymentFilter, string> = {
  all: 'All',
  unpaid: 'Unpaid',
  pending: 'Pending',
  paid: 'Paid',
};

/** The All / Unpaid / Pending / Paid buttons of the payments lists (spec 03 section 2). */
export function PaymentFilterButtons({
  filter,
  onChange,
}: {
  filter: PaymentFilter;
  onChange: (filter: PaymentFilter) => void;
}) {
  return (
    <div role="group" aria-label="Filter payments by status" className="flex flex-wrap gap-2">
      {PAYMENT_FILTERS.map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={filter === value}
          className={`btn ${filter === value ? 'btn-primary' : 'btn-secondary'}`}
          onClick={() => onChange(value)}
        >
          {filterLabels[value]}
        </button>
      ))}
    </div>
  );
}
