import { countLabel } from '../count-label';
import { formatWholeUsd } from '../money';
import type { Priority } from './opportunities';
import { averageOrderCents, conversionRate, roundPercent } from './ratios';

/** The figures of a period the Insights tab reasons from (money in cents). */
export interface PerformanceSummary {
  revenueCents: { current: number; previous: number };
  orders: { current: number; previous: number };
  consultations: { current: number; previous: number };
  /** Margins in percent; absent for a caller who may not see profit. */
  margin?: { current: number; previous: number };
  customers: { new: number; repeat: number };
  /** The most quoted stone of the period and how many orders it got. */
  mostQuoted?: { label: string; quotes: number; orders: number };
  bestSeller?: { label: string; orders: number };
  topSeller?: { name: string; orders: number; revenueCents: number };
  expiringQuotes: { count: number; valueCents: number };
}

export interface Recommendation {
  priority: Priority;
  title: string;
  message: string;
  suggestion: string;
  potentialImpact: string;
}

/** A stone counts as "quoted often, rarely ordered" when fewer than a third of its quotes became orders. */
const RARELY_ORDERED_SHARE = 1 / 3;

const priorityRank: Record<Priority, number> = { high: 0, medium: 1, low: 2 };

/**
 * Business recommendations derived from the period's own figures, each only when the data shows
 * its cause: conversion or revenue fell, quotes about to expire, a stone quoted often but rarely
 * ordered, a slipping margin, no returning customers. Most urgent first; none when nothing stands out.
 */
export function recommendationsFor(summary: PerformanceSummary): Recommendation[] {
  const list: Recommendation[] = [];
  const averageOrder = averageOrderCents(summary.revenueCents.current, summary.orders.current);
  const rateNow = conversionRate(summary.orders.current, summary.consultations.current);
  const rateBefore = conversionRate(summary.orders.previous, summary.consultations.previous);
  if (summary.consultations.current > 0 && summary.consultations.previous > 0 && rateNow < rateBefore) {
    const missedOrders = Math.max(
      0,
      Math.round((summary.consultations.current * rateBefore) / 100 - summary.orders.current),
    );
    list.push({
      priority: 'high',
      title: 'Conversion is down',
      message: `Conversion fell from ${rateBefore}% to ${rateNow}% (${countLabel(summary.orders.current, 'order')} from ${countLabel(summary.consultations.current, 'consultation')}).`,
      suggestion: 'Follow up each consultation within two days with a saved quote.',
      potentialImpact: `${countLabel(missedOrders, 'more order')}, about ${formatWholeUsd(missedOrders * averageOrder)}, at last period's rate`,
    });
  }
  if (summary.expiringQuotes.count > 0) {
    const { count, valueCents } = summary.expiringQuotes;
    list.push({
      priority: 'high',
      title: `${countLabel(count, 'quote')} about to expire`,
      message: `${countLabel(count, 'open quote')} worth ${formatWholeUsd(valueCents)} ${count === 1 ? 'expires' : 'expire'} within a week without an order.`,
      suggestion: 'Call these customers before their quotes expire, or extend the quotes.',
      potentialImpact: `Up to ${formatWholeUsd(valueCents)} in sales`,
    });
  }
  const { revenueCents } = summary;
  if (revenueCents.previous > 0 && revenueCents.current < revenueCents.previous) {
    const gap = revenueCents.previous - revenueCents.current;
    list.push({
      priority: 'medium',
      title: 'Revenue is below last period',
      message: `Revenue is ${formatWholeUsd(revenueCents.current)} against ${formatWholeUsd(revenueCents.previous)} in the previous period.`,
      suggestion: 'Contact past customers about new stones and remnants.',
      potentialImpact: `${formatWholeUsd(gap)} to match last period`,
    });
  }
  const quoted = summary.mostQuoted;
  if (quoted && quoted.quotes >= 3 && quoted.orders < quoted.quotes * RARELY_ORDERED_SHARE) {
    list.push({
      priority: 'medium',
      title: `${quoted.label} is quoted often but rarely ordered`,
      message: `${countLabel(quoted.quotes, 'quote')} and ${countLabel(quoted.orders, 'order')} this period.`,
      suggestion: 'Review its price against similar stones, or offer it in a promotion.',
      potentialImpact: `${countLabel(quoted.quotes - quoted.orders, 'quote')} that could become orders`,
    });
  }
  const margin = summary.margin;
  if (margin && summary.orders.previous > 0 && margin.current < margin.previous - 1) {
    list.push({
      priority: 'medium',
      title: 'Margin is slipping',
      message: `Margin fell from ${margin.previous}% to ${margin.current}%.`,
      suggestion: 'Check discounts given this period and the minimum margins in Pricing & Margins.',
      potentialImpact: `${roundPercent(margin.previous - margin.current)} points of margin`,
    });
  }
  if (summary.customers.new > 0 && summary.customers.repeat === 0) {
    list.push({
      priority: 'low',
      title: 'No returning customers this period',
      message: `${countLabel(summary.customers.new, 'new customer')} bought, none came back.`,
      suggestion: 'Send past customers a note about care products and new arrivals.',
      potentialImpact: 'Repeat sales from existing customers',
    });
  }
  return list.sort((a, b) => priorityRank[a.priority] - priorityRank[b.priority]);
}

export interface QuickInsight {
  value: string;
  title: string;
  context: string;
}

/** Quick insights: the period's average order, best-selling stone, top seller and returning customers. */
export function quickInsightsFor(summary: PerformanceSummary): QuickInsight[] {
  const list: QuickInsight[] = [];
  if (summary.orders.current > 0) {
    list.push({
      value: formatWholeUsd(averageOrderCents(summary.revenueCents.current, summary.orders.current)),
      title: 'Average order value',
      context: `${countLabel(summary.orders.current, 'order')} this period`,
    });
  }
  if (summary.bestSeller) {
    list.push({
      value: summary.bestSeller.label,
      title: 'Best-selling stone',
      context: `${countLabel(summary.bestSeller.orders, 'order')} this period`,
    });
  }
  if (summary.topSeller) {
    list.push({
      value: summary.topSeller.name,
      title: 'Top seller',
      context: `${formatWholeUsd(summary.topSeller.revenueCents)} from ${countLabel(summary.topSeller.orders, 'order')}`,
    });
  }
  if (summary.customers.new + summary.customers.repeat > 0) {
    list.push({
      value: String(summary.customers.repeat),
      title: 'Returning customers',
      context: `${countLabel(summary.customers.new, 'new customer')} this period`,
    });
  }
  return list;
}
