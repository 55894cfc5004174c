import type { TShowroomInsightsResponse } from '@stonetool/contracts/analytics';
import type { Executor } from '@stonetool/db/client';
import { periodLengthMs, trailingWindows, type AnalyticsPeriod } from '@stonetool/domain/analytics/periods';
import {
  linearTrendForecast,
  PREDICTION_LOOKBACK,
  type Forecast,
} from '@stonetool/domain/analytics/predictions';
import { countLabel } from '@stonetool/domain/count-label';
import type { FigureScope } from './figures/figure-scope';
import { historyStart } from './figures/history-start';
import { salesSeries } from './figures/sales-series';

const periodNames: Record<AnalyticsPeriod, string> = {
  today: 'day',
  week: '7-day period',
  month: '30-day period',
  year: '365-day period',
};

function describe(forecast: Forecast, period: AnalyticsPeriod): string {
  const name = periodNames[period];
  if (forecast.kind === 'insufficient') {
    return `Not enough history to predict: ${countLabel(forecast.periods, `full ${name}`)} of sales, at least ${forecast.needed} needed.`;
  }
  return `Linear trend (least squares) over the last ${forecast.periods} full ${name}s; the range is an ${forecast.confidence}% prediction interval from the scatter around the trend.`;
}

/**
 * Revenue and orders of the next period, from a linear trend over up to eight previous full
 * periods of the scope's own sales. Only periods wholly after the scope's history began count,
 * so a young showroom is told there is too little history rather than shown a trend from zeros.
 */
export async function predictSales(
  db: Executor,
  scope: FigureScope,
  period: AnalyticsPeriod,
  now: Date,
): Promise<TShowroomInsightsResponse['predictions']> {
  const since = await historyStart(db, scope);
  const available = since ? Math.floor((now.getTime() - since.getTime()) / periodLengthMs(period)) : 0;
  const windows = trailingWindows(period, now, Math.max(0, Math.min(PREDICTION_LOOKBACK, available)));
  const series = await salesSeries(db, scope, windows);
  const revenue = linearTrendForecast(series.map((point) => point.revenueCents));
  const orders = linearTrendForecast(series.map((point) => point.orders));
  return [
    {
      metric: 'revenue',
      confidence: revenue.kind === 'forecast' ? revenue.confidence : null,
      // Whole dollars, as the Insights tab shows money.
      prediction:
        revenue.kind === 'forecast'
          ? {
              min: Math.round(revenue.min / 100),
              max: Math.round(revenue.max / 100),
              likely: Math.round(revenue.likely / 100),
            }
          : null,
      basedOn: describe(revenue, period),
    },
    {
      metric: 'orders',
      confidence: orders.kind === 'forecast' ? orders.confidence : null,
      prediction:
        orders.kind === 'forecast'
          ? { min: Math.floor(orders.min), max: Math.ceil(orders.max), likely: Math.round(orders.likely) }
          : null,
      basedOn: describe(orders, period),
    },
  ];
}
