import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface ChartBar {
  label: string;
  value: number;
}

/**
 * A bar chart for people who would rather look than read, with the same figures as a table for
 * screen readers (the chart itself is hidden from them, spec 03 issue 14 "The screens").
 */
export function BarChartWithTable({
  title,
  valueLabel,
  bars,
  format,
  layout = 'vertical',
  hiddenTable = true,
}: {
  title: string;
  valueLabel: string;
  bars: readonly ChartBar[];
  format: (value: number) => string;
  /** 'vertical' draws upright columns; 'horizontal' draws bars across (long labels). */
  layout?: 'vertical' | 'horizontal';
  /** False when a table on the screen already shows the same figures to everyone. */
  hiddenTable?: boolean;
}) {
  const across = layout === 'horizontal';
  return (
    <figure className="relative min-w-0">
      <figcaption className="sr-only">{title}</figcaption>
      <div aria-hidden="true" className="h-56 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={[...bars]}
            layout={across ? 'vertical' : 'horizontal'}
            margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="#e7e5e4" />
            {across ? (
              <>
                <XAxis type="number" tickFormatter={format} tick={{ fontSize: 12, fill: '#44403c' }} />
                <YAxis type="category" dataKey="label" width={110} tick={{ fontSize: 12, fill: '#44403c' }} />
              </>
            ) : (
              <>
                <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#44403c' }} />
                <YAxis tickFormatter={format} width={64} tick={{ fontSize: 12, fill: '#44403c' }} />
              </>
            )}
            <Tooltip formatter={(value) => format(Number(value))} />
            <Bar dataKey="value" name={valueLabel} fill="#0f766e" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      {/* A table keeps its content width, so the hiding box is a div around it. */}
      {hiddenTable ? (
        <div className="sr-only">
          <table>
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">{valueLabel}</th>
              </tr>
            </thead>
            <tbody>
              {bars.map((bar) => (
                <tr key={bar.label}>
                  <th scope="row">{bar.label}</th>
                  <td>{format(bar.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </figure>
  );
}
