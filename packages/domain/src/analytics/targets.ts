import { scaleCents } from '../money';
import { roundPercent } from './ratios';

/** Spec 03 section 3: the metrics a showroom sets targets for; the platform sets the first three. */
export const TARGET_METRICS = ['revenue', 'profit', 'orders', 'conversion'] as const;
export type TargetMetric = (typeof TARGET_METRICS)[number];
export const SYSTEM_TARGET_METRICS = ['revenue', 'orders', 'conversion'] as const;
export type SystemTargetMetric = (typeof SYSTEM_TARGET_METRICS)[number];

/** Spec 03 section 9: suggested target +15 %; stretch factor 1.2 bounded 10 % to 20 %. */
export const SUGGESTED_TARGET_UPLIFT = 0.15;
export const STRETCH_FACTOR = 1.2;
export const STRETCH_BOUNDS = { min: 0.1, max: 0.2 } as const;
/** Spec 03 section 5: the conversion target suggested when there is no conversion to build on. */
export const DEFAULT_CONVERSION_SUGGESTION = 50;

/**
 * The uplift a suggestion adds (spec 03 section 5): 15 %, or, when the metric grew since the last
 * period, the growth rate × 1.2 clamped between 10 % and 20 %.
 */
export function suggestedUplift(current: number, previous: number): number {
  if (previous > 0 && current > previous) {
    const growth = (current - previous) / previous;
    return Math.min(STRETCH_BOUNDS.max, Math.max(STRETCH_BOUNDS.min, growth * STRETCH_FACTOR));
  }
  return SUGGESTED_TARGET_UPLIFT;
}

/**
 * Spec 03 section 5: suggested target = current value plus 15 %, or plus the clamped stretch when
 * the metric grew. Money in whole cents (rounded once), orders in whole orders (rounded up, so the
 * target is above today's figure), conversion in percent with one decimal, at most 100, and 50
 * when there is no conversion yet.
 */
export function suggestTarget(metric: TargetMetric, current: number, previous: number): number {
  const factor = 1 + suggestedUplift(current, previous);
  switch (metric) {
    case 'revenue':
    case 'profit':
      return scaleCents(current, [factor]);
    case 'orders':
      return Math.ceil(current * factor - 1e-9);
    case 'conversion':
      return current > 0 ? Math.min(100, roundPercent(current * factor)) : DEFAULT_CONVERSION_SUGGESTION;
  }
}

/** Spec 03 sections 4 and 9: at least 90 % green, at least 70 % yellow, else red. */
export const PROGRESS_THRESHOLDS = { green: 90, yellow: 70 } as const;
export type ProgressColor = 'green' | 'yellow' | 'red';

export interface TargetProgress {
  /** current ÷ target in percent, one decimal, not capped (130 means 30 % past the goal). */
  percent: number;
  /** The bar's fill: the percent capped at 100. */
  barPercent: number;
  color: ProgressColor;
}

/** Progress towards a target; a target of 0 or less is met by anything. */
export function targetProgress(current: number, target: number): TargetProgress {
  const percent = target > 0 ? roundPercent((current / target) * 100) : 100;
  const color: ProgressColor =
    percent >= PROGRESS_THRESHOLDS.green ? 'green' : percent >= PROGRESS_THRESHOLDS.yellow ? 'yellow' : 'red';
  return { percent, barPercent: Math.min(100, Math.max(0, percent)), color };
}
