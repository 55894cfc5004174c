import { z } from 'zod';
import { ZAnalyticsPeriod, ZOptionalFilter } from './analytics';
import { ZShowroomId, ZSuccessResponse } from './common';

/** Spec 03 section 2: the showroom's report sections. */
export const SHOWROOM_REPORT_SECTIONS = ['performance', 'insights'] as const;
/** Spec 03 section 2: overview = System Overview, showrooms = Showroom Performance, opportunities. */
export const ADMIN_REPORT_SECTIONS = ['overview', 'showrooms', 'opportunities'] as const;

/** The spec's client sends null for a filter left at 'all'. */
const nullableFilter = z.preprocess((value) => (value === null ? undefined : value), ZOptionalFilter);
const nullableTeamMember = z.preprocess(
  (value) => (value === null || value === 'all' || value === '' ? undefined : value),
  z.union([z.literal('owner'), z.uuid()], { error: 'Team member not found' }).optional(),
);
const nullableShowroom = z.preprocess(
  (value) => (value === null || value === 'all' || value === '' ? undefined : value),
  ZShowroomId.optional(),
);

/**
 * 'html' answers the spec's `{ reportHtml }`; 'pdf' answers the PDF file itself
 * (application/pdf, named by Content-Disposition).
 */
export const ZReportFormat = z.enum(['html', 'pdf'], { error: 'Format must be html or pdf' }).default('html');

const showroomSections = z
  .array(z.enum(SHOWROOM_REPORT_SECTIONS, { error: 'Sections must be performance or insights' }))
  .max(SHOWROOM_REPORT_SECTIONS.length)
  .default([...SHOWROOM_REPORT_SECTIONS]);
const adminSections = z
  .array(z.enum(ADMIN_REPORT_SECTIONS, { error: 'Sections must be overview, showrooms or opportunities' }))
  .max(ADMIN_REPORT_SECTIONS.length)
  .default([...ADMIN_REPORT_SECTIONS]);

const showroomReportFields = {
  period: ZAnalyticsPeriod.default('month'),
  brand: nullableFilter,
  type: nullableFilter,
  team_member: nullableTeamMember,
  sections: showroomSections,
  includeCharts: z.boolean({ error: 'includeCharts must be true or false' }).default(true),
};

const adminReportFields = {
  period: ZAnalyticsPeriod.default('month'),
  include_test_data: z.boolean({ error: 'include_test_data must be true or false' }).default(false),
  brand: nullableFilter,
  type: nullableFilter,
  showroom_id: nullableShowroom,
  sections: adminSections,
  includeCharts: z.boolean({ error: 'includeCharts must be true or false' }).default(true),
};

/** POST /api/showroom/export-pdf (spec 03 section 7) plus `format`. */
export const ZShowroomExportPdfRequest = z.strictObject({ ...showroomReportFields, format: ZReportFormat });
export type TShowroomExportPdfRequest = z.infer<typeof ZShowroomExportPdfRequest>;

/** POST /api/admin/export-pdf: the System Report, or one showroom's with `showroom_id`, plus `format`. */
export const ZAdminExportPdfRequest = z.strictObject({ ...adminReportFields, format: ZReportFormat });
export type TAdminExportPdfRequest = z.infer<typeof ZAdminExportPdfRequest>;

/** The spec's answer: an HTML document the browser opens in a new window and prints. */
export const ZExportPdfResponse = ZSuccessResponse.extend({ reportHtml: z.string() });
export type TExportPdfResponse = z.infer<typeof ZExportPdfResponse>;

const customMessage = z
  .string()
  .trim()
  .max(2000, 'The message must be 2000 characters or fewer')
  .nullish()
  .transform((value) => value || null);
const recipients = z.array(z.string().max(254, 'Please enter a valid email address')).max(100);

/** POST /api/showroom/email-report (spec 03 section 7); recipients checked by section 5's rules. */
export const ZShowroomEmailReportRequest = z.strictObject({
  ...showroomReportFields,
  sections: z.array(z.enum(SHOWROOM_REPORT_SECTIONS, { error: 'Sections must be performance or insights' })),
  recipients,
  customMessage,
  reportType: z.literal('manual', { error: 'reportType must be manual' }).default('manual'),
});
export type TShowroomEmailReportRequest = z.infer<typeof ZShowroomEmailReportRequest>;

/** POST /api/admin/email-report (spec 03 section 7): to the recipients and/or every showroom. */
export const ZAdminEmailReportRequest = z.strictObject({
  ...adminReportFields,
  sections: z.array(
    z.enum(ADMIN_REPORT_SECTIONS, { error: 'Sections must be overview, showrooms or opportunities' }),
  ),
  recipients,
  sendToShowrooms: z.boolean({ error: 'sendToShowrooms must be true or false' }).default(false),
  customMessage,
  reportType: z.literal('manual', { error: 'reportType must be manual' }).default('manual'),
});
export type TAdminEmailReportRequest = z.infer<typeof ZAdminEmailReportRequest>;

export const ZEmailReportResponse = ZSuccessResponse.extend({
  message: z.string(),
  /** One outbox mail per recipient. */
  mails: z.number().int(),
});
export type TEmailReportResponse = z.infer<typeof ZEmailReportResponse>;

/** Beyond spec 03: 'off' removes the schedule. */
export const SCHEDULE_FREQUENCIES = ['off', 'weekly', 'monthly'] as const;
const frequency = z.enum(SCHEDULE_FREQUENCIES, { error: 'Frequency must be off, weekly or monthly' });

/** PUT /api/showroom/report-schedule (the owner): recipients checked by section 5's showroom rule. */
export const ZShowroomReportScheduleRequest = z.strictObject({
  frequency,
  recipients,
  sections: z.array(z.enum(SHOWROOM_REPORT_SECTIONS, { error: 'Sections must be performance or insights' })),
  customMessage,
});
export type TShowroomReportScheduleRequest = z.infer<typeof ZShowroomReportScheduleRequest>;

/** PUT /api/admin/report-schedule: the System Report to recipients kept by section 5's admin rule. */
export const ZAdminReportScheduleRequest = z.strictObject({
  frequency,
  recipients,
  sections: z.array(
    z.enum(ADMIN_REPORT_SECTIONS, { error: 'Sections must be overview, showrooms or opportunities' }),
  ),
  customMessage,
});
export type TAdminReportScheduleRequest = z.infer<typeof ZAdminReportScheduleRequest>;

export const ZReportScheduleResponse = z.object({
  schedule: z
    .object({
      frequency: z.enum(['weekly', 'monthly']),
      recipients: z.array(z.string()),
      sections: z.array(z.string()),
      customMessage: z.string().nullable(),
      /** When the last scheduled report was written to the outbox; null before the first. */
      last_sent_at: z.iso.datetime().nullable(),
    })
    .nullable(),
});
export type TReportScheduleResponse = z.infer<typeof ZReportScheduleResponse>;
