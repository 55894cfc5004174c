import { z } from 'zod';
import { ZShowroomSummary } from './auth';
import { fileExtension } from './uploads';
import { ZSuccessResponse } from './common';

/** Logo limits of spec 03 sections 5 and 9: 2 MB; PNG, JPEG or SVG. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** The file name extensions a logo may have (the type itself is read from its bytes on the server). */
export const LOGO_EXTENSIONS = ['png', 'jpg', 'jpeg', 'svg'] as const;
/** Whether a file's name ends in one of the logo extensions (checked by the web app and the server). */
export function hasLogoExtension(filename: string): boolean {
  return (LOGO_EXTENSIONS as readonly string[]).includes(fileExtension(filename));
}
/** What the file picker offers. */
export const LOGO_ACCEPT = '.png,.jpg,.jpeg,.svg,image/png,image/jpeg,image/svg+xml';

/** The messages of spec 03 sections 5 and 8 for the Branding tab, word for word. */
export const BRANDING_MESSAGES = {
  invalidFormat: 'Invalid file format. Please use PNG, JPG, or SVG.',
  tooLarge: 'File too large. Maximum size is 2MB.',
  uploadFailed: 'Upload failed. Please try again.',
  uploaded: 'Logo uploaded successfully!',
  saveFailed: 'Failed to update branding settings. Please try again.',
  saved: 'Branding settings updated successfully!',
  saving: 'Saving changes...',
  preparingUpload: 'Preparing upload...',
  uploading: 'Uploading logo...',
  removeConfirm: 'Remove your logo? Your business name will be shown instead.',
  /** Not in the spec: the upload form carried no file in its `logo` field. */
  noFile: 'Please choose a logo file to upload.',
  /** Not in the spec: a name that is empty once trimmed. */
  nameRequired: 'Business name is required',
} as const;

/** The longest business name accepted (not in the spec; a header line has room for about this). */
export const BUSINESS_NAME_MAX_LENGTH = 120;

/** POST /api/showroom/update-name (spec 03 section 7): the name is trimmed and must not be empty. */
export const ZUpdateShowroomNameRequest = z.strictObject({
  name: z
    .string({ error: BRANDING_MESSAGES.nameRequired })
    .trim()
    .min(1, BRANDING_MESSAGES.nameRequired)
    .max(BUSINESS_NAME_MAX_LENGTH, `Business name must be at most ${BUSINESS_NAME_MAX_LENGTH} characters`),
  show_name_under_logo: z.boolean(),
});
export type TUpdateShowroomNameRequest = z.infer<typeof ZUpdateShowroomNameRequest>;

/** The spec reads `success`; the showroom as saved comes along so the headers update at once. */
export const ZUpdateShowroomNameResponse = ZSuccessResponse.extend({ showroom: ZShowroomSummary });
export type TUpdateShowroomNameResponse = z.infer<typeof ZUpdateShowroomNameResponse>;

/** POST /api/upload-logo (multipart field `logo`): the spec reads `data.logoUrl`. */
export const ZUploadLogoResponse = ZSuccessResponse.extend({
  data: z.object({ logoUrl: z.string() }),
  showroom: ZShowroomSummary,
});
export type TUploadLogoResponse = z.infer<typeof ZUploadLogoResponse>;

/** DELETE /api/upload-logo (not in the spec; see docs/decisions/055-branding-the-business-name-logo-checks-and-a.md, Branding). */
export const ZRemoveLogoResponse = ZSuccessResponse.extend({ showroom: ZShowroomSummary });
export type TRemoveLogoResponse = z.infer<typeof ZRemoveLogoResponse>;
