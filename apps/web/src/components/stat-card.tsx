import type { ReactNode } from 'react';

/**
 * One figure of a row of totals, as a term and its value inside the row's <dl>. `wide` spans two
 * grid columns and never breaks the value, for a figure such as a dollar total that must not wrap
 * mid-number.
 */
export function StatCard({
  label,
  value,
  wide = false,
}: {
  label: string;
  value: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={`card min-w-0 p-4 ${wide ? 'col-span-2' : ''}`}>
      <dt className="text-sm text-stone-700">{label}</dt>
      <dd className={`mt-1 text-xl font-bold text-stone-900 ${wide ? 'whitespace-nowrap' : 'break-words'}`}>
        {value}
      </dd>
    </div>
  );
}
