import {
  ANALYTICS_PERIODS,
  type AnalyticsPeriod as DomainAnalyticsPeriod,
} from '@stonetool/domain/analytics/periods';
import { TARGET_METRICS, type TargetMetric as DomainTargetMetric } from '@stonetool/domain/analytics/targets';
import { check, jsonb, numeric, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { id, oneOf, timestamps } from './columns';
import { showrooms } from './showrooms';
import { users } from './auth';

/** Spec 03 sections 3 and 9; the lists live in packages/domain/src/analytics. */
export const targetMetrics = TARGET_METRICS;
export type TargetMetric = DomainTargetMetric;

export const analyticsPeriods = ANALYTICS_PERIODS;
export type AnalyticsPeriod = DomainAnalyticsPeriod;

/**
 * A goal for one metric over one period: a showroom's, or the platform's when `showroom_id` is
 * null. `target_value` is in the metric's own unit: cents for revenue and profit, a count for
 * orders, a percentage for conversion.
 */
export const targets = pgTable(
  'targets',
  {
    id: id(),
    showroomId: uuid('showroom_id').references(() => showrooms.id, { onDelete: 'cascade' }),
    metricType: text('metric_type', { enum: targetMetrics }).notNull(),
    period: text('period', { enum: analyticsPeriods }).notNull().default('month'),
    targetValue: numeric('target_value', { precision: 16, scale: 2, mode: 'number' }).notNull(),
    setByUserId: uuid('set_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    check('targets_metric_check', oneOf(t.metricType, targetMetrics)),
    check('targets_period_check', oneOf(t.period, analyticsPeriods)),
    unique('targets_showroom_metric_period_unique')
      .on(t.showroomId, t.metricType, t.period)
      .nullsNotDistinct(),
  ],
);

export const analyticsScopes = ['showroom', 'admin'] as const;
export type AnalyticsScope = (typeof analyticsScopes)[number];

/** A user's saved analytics defaults, one per screen (showroom dashboard or admin panel). */
export const analyticsPreferences = pgTable(
  'analytics_preferences',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope', { enum: analyticsScopes }).notNull(),
    defaultFilters: jsonb('default_filters').$type<Record<string, string>>().notNull().default({}),
    defaultPeriod: text('default_period', { enum: analyticsPeriods }).notNull().default('month'),
    defaultView: text('default_view').notNull().default('performance'),
    ...timestamps(),
  },
  (t) => [
    check('analytics_preferences_scope_check', oneOf(t.scope, analyticsScopes)),
    check('analytics_preferences_period_check', oneOf(t.defaultPeriod, analyticsPeriods)),
    unique('analytics_preferences_user_scope_unique').on(t.userId, t.scope),
  ],
);

export type TargetRow = typeof targets.$inferSelect;
export type AnalyticsPreferenceRow = typeof analyticsPreferences.$inferSelect;
