import { z } from 'zod';
import { echoedObject, MAX_TEXT_LENGTH, ZSuccessResponse } from './common';
import { ZClientInfo } from './customers';
import { STONE_ECHO_KEYS } from './stones';

/** Comparison maximum (spec 01 sections 5 and 9). */
export const MAX_COMPARED_STONES = 4;
export const COMPARE_LIMIT_MESSAGE = 'You can compare a maximum of 4 stones at once.';
export const NO_CLIENT_EMAIL =
  'No client email address available. Please ensure client information is captured first.';

const CONSULTATION_STATUSES = ['active', 'browsing', 'completed'] as const;

/** Spec 01 section 3's consultation session, which the web sends back whole. */
export const CONSULTATION_SESSION_KEYS = [
  'sessionId',
  'showroomId',
  'client',
  'salesperson_id',
  'stonesViewed',
  'stonesCompared',
  'interactions',
  'createdAt',
  'status',
  'source',
  'orderPlaced',
  'orderData',
  'sessionEnd',
] as const;

/**
 * POST /api/sales-consultations (spec 01 section 7, "Consultation session"): saved again as the
 * session goes on; the same sessionId updates the same record.
 */
export const ZSalesConsultationRequest = z.strictObject({
  sessionId: z
    .string({ error: 'sessionId is required' })
    .trim()
    .min(1, 'sessionId is required')
    .max(MAX_TEXT_LENGTH),
  showroomId: z.string().nullish(),
  client: ZClientInfo.nullish(),
  salesperson_id: z.uuid('Salesperson not found').nullish(),
  stonesViewed: z.array(z.unknown()).max(2000).default([]),
  stonesCompared: z.array(z.unknown()).max(2000).default([]),
  interactions: z.array(z.unknown()).max(5000).default([]),
  status: z.enum(CONSULTATION_STATUSES).optional(),
  source: z.string().trim().max(100).optional(),
  orderPlaced: z.boolean().optional(),
  createdAt: z.iso.datetime({ offset: true }).nullish(),
  sessionEnd: z.iso.datetime({ offset: true }).nullish(),
});
export type TSalesConsultationRequest = z.infer<typeof ZSalesConsultationRequest>;

export const ZSalesConsultationResponse = ZSuccessResponse.extend({
  error: z.null(),
  data: z.object({ id: z.string(), sessionId: z.string(), salesperson_id: z.string().nullable() }),
});
export type TSalesConsultationResponse = z.infer<typeof ZSalesConsultationResponse>;

/**
 * POST /api/save-comparison. Only each stone's id is read: names and prices in the stored
 * comparison and in the client's e-mail come from the catalog, priced for the showroom.
 */
export const ZSaveComparisonRequest = z.strictObject({
  stones: z
    .array(echoedObject({ id: z.uuid('Stone not found') }, STONE_ECHO_KEYS), {
      error: 'Select stones to compare',
    })
    .min(1, 'Select stones to compare')
    .max(MAX_COMPARED_STONES, COMPARE_LIMIT_MESSAGE),
  consultationData: echoedObject(
    { sessionId: z.string().nullish(), client: ZClientInfo.nullish() },
    CONSULTATION_SESSION_KEYS,
  ).nullish(),
  showroomId: z.string().nullish(),
  sessionId: z.string().trim().max(MAX_TEXT_LENGTH).nullish(),
  salesperson_id: z.uuid('Salesperson not found').nullish(),
});
export type TSaveComparisonRequest = z.infer<typeof ZSaveComparisonRequest>;

export const ZSaveComparisonResponse = ZSuccessResponse.extend({
  data: z.object({ id: z.string(), quoteNumber: z.string(), stonesCount: z.number().int() }),
});
export type TSaveComparisonResponse = z.infer<typeof ZSaveComparisonResponse>;
