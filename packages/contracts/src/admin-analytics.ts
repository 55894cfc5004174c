import { z } from 'zod';
import { ZShowroomId } from './common';
import {
  opportunityPageFields,
  ZAnalyticsPeriod,
  ZOpportunity,
  ZOptionalFilter,
  ZPercentChange,
} from './analytics';

/** GET /api/admin/analytics-v2 ?period&include_test_data&brand&type&showroom_id (spec 03 section 7). */
export const ZAdminAnalyticsQuery = z.strictObject({
  period: ZAnalyticsPeriod.default('month'),
  include_test_data: z
    .enum(['true', 'false'], { error: 'include_test_data must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  brand: ZOptionalFilter,
  type: ZOptionalFilter,
  showroom_id: z.preprocess(
    (value) => (value === 'all' || value === '' ? undefined : value),
    ZShowroomId.optional(),
  ),
});
export type TAdminAnalyticsQuery = z.infer<typeof ZAdminAnalyticsQuery>;

export const ZAdminOpportunity = ZOpportunity.extend({ showroomName: z.string() });

/**
 * GET /api/admin/analytics-v2/opportunities ?include_test_data&brand&type&showroom_id&cursor&limit:
 * every showroom's open opportunities page by page, most promising first (docs/decisions/092).
 * Opportunities are open now, so there is no period.
 */
export const ZAdminOpportunitiesQuery = ZAdminAnalyticsQuery.omit({ period: true }).extend(
  opportunityPageFields,
);
export type TAdminOpportunitiesQuery = z.infer<typeof ZAdminOpportunitiesQuery>;

export const ZAdminOpportunityPage = z.object({
  opportunities: z.array(ZAdminOpportunity),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type TAdminOpportunityPage = z.infer<typeof ZAdminOpportunityPage>;

/** Spec 03 section 3 "Admin analytics payload"; money in dollars with two decimals. */
export const ZAdminAnalyticsResponse = z.object({
  period: ZAnalyticsPeriod,
  generatedAt: z.iso.datetime(),
  systemMetrics: z.object({
    revenue: z.object({ current: z.number(), change: ZPercentChange }),
    orders: z.object({ current: z.number().int() }),
    conversion: z.object({ rate: z.number() }),
    showrooms: z.object({ active: z.number().int(), total: z.number().int() }),
    avgOrderValue: z.number(),
    profit: z.object({
      current: z.number(),
      change: ZPercentChange,
      margin: z.number(),
      avgPerOrder: z.number(),
    }),
  }),
  topPerformers: z.object({
    showrooms: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        orders: z.number().int(),
        conversionRate: z.number(),
        revenue: z.number(),
        growth: ZPercentChange,
      }),
    ),
    stones: z.array(
      z.object({
        id: z.string(),
        brand: z.string(),
        type: z.string(),
        color: z.string(),
        revenue: z.number(),
        quotes: z.number().int(),
        orders: z.number().int(),
      }),
    ),
  }),
  showroomBreakdown: z.array(
    z.object({
      showroom: z.object({
        id: z.string(),
        name: z.string(),
        email: z.string(),
        logo_url: z.string().nullable(),
      }),
      revenue: z.number(),
      orders: z.number().int(),
      quotes: z.number().int(),
      conversionRate: z.number(),
      growth: ZPercentChange,
      analytics: z.object({ profit: z.object({ current: z.number(), margin: z.number() }) }),
    }),
  ),
  /** The 100 most promising opportunities (docs/decisions/092); the rest page by opportunitiesCursor. */
  opportunities: z.array(ZAdminOpportunity),
  /** How many open opportunities there are in all. */
  opportunitiesTotal: z.number().int(),
  /** The cursor of the rest for GET /api/admin/analytics-v2/opportunities; null when there is no more. */
  opportunitiesCursor: z.string().nullable(),
  brands: z.array(z.string()),
  types: z.array(z.string()),
  showrooms: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type TAdminAnalyticsResponse = z.infer<typeof ZAdminAnalyticsResponse>;

/**
 * The admin's CSV exports: System Summary, Showroom Breakdown, All Quotes, All Customers, Stone
 * Performance (the Export menu), and one showroom's figures (the Showrooms tab's export button).
 */
export const ADMIN_CSV_TYPES = ['summary', 'showrooms', 'quotes', 'customers', 'stones', 'showroom'] as const;

/** POST /api/admin/export-csv: dataType and the dashboard's period and filters. */
export const ZAdminExportCsvRequest = z
  .strictObject({
    dataType: z.enum(ADMIN_CSV_TYPES, { error: `dataType must be one of ${ADMIN_CSV_TYPES.join(', ')}` }),
    period: ZAnalyticsPeriod.default('month'),
    include_test_data: z.boolean({ error: 'include_test_data must be true or false' }).default(false),
    brand: z.preprocess((value) => (value === null ? undefined : value), ZOptionalFilter),
    type: z.preprocess((value) => (value === null ? undefined : value), ZOptionalFilter),
    showroom_id: z.preprocess(
      (value) => (value === null || value === 'all' || value === '' ? undefined : value),
      ZShowroomId.optional(),
    ),
    format: z.literal('csv', { error: 'Format must be csv' }).default('csv'),
  })
  .refine((body) => body.dataType !== 'showroom' || body.showroom_id !== undefined, {
    message: 'showroom_id is required for a showroom export',
    path: ['showroom_id'],
  });
export type TAdminExportCsvRequest = z.infer<typeof ZAdminExportCsvRequest>;
