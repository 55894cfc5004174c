import { ANALYTICS_PERIODS } from '@stonetool/domain/analytics/periods';
import {
  OPPORTUNITY_CURSOR_PATTERN,
  OPPORTUNITY_PAGE_LIMIT,
  OPPORTUNITY_TYPES,
  PRIORITIES,
} from '@stonetool/domain/analytics/opportunities';
import { SYSTEM_TARGET_METRICS, TARGET_METRICS } from '@stonetool/domain/analytics/targets';
import { z } from 'zod';
import { MAX_TEXT_LENGTH, ZShowroomId, ZSuccessResponse } from './common';

/** Spec 03 section 9: today, week (7 days), month (30 days), year; month is the default. */
export const ZAnalyticsPeriod = z.enum(ANALYTICS_PERIODS, {
  error: `Period must be one of ${ANALYTICS_PERIODS.join(', ')}`,
});
export type TAnalyticsPeriod = z.infer<typeof ZAnalyticsPeriod>;

/** 'all' and empty values mean no filter (the client sends filters only when not 'all'). */
export const ZOptionalFilter = z.preprocess(
  (value) => (value === 'all' || (typeof value === 'string' && value.trim() === '') ? undefined : value),
  z.string().trim().max(MAX_TEXT_LENGTH, `Filters must be ${MAX_TEXT_LENGTH} characters or fewer`).optional(),
);

/** GET /api/showroom/analytics and /api/showroom/insights ?period&brand&type&team_member. */
export const ZShowroomAnalyticsQuery = z.strictObject({
  period: ZAnalyticsPeriod.default('month'),
  brand: ZOptionalFilter,
  type: ZOptionalFilter,
  /** A team member's id, or 'owner' for the owner's own sales. */
  team_member: z.preprocess(
    (value) => (value === 'all' || value === '' ? undefined : value),
    z.union([z.literal('owner'), z.uuid()], { error: 'Team member not found' }).optional(),
  ),
});
export type TShowroomAnalyticsQuery = z.infer<typeof ZShowroomAnalyticsQuery>;

export const ZChangeType = z.enum(['increase', 'decrease']);
/** Percent change vs last period; null when the last period had nothing to compare with. */
export const ZPercentChange = z.number().nullable();

/** Spec 03 section 3 "Showroom analytics response"; money in dollars with two decimals. */
export const ZShowroomAnalyticsResponse = z.object({
  period: ZAnalyticsPeriod,
  /** When the figures were computed, for the 'Last updated' label. */
  generatedAt: z.iso.datetime(),
  metrics: z.object({
    revenue: z.object({
      current: z.number(),
      previous: z.number(),
      change: ZPercentChange,
      changeType: ZChangeType,
    }),
    /** Only for callers who may see wholesale costs (profit reveals them); absent otherwise. */
    profit: z
      .object({
        current: z.number(),
        previous: z.number(),
        change: ZPercentChange,
        changeType: ZChangeType,
        margin: z.number(),
      })
      .optional(),
    orders: z.object({ current: z.number().int(), previous: z.number().int() }),
    customers: z.object({ new: z.number().int(), repeat: z.number().int() }),
    conversion: z.object({
      rate: z.number(),
      orders: z.number().int(),
      consultations: z.number().int(),
      funnelData: z.array(z.object({ stage: z.string(), value: z.number().int() })),
    }),
  }),
  topPerformers: z.object({
    quoted: z.array(
      z.object({ name: z.string(), brand: z.string(), type: z.string(), quotes: z.number().int() }),
    ),
    sold: z.array(
      z.object({ name: z.string(), brand: z.string(), type: z.string(), orders: z.number().int() }),
    ),
    revenue: z.array(
      z.object({ name: z.string(), brand: z.string(), type: z.string(), revenue: z.number() }),
    ),
  }),
  teamMembers: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      role: z.string(),
      orders: z.number().int(),
      revenue: z.number(),
      avgOrderValue: z.number(),
    }),
  ),
});
export type TShowroomAnalyticsResponse = z.infer<typeof ZShowroomAnalyticsResponse>;

export const ZPriority = z.enum(PRIORITIES);

const ZOpportunityCustomer = z.object({
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});

/** One opportunity; money in whole dollars (spec 03 section 9: insights currency). */
export const ZOpportunity = z.object({
  id: z.string(),
  type: z.enum(OPPORTUNITY_TYPES),
  priority: ZPriority,
  title: z.string(),
  message: z.string(),
  suggestedAction: z.string(),
  customer: ZOpportunityCustomer,
  potentialValue: z.number(),
  daysInPipeline: z.number().int(),
  quoteNumber: z.string().nullable(),
});

