import type { ReactNode } from 'react';

/** One figure of a row of totals, as a term and its value inside the row's <dl>. */
export function StatCard({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="card min-w-0 p-4">
      <dt className="text-sm text-stone-700">{label}</dt>
      <dd className="mt-1 text-xl font-bold break-words text-stone-900">{value}</dd>
    </div>
  );
}
