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
  /** Percent change from the previous period, one decimal. */
  change: number;
  changeType: ChangeType;
}

/**
 * Change vs last period in percent: (current − previous) ÷ previous × 100. From nothing to
 * something is shown as +100 % (there is no finite ratio), and nothing to nothing as 0 %.
 * An unchanged figure counts as an increase so the card shows no false alarm.
 */
export function percentChange(current: number, previous: number): Change {
  const change =
    previous === 0
      ? current > 0
        ? 100
        : 0
      : roundPercent(((current - previous) / Math.abs(previous)) * 100);
  // Adding 0 turns a rounded -0 into 0.
  return { change: change + 0, changeType: current < previous ? 'decrease' : 'increase' };
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
