import { changeText } from '@stonetool/domain/analytics/ratios';

/**
 * One figure of an analytics dashboard: its name, value, and an optional change against the last
 * period (up arrow for an increase, spec 03 section 4; null when there was no earlier figure, which
 * gets no arrow) or a second line.
 */
export function MetricCard({
  label,
  value,
  change,
  detail,
}: {
  label: string;
  value: string;
  change?: number | null;
  detail?: string;
}) {
  return (
    <div className="rounded-lg border border-stone-200 bg-white p-4">
      <dt className="text-sm font-medium text-stone-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-stone-900">{value}</dd>
      {change === undefined ? null : change === null ? (
        <dd className="mt-1 text-sm font-medium text-stone-700">{changeText(change)}</dd>
      ) : (
        <dd className={`mt-1 text-sm font-medium ${change < 0 ? 'text-red-700' : 'text-emerald-800'}`}>
          <span aria-hidden="true">{change < 0 ? '↓' : '↑'} </span>
          {changeText(change)} vs last period
        </dd>
      )}
      {detail ? <dd className="mt-1 text-sm text-stone-700">{detail}</dd> : null}
    </div>
  );
}
