import { FABRICATION_LEAD_STATUSES } from '@stonetool/domain/fabrication-leads';
import { z } from 'zod';
import { MAX_TEXT_LENGTH, ZEmail, ZSuccessResponse } from './common';

export const ZFabricationLeadStatus = z.enum(FABRICATION_LEAD_STATUSES);

/** A fabrication lead as the admin lists it (spec 03 section 3); order_total in dollars. */
export const ZFabricationLead = z.object({
  id: z.string(),
  customer_name: z.string(),
  customer_email: z.string(),
  customer_phone: z.string().nullable(),
  showroom_name: z.string(),
  stones: z.array(z.object({ brand: z.string(), color: z.string(), type: z.string(), pricing: z.string() })),
  order_total: z.number(),
  quote_number: z.string().nullable(),
  status: ZFabricationLeadStatus,
  created_at: z.string(),
  updated_at: z.string(),
  notes: z.string().nullable(),
  sent_to_fabricator_name: z.string().nullable(),
  sent_to_fabricator_email: z.string().nullable(),
  sent_at: z.string().nullable(),
});
export type TFabricationLead = z.infer<typeof ZFabricationLead>;

/** GET /api/admin/fabrication-leads: every lead, newest first. */
export const ZFabricationLeadsResponse = ZSuccessResponse.extend({ leads: z.array(ZFabricationLead) });
export type TFabricationLeadsResponse = z.infer<typeof ZFabricationLeadsResponse>;

const ZLeadId = z.uuid('Lead not found');

/** POST /api/admin/fabrication-leads/update-status. */
export const ZUpdateLeadStatusRequest = z.strictObject({ leadId: ZLeadId, status: ZFabricationLeadStatus });
export type TUpdateLeadStatusRequest = z.infer<typeof ZUpdateLeadStatusRequest>;

export const ZFabricationLeadResponse = ZSuccessResponse.extend({ lead: ZFabricationLead });
export type TFabricationLeadResponse = z.infer<typeof ZFabricationLeadResponse>;

export const FABRICATOR_NEEDED = 'Please enter fabricator email and name';

/** POST /api/admin/send-lead-to-fabricator: subject and message are prefilled by the screen. */
export const ZSendLeadRequest = z.strictObject({
  leadId: ZLeadId,
  fabricatorEmail: z.string({ error: FABRICATOR_NEEDED }).trim().min(1, FABRICATOR_NEEDED).pipe(ZEmail),
  fabricatorName: z
    .string({ error: FABRICATOR_NEEDED })
    .trim()
    .min(1, FABRICATOR_NEEDED)
    .max(MAX_TEXT_LENGTH),
  customSubject: z.string().trim().min(1, 'Please enter a subject').max(300),
  customMessage: z.string().trim().min(1, 'Please enter a message').max(10_000),
});
export type TSendLeadRequest = z.infer<typeof ZSendLeadRequest>;
