import type { TAdminAnalyticsResponse } from '@stonetool/contracts/admin-analytics';
import type { TShowroomRevenueTargetsResponse } from '@stonetool/contracts/analytics';
import { ColumnHeader, DataTable } from '../../../components/data-table';
import { LogoImage } from '../../../components/layout/logo-image';
import { changeText } from '@stonetool/domain/analytics/ratios';
import { formatPercent } from '../../../components/back-office/analytics/analytics-format';
import { TargetProgressBar } from '../../../components/back-office/analytics/progress-bar';
import { formatDollars } from '../../../components/back-office/orders/order-format';

type Breakdown = TAdminAnalyticsResponse['showroomBreakdown'][number];
type RevenueTarget = TShowroomRevenueTargetsResponse['targets'][number];

const headings = [
  'Showroom',
  'Revenue',
  'Profit',
  'Margin',
  'Target',
  'Progress',
  'Orders',
  'Conversion',
  'Growth',
  'Actions',
] as const;

/**
 * The Showrooms tab's comparison table (spec 03 section 2): Showroom (logo, name, e-mail), Revenue,
 * Profit, Margin, Target, Progress, Orders, Conversion, Growth, Actions (Set Target or Edit Target,
 * and the showroom's own CSV export).
 */
export function ShowroomsTable({
  rows,
  targets,
  exporting,
  onSetTarget,
  onExport,
}: {
  rows: readonly Breakdown[];
  targets: readonly RevenueTarget[];
  exporting: boolean;
  onSetTarget: (row: Breakdown, target: RevenueTarget | undefined) => void;
  onExport: (row: Breakdown) => void;
}) {
  if (rows.length === 0) return <p className="text-stone-700">No showrooms match these filters.</p>;
  const targetOf = new Map(targets.map((target) => [target.showroom_id, target]));
  return (
    <DataTable
      label="Showrooms comparison"
      head={headings.map((heading) => (
        <ColumnHeader key={heading} nowrap>
          {heading}
        </ColumnHeader>
      ))}
    >
      {rows.map((row) => {
        const target = targetOf.get(row.showroom.id);
        return (
          <tr key={row.showroom.id}>
            <th scope="row" className="px-3 py-2 text-left font-normal">
              <div className="flex items-center gap-2">
                {row.showroom.logo_url ? (
                  <LogoImage src={row.showroom.logo_url} alt="" className="h-8 w-8 rounded object-contain" />
                ) : null}
                <div>
                  <div className="font-medium text-stone-900">{row.showroom.name}</div>
                  <div className="text-xs break-all text-stone-600">{row.showroom.email}</div>
                </div>
              </div>
            </th>
            <td className="px-3 py-2 whitespace-nowrap">{formatDollars(row.revenue)}</td>
            <td className="px-3 py-2 whitespace-nowrap">{formatDollars(row.analytics.profit.current)}</td>
            <td className="px-3 py-2">{formatPercent(row.analytics.profit.margin)}</td>
            <td className="px-3 py-2 whitespace-nowrap">
              {target ? formatDollars(target.target_value) : '—'}
            </td>
            <td className="min-w-32 px-3 py-2">
              {target ? (
                <TargetProgressBar target={target} label={`${row.showroom.name} target progress`} />
              ) : (
                '—'
              )}
            </td>
            <td className="px-3 py-2">{row.orders.toLocaleString('en-US')}</td>
            <td className="px-3 py-2">{formatPercent(row.conversionRate)}</td>
            <td className="px-3 py-2">{changeText(row.growth)}</td>
            <td className="px-3 py-2">
              <div className="flex gap-2">
                <button
                  type="button"
                  className="btn btn-secondary min-h-9 px-3 py-1 whitespace-nowrap"
                  aria-label={`${target ? 'Edit Target' : 'Set Target'} for ${row.showroom.name}`}
                  onClick={() => onSetTarget(row, target)}
                >
                  {target ? 'Edit Target' : 'Set Target'}
                </button>
                <button
                  type="button"
                  className="btn btn-secondary min-h-9 px-3 py-1 whitespace-nowrap"
                  aria-label={`Export ${row.showroom.name} CSV`}
                  disabled={exporting}
                  onClick={() => onExport(row)}
                >
                  Export
                </button>
              </div>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
