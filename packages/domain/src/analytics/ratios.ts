import { scaleCents } from '../money';

/** A percentage rounded to one decimal, as the cards show it. */
export function roundPercent(value: number): number {
  return Math.round(value * 10) / 10;
}

/** `part` as a percentage of `whole`, one decimal; 0 when there is no whole to compare with. */
function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : roundPercent((part / whole) * 100);
}

export type ChangeType = 'increase' | 'decrease';

export interface Change {
  /** Percent change from the previous period, one decimal; null when there is no earlier figure. */
  change: number | null;
  changeType: ChangeType;
}

/** What the screen, the PDF and the CSV say when the last period had nothing to compare with. */
export const NO_EARLIER_PERIOD = 'no earlier period';

/**
 * Change vs last period in percent: (current − previous) ÷ previous × 100. From nothing to
 * something has no finite ratio: the change is null ("no earlier period"), never a made-up +100 %.
 * Nothing to nothing is 0 %. An unchanged figure counts as an increase so the card shows no false
 * alarm.
 */
export function percentChange(current: number, previous: number): Change {
  const changeType: ChangeType = current < previous ? 'decrease' : 'increase';
  if (previous === 0) return { change: current === 0 ? 0 : null, changeType };
  // Adding 0 turns a rounded -0 into 0.
  return { change: roundPercent(((current - previous) / Math.abs(previous)) * 100) + 0, changeType };
}

/** A change as the screens and reports write it: "+12.5%", "-3%", "0%", or "no earlier period". */
export function changeText(change: number | null): string {
  if (change === null) return NO_EARLIER_PERIOD;
  return `${change > 0 ? '+' : ''}${change.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
}

/** Profit margin in percent: profit ÷ net sales (revenue before sales tax) × 100. */
export function marginPercent(profitCents: number, netSalesCents: number): number {
  return percentOf(profitCents, netSalesCents);
}

/** Spec 03 section 2: conversion rate is orders over consultations, in percent. */
export function conversionRate(orders: number, consultations: number): number {
  return percentOf(orders, consultations);
}

/** Average order value in whole cents (0 without orders). */
export function averageOrderCents(revenueCents: number, orders: number): number {
  return orders === 0 ? 0 : scaleCents(revenueCents, [], [orders]);
}
