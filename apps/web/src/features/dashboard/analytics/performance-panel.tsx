import type { TShowroomAnalyticsResponse } from '@stonetool/contracts/analytics';
import { BarChartWithTable } from '../../../components/bar-chart-with-table';
import { ColumnHeader, DataTable } from '../../../components/data-table';
import { countLabel } from '@stonetool/domain/count-label';
import { formatDollars } from '../../../components/back-office/orders/order-format';
import { formatPercent } from '../../../components/back-office/analytics/analytics-format';
import { MetricCard } from '../../../components/back-office/analytics/metric-card';

const count = (value: number) => value.toLocaleString('en-US');

/** Nothing happened in the period: no consultation, quote or order (spec 03 'No Data Available'). */
export function hasNoData(analytics: TShowroomAnalyticsResponse): boolean {
  return (
    analytics.metrics.revenue.current === 0 &&
    analytics.metrics.conversion.funnelData.every((stage) => stage.value === 0)
  );
}

function StoneList({
  title,
  rows,
}: {
  title: string;
  rows: readonly { name: string; brand: string; type: string; figure: string }[];
}) {
  return (
    <section className="rounded-lg border border-stone-200 bg-white p-4" aria-label={title}>
      <h4 className="font-semibold text-stone-900">{title}</h4>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-stone-700">None in this period.</p>
      ) : (
        <ol className="mt-2 space-y-2">
          {rows.map((row) => (
            <li key={`${row.brand}-${row.name}-${row.type}`} className="flex justify-between gap-3 text-sm">
              <span className="min-w-0">
                <span className="font-medium text-stone-900">{row.name}</span>
                <span className="block text-stone-700">
                  {row.brand} · {row.type}
                </span>
              </span>
              <span className="font-medium whitespace-nowrap text-stone-900">{row.figure}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * The Performance tab (spec 03 section 2 item 3): revenue, profit (only for those who may see
 * wholesale costs: the field is then absent), orders, new customers and conversion cards, the sales
 * funnel, the three stone lists and Team Member Performance.
 */
export function PerformancePanel({ analytics }: { analytics: TShowroomAnalyticsResponse }) {
  const { metrics, topPerformers } = analytics;
  return (
    <div className="space-y-6">
      <section aria-label="Key figures">
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
          <MetricCard
            label="Revenue"
            value={formatDollars(metrics.revenue.current)}
            change={metrics.revenue.change}
          />
          {metrics.profit ? (
            <MetricCard
              label="Profit"
              value={formatDollars(metrics.profit.current)}
              change={metrics.profit.change}
              detail={`Margin ${formatPercent(metrics.profit.margin)}`}
            />
          ) : null}
          <MetricCard
            label="Orders"
            value={count(metrics.orders.current)}
            detail={`${countLabel(metrics.orders.previous, 'order')} last period`}
          />
          <MetricCard
            label="New Customers"
            value={count(metrics.customers.new)}
            detail={`${count(metrics.customers.repeat)} repeat`}
          />
          <MetricCard
            label="Conversion Rate"
            value={formatPercent(metrics.conversion.rate)}
            detail={`${countLabel(metrics.conversion.orders, 'order')} from ${countLabel(metrics.conversion.consultations, 'consultation')}`}
          />
        </dl>
      </section>

      <section className="rounded-lg border border-stone-200 bg-white p-4">
        <h4 className="font-semibold text-stone-900">Sales Funnel</h4>
        <p className="text-sm text-stone-700">
          Accepted: the period’s quotes their client accepted through the quote link, won even before an order
          is placed.
        </p>
        <BarChartWithTable
          title="Sales funnel: consultations, quotes, quotes accepted by clients, orders and completed orders of the period"
          valueLabel="Count"
          bars={metrics.conversion.funnelData.map((stage) => ({ label: stage.stage, value: stage.value }))}
          format={count}
        />
      </section>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <StoneList
          title="Most Quoted Stones"
          rows={topPerformers.quoted.map((stone) => ({
            ...stone,
            figure: countLabel(stone.quotes, 'quote'),
          }))}
        />
        <StoneList
          title="Best Selling Stones"
          rows={topPerformers.sold.map((stone) => ({ ...stone, figure: countLabel(stone.orders, 'order') }))}
        />
        <StoneList
          title="Top Revenue Stones"
          rows={topPerformers.revenue.map((stone) => ({ ...stone, figure: formatDollars(stone.revenue) }))}
        />
      </div>

      {topPerformers.revenue.length > 0 ? (
        <section className="rounded-lg border border-stone-200 bg-white p-4">
          <h4 className="font-semibold text-stone-900">Top Revenue Stones Chart</h4>
          <BarChartWithTable
            title="Revenue by stone, top five of the period"
            valueLabel="Revenue"
            bars={topPerformers.revenue.map((stone) => ({ label: stone.name, value: stone.revenue }))}
            format={formatDollars}
            layout="horizontal"
          />
        </section>
      ) : null}

      <section aria-label="Team Member Performance">
        <h4 className="mb-2 font-semibold text-stone-900">Team Member Performance</h4>
        <DataTable
          label="Team members"
          head={['Team Member', 'Role', 'Orders', 'Revenue', 'Avg Order Value'].map((heading) => (
            <ColumnHeader key={heading}>{heading}</ColumnHeader>
          ))}
        >
          {analytics.teamMembers.map((member) => (
            <tr key={member.id}>
              <th scope="row" className="px-3 py-2 font-medium">
                {member.name}
              </th>
              <td className="px-3 py-2 capitalize">{member.role}</td>
              <td className="px-3 py-2">{count(member.orders)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{formatDollars(member.revenue)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{formatDollars(member.avgOrderValue)}</td>
            </tr>
          ))}
        </DataTable>
      </section>
    </div>
  );
}