const pageLimitMessage = `limit must be a whole number from 1 to ${OPPORTUNITY_PAGE_LIMIT}`;

/**
 * The page fields of the opportunities calls: `cursor` is the `nextCursor` (or an answer's
 * `opportunitiesCursor`) of the page before; without it the first page.
 */
export const opportunityPageFields = {
  cursor: z
    .string()
    .regex(OPPORTUNITY_CURSOR_PATTERN, 'cursor must be a nextCursor this server gave')
    .optional(),
  limit: z.coerce
    .number({ error: pageLimitMessage })
    .int(pageLimitMessage)
    .min(1, pageLimitMessage)
    .max(OPPORTUNITY_PAGE_LIMIT, pageLimitMessage)
    .default(OPPORTUNITY_PAGE_LIMIT),
};

/**
 * GET /api/showroom/opportunities ?brand&type&team_member&cursor&limit: the showroom's open
 * opportunities page by page, most promising first (docs/decisions/092). Opportunities are open
 * now, so there is no period.
 */
export const ZShowroomOpportunitiesQuery = ZShowroomAnalyticsQuery.omit({ period: true }).extend(
  opportunityPageFields,
);
export type TShowroomOpportunitiesQuery = z.infer<typeof ZShowroomOpportunitiesQuery>;

/** A page of opportunities: `total` counts all of them, `nextCursor` is null on the last page. */
export const ZOpportunityPage = z.object({
  opportunities: z.array(ZOpportunity),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type TOpportunityPage = z.infer<typeof ZOpportunityPage>;

/** Spec 03 section 3 "Showroom insights response". */
export const ZShowroomInsightsResponse = z.object({
  period: ZAnalyticsPeriod,
  generatedAt: z.iso.datetime(),
  /** The most promising 5 (spec 03 section 9). */
  opportunities: z.array(ZOpportunity),
  /** How many open opportunities there are in all. */
  opportunitiesTotal: z.number().int(),
  /** The cursor of the rest for GET /api/showroom/opportunities; null when there is no more. */
  opportunitiesCursor: z.string().nullable(),
  predictions: z.array(
    z.object({
      metric: z.enum(['revenue', 'orders']),
      /** The interval's coverage in percent; null when there is too little history to predict. */
      confidence: z.number().nullable(),
      /** Next period's range and likely value (revenue in whole dollars); null with too little history. */
      prediction: z.object({ min: z.number(), max: z.number(), likely: z.number() }).nullable(),
      /** The method and the history it used, or why there is no prediction. */
      basedOn: z.string(),
    }),
  ),
  recommendations: z.array(
    z.object({
      priority: ZPriority,
      title: z.string(),
      message: z.string(),
      suggestion: z.string(),
      potentialImpact: z.string(),
    }),
  ),
  insights: z.array(z.object({ value: z.string(), title: z.string(), context: z.string() })),
});
export type TShowroomInsightsResponse = z.infer<typeof ZShowroomInsightsResponse>;

/** GET /api/showroom/analytics-preferences and /api/admin/analytics-preferences. */
export const ZAnalyticsPreferencesResponse = z.object({
  preferences: z.object({
    default_filters: z.record(z.string(), z.string()),
    default_period: ZAnalyticsPeriod,
    default_view: z.string(),
  }),
});
export type TAnalyticsPreferencesResponse = z.infer<typeof ZAnalyticsPreferencesResponse>;

export const ZTargetMetric = z.enum(TARGET_METRICS, {
  error: `Metric must be one of ${TARGET_METRICS.join(', ')}`,
});
export const ZSystemTargetMetric = z.enum(SYSTEM_TARGET_METRICS, {
  error: `Metric must be one of ${SYSTEM_TARGET_METRICS.join(', ')}`,
});

/** Spec 03 section 5: the value must parse as a number; a conversion is 0 to 100. */
const ZTargetValue = z.coerce
  .number({ error: 'Target value must be a number' })
  .min(0, 'Target value must be 0 or more')
  .max(1_000_000_000, 'Target value must be at most 1,000,000,000');

function checkTargetValue(body: { metric_type: string; target_value: number }, context: z.RefinementCtx) {
  if (body.metric_type === 'conversion' && body.target_value > 100) {
    context.addIssue({
      code: 'custom',
      message: 'Conversion target must be 0 to 100',
      path: ['target_value'],
    });
  }
  if (body.metric_type === 'orders' && !Number.isInteger(body.target_value)) {
    context.addIssue({
      code: 'custom',
      message: 'Orders target must be a whole number',
      path: ['target_value'],
    });
  }
}

/** POST /api/showroom/targets: metric_type, target_value (dollars for money), period. */
export const ZSaveTargetRequest = z
  .strictObject({
    metric_type: ZTargetMetric,
    target_value: ZTargetValue,
    period: ZAnalyticsPeriod.default('month'),
  })
  .superRefine(checkTargetValue);
export type TSaveTargetRequest = z.infer<typeof ZSaveTargetRequest>;

/** POST /api/admin/system-targets: revenue, orders or conversion (0 to 100). */
export const ZSaveSystemTargetRequest = z
  .strictObject({
    metric_type: ZSystemTargetMetric,
    target_value: ZTargetValue,
    period: ZAnalyticsPeriod.default('month'),
  })
  .superRefine(checkTargetValue);
export type TSaveSystemTargetRequest = z.infer<typeof ZSaveSystemTargetRequest>;

/** POST /api/admin/showroom-targets: one showroom's revenue target, in dollars. */
export const ZSaveShowroomTargetRequest = z.strictObject({
  showroom_id: ZShowroomId,
  target_value: ZTargetValue,
  period: ZAnalyticsPeriod.default('month'),
});
export type TSaveShowroomTargetRequest = z.infer<typeof ZSaveShowroomTargetRequest>;

export const ZTargetsQuery = z.strictObject({ period: ZAnalyticsPeriod.default('month') });

/**
 * A target with its progress (spec 03 sections 4 and 9): money in dollars, conversion in percent;
 * progress_percent is not capped, bar_percent is (100), progress_color by the 90/70 thresholds.
 */
export const ZTarget = z.object({
  metric_type: ZTargetMetric,
  target_value: z.number(),
  period: ZAnalyticsPeriod,
  current_value: z.number(),
  progress_percent: z.number(),
  bar_percent: z.number(),
  progress_color: z.enum(['green', 'yellow', 'red']),
});
export type TTarget = z.infer<typeof ZTarget>;

/** GET /api/showroom/targets?period: the targets map by metric, and the suggested value of each metric. */
export const ZShowroomTargetsResponse = z.object({
  period: ZAnalyticsPeriod,
  targets: z.partialRecord(ZTargetMetric, ZTarget),
  /** Spec 03 section 5's suggestion for each metric the caller may see. */
  suggestions: z.partialRecord(ZTargetMetric, z.number()),
});
export type TShowroomTargetsResponse = z.infer<typeof ZShowroomTargetsResponse>;

export const ZSaveTargetResponse = ZSuccessResponse.extend({ target: ZTarget });

/** GET /api/admin/system-targets?period. */
export const ZSystemTargetsResponse = z.object({
  period: ZAnalyticsPeriod,
  targets: z.partialRecord(ZSystemTargetMetric, ZTarget),
  suggestions: z.partialRecord(ZSystemTargetMetric, z.number()),
});
export type TSystemTargetsResponse = z.infer<typeof ZSystemTargetsResponse>;

/** GET /api/admin/showroom-targets?period: each showroom's revenue target and progress. */
export const ZShowroomRevenueTargetsResponse = z.object({
  period: ZAnalyticsPeriod,
  targets: z.array(ZTarget.extend({ showroom_id: z.string(), showroom_name: z.string() })),
});
export type TShowroomRevenueTargetsResponse = z.infer<typeof ZShowroomRevenueTargetsResponse>;

/** The CSV exports of the showroom's Export menu (spec 03 section 2). */
export const SHOWROOM_CSV_TYPES = ['performance', 'quotes', 'customers', 'stones'] as const;

/** Filters the export calls send as null when 'all' (spec 03 section 7). */
const ZNullableFilter = z.preprocess((value) => (value === null ? undefined : value), ZOptionalFilter);

/** POST /api/showroom/export-csv: period, brand, type, team_member (null when all), format csv, dataType. */
export const ZShowroomExportCsvRequest = z.strictObject({
  period: ZAnalyticsPeriod.default('month'),
  brand: ZNullableFilter,
  type: ZNullableFilter,
  team_member: z.preprocess(
    (value) => (value === null || value === 'all' || value === '' ? undefined : value),
    z.union([z.literal('owner'), z.uuid()], { error: 'Team member not found' }).optional(),
  ),
  format: z.literal('csv', { error: 'Format must be csv' }).default('csv'),
  dataType: z.enum(SHOWROOM_CSV_TYPES, { error: `dataType must be one of ${SHOWROOM_CSV_TYPES.join(', ')}` }),
});
export type TShowroomExportCsvRequest = z.infer<typeof ZShowroomExportCsvRequest>;
