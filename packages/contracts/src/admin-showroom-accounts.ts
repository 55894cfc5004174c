import { z } from 'zod';
import { ZAdminShowroom } from './admin';
import { hasHundredthsStep } from './admin-tax-settings';
import { MAX_TEXT_LENGTH, ZEmail, ZHexColor, ZShowroomType, ZSuccessResponse } from './common';

/** Spec 03 sections 5 and 8, and the messages of the rules the spec leaves to the server. */
export const SHOWROOM_ACCOUNT_MESSAGES = {
  nameAndEmailRequired: 'Name and email are required',
  temporaryPasswordRule: 'Temporary password is required and must be at least 8 characters',
  newPasswordRule: 'New password must be at least 8 characters',
  wholesaleTaxRate: 'Wholesale tax rate must be a number from 0 to 25 with at most two decimals',
  notFound: 'Showroom not found',
  confirmNameMismatch: 'Type the showroom name exactly to confirm the deletion',
  deleted: 'Showroom deleted. Its logins are disabled; its orders and payments are kept.',
} as const;

/** Spec 03 section 9: a temporary (or admin-set) password has at least 8 characters. */
export const SHOWROOM_PASSWORD_MIN_LENGTH = 8;

const ZName = z
  .string({ error: SHOWROOM_ACCOUNT_MESSAGES.nameAndEmailRequired })
  .trim()
  .min(1, SHOWROOM_ACCOUNT_MESSAGES.nameAndEmailRequired)
  .max(MAX_TEXT_LENGTH);
const ZRequiredEmail = z
  .string({ error: SHOWROOM_ACCOUNT_MESSAGES.nameAndEmailRequired })
  .trim()
  .min(1, SHOWROOM_ACCOUNT_MESSAGES.nameAndEmailRequired)
  .pipe(ZEmail);
/** An empty optional text field is stored as no value. */
const ZOptionalText = z
  .string()
  .trim()
  .max(500)
  .nullish()
  .transform((value) => (value ? value : null));
const ZBrandColors = z.strictObject({ primary: ZHexColor, secondary: ZHexColor });
/** Spec 03 section 9: wholesale tax rate 0 to 25 percent. */
const ZWholesaleTaxRate = z
  .number({ error: SHOWROOM_ACCOUNT_MESSAGES.wholesaleTaxRate })
  .min(0, SHOWROOM_ACCOUNT_MESSAGES.wholesaleTaxRate)
  .max(25, SHOWROOM_ACCOUNT_MESSAGES.wholesaleTaxRate)
  .refine(hasHundredthsStep, SHOWROOM_ACCOUNT_MESSAGES.wholesaleTaxRate);

/**
 * POST /api/admin/create-showroom-account (spec 03 section 7). Brand colours default to #0f766e and
 * #14b8a6 and the account type to tile_stone (section 9) when the form leaves them out.
 * `send_welcome_email` (beyond the spec) e-mails the owner a single-use set-password link; the
 * temporary password may then be left out (empty), since nobody has to pass one on.
 */
export const ZCreateShowroomAccountRequest = z
  .strictObject({
    name: ZName,
    email: ZRequiredEmail,
    phone: ZOptionalText,
    address: ZOptionalText,
    temporary_password: z
      .string({ error: SHOWROOM_ACCOUNT_MESSAGES.temporaryPasswordRule })
      .max(MAX_TEXT_LENGTH)
      .optional()
      .transform((value) => (value ? value : undefined)),
    showroom_type: ZShowroomType.optional(),
    brand_colors: ZBrandColors.optional(),
    wholesale_tax_enabled: z.boolean().default(false),
    wholesale_tax_rate: ZWholesaleTaxRate.default(0),
    is_test: z.boolean().default(false),
    send_welcome_email: z.boolean().default(false),
  })
  .superRefine((input, context) => {
    const password = input.temporary_password;
    const needed = !input.send_welcome_email || password !== undefined;
    if (needed && (password ?? '').length < SHOWROOM_PASSWORD_MIN_LENGTH) {
      context.addIssue({
        code: 'custom',
        path: ['temporary_password'],
        message: SHOWROOM_ACCOUNT_MESSAGES.temporaryPasswordRule,
      });
    }
  });
