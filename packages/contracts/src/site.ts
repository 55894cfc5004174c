import { z } from 'zod';
import { ZEmail } from './common';

/** POST /api/send-resend with emailType contact_form (spec 01 section 7). */
export const ZContactRequest = z.object({
  emailType: z.literal('contact_form'),
  to: z.string().optional(),
  subject: z.string().max(300).optional(),
  contactData: z.object({
    name: z.string().trim().min(1, 'Please fill in all required fields.').max(200),
    email: ZEmail,
    company: z.string().trim().max(200).optional().default(''),
    phone: z.string().trim().max(50).optional().default(''),
    message: z.string().trim().min(1, 'Please fill in all required fields.').max(5000),
  }),
});
export type TContactRequest = z.infer<typeof ZContactRequest>;

/** GET /api/config. `supabaseUrl` keeps the earlier product's name: the storage host for stone images. */
export const ZConfigResponse = z.object({
  supabaseUrl: z.string(),
  stoneImagesPath: z.string(),
  supportEmail: z.string(),
});
export type TConfigResponse = z.infer<typeof ZConfigResponse>;

export const ZShowroomDataRequest = z.object({ showroom_id: z.string().optional() });
export type TShowroomDataRequest = z.infer<typeof ZShowroomDataRequest>;
