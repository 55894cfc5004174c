/** Fewer full periods than this and a trend says nothing: the prediction says so instead. */
export const MIN_PREDICTION_PERIODS = 4;
/** How many full periods a prediction looks back at most. */
export const PREDICTION_LOOKBACK = 8;
/** The nominal coverage of the interval a prediction states, in percent. */
export const PREDICTION_INTERVAL_PERCENT = 80;

/** Two-sided 80 % Student t quantiles by degrees of freedom (1 to 10; beyond, 1.3 is close). */
const T80 = [3.078, 1.886, 1.638, 1.533, 1.476, 1.44, 1.415, 1.397, 1.383, 1.372];

export type Forecast =
  | {
      kind: 'forecast';
      likely: number;
      min: number;
      max: number;
      /** The interval's nominal coverage in percent (the chance the next value falls inside it). */
      confidence: number;
      /** How many full periods the line was fitted on. */
      periods: number;
      /** Fitted change per period. */
      slope: number;
    }
  | { kind: 'insufficient'; periods: number; needed: number };

/**
 * The next period's value from a least-squares line through the previous full periods (oldest
 * first), with an 80 % prediction interval from the residuals:
 *   likely = a + b·n, half-width = t(0.9, n−2) · s · √(1 + 1/n + (n − x̄)² / Sxx),
 * s² = Σ residual² ÷ (n − 2). Values below zero cannot happen (no negative sales), so the bounds
 * are cut at 0. With fewer than four periods it answers 'insufficient' rather than a number.
 */
export function linearTrendForecast(history: readonly number[]): Forecast {
  const n = history.length;
  if (n < MIN_PREDICTION_PERIODS) return { kind: 'insufficient', periods: n, needed: MIN_PREDICTION_PERIODS };
  const xMean = (n - 1) / 2;
  const yMean = history.reduce((sum, y) => sum + y, 0) / n;
  let sxx = 0;
  let sxy = 0;
  history.forEach((y, x) => {
    sxx += (x - xMean) ** 2;
    sxy += (x - xMean) * (y - yMean);
  });
  const slope = sxy / sxx;
  const intercept = yMean - slope * xMean;
  const residualSquares = history.reduce((sum, y, x) => sum + (y - (intercept + slope * x)) ** 2, 0);
  const s = Math.sqrt(residualSquares / (n - 2));
  const t = T80[n - 3] ?? 1.3;
  const halfWidth = t * s * Math.sqrt(1 + 1 / n + (n - xMean) ** 2 / sxx);
  const likely = Math.max(0, intercept + slope * n);
  return {
    kind: 'forecast',
    likely,
    min: Math.max(0, intercept + slope * n - halfWidth),
    max: Math.max(0, intercept + slope * n + halfWidth),
    confidence: PREDICTION_INTERVAL_PERCENT,
    periods: n,
    slope,
  };
}
