import { z } from 'zod';
import { ZShowroomSummary } from './auth';
import { MAX_TEXT_LENGTH, ZEmail, ZSuccessResponse } from './common';
import { ZOrderConfirmationEmailRequest } from './orders';

/** POST /api/send-resend with emailType contact_form (spec 01 section 7). */
const REQUIRED = 'Please fill in all required fields.';

export const ZContactRequest = z.strictObject({
  emailType: z.literal('contact_form'),
  to: z.string().optional(),
  subject: z.string().max(300).optional(),
  /** Which form sent it: the Contact Support modal (default) or the Contact page. */
  source: z.enum(['modal', 'page']).optional(),
  contactData: z.strictObject(
    {
      name: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(MAX_TEXT_LENGTH),
      email: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).pipe(ZEmail),
      company: z.string().trim().max(MAX_TEXT_LENGTH).optional().default(''),
      phone: z.string().trim().max(50).optional().default(''),
      message: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(5000),
    },
    { error: REQUIRED },
  ),
});
export type TContactRequest = z.infer<typeof ZContactRequest>;

/** GET /api/config. `supabaseUrl` keeps the earlier product's name: the storage host for stone images. */
export const ZConfigResponse = z.object({
  supabaseUrl: z.string(),
  stoneImagesPath: z.string(),
  supportEmail: z.string(),
});
export type TConfigResponse = z.infer<typeof ZConfigResponse>;

export const ZShowroomDataRequest = z.strictObject({ showroom_id: z.string().optional() });
export type TShowroomDataRequest = z.infer<typeof ZShowroomDataRequest>;

/**
 * POST /api/send-resend: one path for several kinds of e-mail, told apart by `emailType`, each
 * with its own strict body; unknown kinds get 400.
 */
export const ZSendEmailRequest = z.discriminatedUnion(
  'emailType',
  [ZContactRequest, ZOrderConfirmationEmailRequest],
  {
    error: 'Unsupported email type',
  },
);
export type TSendEmailRequest = z.infer<typeof ZSendEmailRequest>;

export const ZShowroomDataResponse = ZSuccessResponse.extend({ showroom: ZShowroomSummary });
export type TShowroomDataResponse = z.infer<typeof ZShowroomDataResponse>;
