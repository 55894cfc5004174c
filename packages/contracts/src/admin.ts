import { z } from 'zod';
import { ZHexColor, ZShowroomType, ZSuccessResponse } from './common';

/** A showroom as the admin panel lists it (spec 03 section 3, "Showroom (admin view)"). */
export const ZAdminShowroom = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  showroom_type: ZShowroomType,
  brand_colors: z.object({ primary: ZHexColor, secondary: ZHexColor }),
  logo_url: z.string().nullable(),
  wholesale_tax_enabled: z.boolean(),
  /** Percent, 0 to 25. */
  wholesale_tax_rate: z.number(),
  is_test: z.boolean(),
  expert_mode_enabled: z.boolean(),
  /** Catalog stones this showroom sees (brands not hidden by its wholesale pricing). */
  stones_count: z.number().int(),
  /** The owner login still has the temporary password the admin gave it (spec 03 section 4). */
  temporary_password_pending: z.boolean(),
  created_at: z.string(),
});
export type TAdminShowroom = z.infer<typeof ZAdminShowroom>;

/** GET /api/admin/showrooms. The spec's client reads `showrooms` (or `data`); both are sent. */
export const ZAdminShowroomsResponse = ZSuccessResponse.extend({
  showrooms: z.array(ZAdminShowroom),
  data: z.array(ZAdminShowroom),
});
export type TAdminShowroomsResponse = z.infer<typeof ZAdminShowroomsResponse>;