export type TCreateShowroomAccountRequest = z.input<typeof ZCreateShowroomAccountRequest>;
export type TCreateShowroomAccountInput = z.output<typeof ZCreateShowroomAccountRequest>;

/**
 * The credentials dialog shows these once; the server keeps only the password's hash.
 * `temporary_password` is null when none was set (the welcome e-mail's link sets the password);
 * `welcome_email` says where the link went and until when it works.
 */
export const ZCreateShowroomAccountResponse = ZSuccessResponse.extend({
  showroom: ZAdminShowroom,
  credentials: z.object({ email: z.string(), temporary_password: z.string().nullable() }),
  welcome_email: z.object({ sent_to: z.string(), expires_at: z.string() }).nullable(),
});
export type TCreateShowroomAccountResponse = z.infer<typeof ZCreateShowroomAccountResponse>;

/**
 * POST /api/admin/update-showroom-enhanced: the edit form's fields plus id. A field left out keeps
 * its value; an empty new_password means "keep the password".
 */
export const ZUpdateShowroomEnhancedRequest = z.strictObject({
  id: z.uuid(SHOWROOM_ACCOUNT_MESSAGES.notFound),
  name: ZName.optional(),
  email: ZRequiredEmail.optional(),
  phone: ZOptionalText.optional(),
  address: ZOptionalText.optional(),
  showroom_type: ZShowroomType.optional(),
  brand_colors: ZBrandColors.optional(),
  wholesale_tax_enabled: z.boolean().optional(),
  wholesale_tax_rate: ZWholesaleTaxRate.optional(),
  is_test: z.boolean().optional(),
  new_password: z
    .string()
    .max(MAX_TEXT_LENGTH)
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine(
      (value) => value === undefined || value.length >= SHOWROOM_PASSWORD_MIN_LENGTH,
      SHOWROOM_ACCOUNT_MESSAGES.newPasswordRule,
    ),
});
export type TUpdateShowroomEnhancedRequest = z.input<typeof ZUpdateShowroomEnhancedRequest>;
export type TUpdateShowroomEnhancedInput = z.output<typeof ZUpdateShowroomEnhancedRequest>;

/** What an edit can change, as `changes_made` names it. */
export const SHOWROOM_CHANGES = [
  'name',
  'email',
  'phone',
  'address',
  'showroom_type',
  'brand_colors',
  'wholesale_tax_enabled',
  'wholesale_tax_rate',
  'is_test',
  'password',
] as const;
export type TShowroomChange = (typeof SHOWROOM_CHANGES)[number];

/**
 * `auth_updated` is true when the login changed (its e-mail or its password); `changes_made` lists
 * what the edit changed, empty when the form was saved as it was.
 */
export const ZUpdateShowroomEnhancedResponse = ZSuccessResponse.extend({
  auth_updated: z.boolean(),
  changes_made: z.array(z.enum(SHOWROOM_CHANGES)),
  showroom: ZAdminShowroom,
});
export type TUpdateShowroomEnhancedResponse = z.infer<typeof ZUpdateShowroomEnhancedResponse>;

/**
 * POST /api/admin/delete-showroom {id} (spec 03 section 7). `confirm_name`, the showroom's name
 * typed again in the screen's strong confirmation, is checked when sent; the spec's own body has
 * only the id, since the confirmation is the screen's (spec 03 section 5).
 */
export const ZDeleteShowroomRequest = z.strictObject({
  id: z.uuid(SHOWROOM_ACCOUNT_MESSAGES.notFound),
  confirm_name: z
    .string({ error: SHOWROOM_ACCOUNT_MESSAGES.confirmNameMismatch })
    .max(MAX_TEXT_LENGTH)
    .optional(),
});
export type TDeleteShowroomRequest = z.infer<typeof ZDeleteShowroomRequest>;

export const ZDeleteShowroomResponse = ZSuccessResponse.extend({ message: z.string() });
export type TDeleteShowroomResponse = z.infer<typeof ZDeleteShowroomResponse>;
