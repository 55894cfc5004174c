import type { TAdminAnalyticsResponse } from '@stonetool/contracts/admin-analytics';
import { BarChartWithTable } from '../../../components/bar-chart-with-table';
import { ColumnHeader, DataTable } from '../../../components/data-table';
import { changeText } from '@stonetool/domain/analytics/ratios';
import { formatPercent } from '../../../components/back-office/analytics/analytics-format';
import { formatDollars } from '../../../components/back-office/orders/order-format';

const count = (value: number) => value.toLocaleString('en-US');

function SimpleTable({
  label,
  headings,
  rows,
}: {
  label: string;
  headings: readonly string[];
  rows: readonly { key: string; cells: readonly string[] }[];
}) {
  return (
    <DataTable
      label={label}
      head={headings.map((heading) => (
        <ColumnHeader key={heading} nowrap>
          {heading}
        </ColumnHeader>
      ))}
    >
      {rows.map((row) => (
        <tr key={row.key}>
          {row.cells.map((cell, index) =>
            index === 0 ? (
              <th key={index} scope="row" className="px-3 py-2 font-medium">
                {cell}
              </th>
            ) : (
              <td key={index} className="px-3 py-2 whitespace-nowrap">
                {cell}
              </td>
            ),
          )}
        </tr>
      ))}
    </DataTable>
  );
}

/**
 * The System Overview tab: top 5 showrooms, top 5 stones system-wide (with a chart), the profit
 * analysis block and the top 6 showrooms by profit with their margin (spec 03 section 2).
 */
export function SystemOverview({ analytics }: { analytics: TAdminAnalyticsResponse }) {
  const { systemMetrics, topPerformers } = analytics;
  const byProfit = [...analytics.showroomBreakdown]
    .sort((a, b) => b.analytics.profit.current - a.analytics.profit.current)
    .slice(0, 6);
  return (
    <div className="space-y-6">
      <section>
        <h4 className="mb-2 font-semibold text-stone-900">Top Showrooms</h4>
        {topPerformers.showrooms.length === 0 ? (
          <p className="text-sm text-stone-700">No showroom sold in this period.</p>
        ) : (
          <SimpleTable
            label="Top showrooms"
            headings={['Showroom', 'Orders', 'Conversion', 'Revenue', 'Growth']}
            rows={topPerformers.showrooms.map((showroom) => ({
              key: showroom.id,
              cells: [
                showroom.name,
                count(showroom.orders),
                formatPercent(showroom.conversionRate),
                formatDollars(showroom.revenue),
                changeText(showroom.growth),
              ],
            }))}
          />
        )}
      </section>

      <section>
        <h4 className="mb-2 font-semibold text-stone-900">Top Stones</h4>
        {topPerformers.stones.length === 0 ? (
          <p className="text-sm text-stone-700">No stone sold in this period.</p>
        ) : (
          <div className="space-y-3">
            <div className="rounded-lg border border-stone-200 bg-white p-4">
              <BarChartWithTable
                title="Revenue of the top stones system-wide, as the Top stones table below lists it"
                valueLabel="Revenue"
                bars={topPerformers.stones.map((stone) => ({
                  label: `${stone.brand} ${stone.color}`,
                  value: stone.revenue,
                }))}
                format={formatDollars}
                layout="horizontal"
                hiddenTable={false}
              />
            </div>
            <SimpleTable
              label="Top stones"
              headings={['Brand', 'Type', 'Color', 'Revenue', 'Quotes', 'Orders']}
              rows={topPerformers.stones.map((stone) => ({
                key: stone.id,
                cells: [
                  stone.brand,
                  stone.type,
                  stone.color,
                  formatDollars(stone.revenue),
                  count(stone.quotes),
                  count(stone.orders),
                ],
              }))}
            />
          </div>
        )}
      </section>

      <section className="rounded-lg border border-stone-200 bg-white p-4">
        <h4 className="font-semibold text-stone-900">Profit Analysis</h4>
        <dl className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-stone-700">Total profit</dt>
            <dd className="text-lg font-bold text-stone-900">
              {formatDollars(systemMetrics.profit.current)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-stone-700">Margin</dt>
            <dd className="text-lg font-bold text-stone-900">{formatPercent(systemMetrics.profit.margin)}</dd>
          </div>
          <div>
            <dt className="text-sm text-stone-700">Average profit per order</dt>
            <dd className="text-lg font-bold text-stone-900">
              {formatDollars(systemMetrics.profit.avgPerOrder)}
            </dd>
          </div>
        </dl>
        {byProfit.length > 0 ? (
          <div className="mt-4">
            <SimpleTable
              label="Top showrooms by profit"
              headings={['Showroom', 'Profit', 'Margin']}
              rows={byProfit.map((row) => ({
                key: row.showroom.id,
                cells: [
                  row.showroom.name,
                  formatDollars(row.analytics.profit.current),
                  formatPercent(row.analytics.profit.margin),
                ],
              }))}
            />
          </div>
        ) : null}
      </section>
    </div>
  );
}
