import { useMutation } from '@tanstack/react-query';
import {
  ZEmailReportResponse,
  type TAdminEmailReportRequest,
  type TEmailReportResponse,
} from '@stonetool/contracts/analytics-reports';
import { downloadFileResponse } from '../../../../lib/download-response';
import { apiJson } from '../../../../lib/http/api-json';
import { authFetch } from '../../../../lib/session-store';
import {
  EMAIL_FAILED,
  PDF_FAILED,
  PDF_UNREACHABLE,
} from '../../../../components/back-office/analytics/api/analytics-reports';
import type { AdminAnalyticsControls } from './get-admin-analytics';

const orNull = (value: string) => (value === 'all' ? null : value);

/** The dashboard's period, test-data switch and filters. */
const reportFilters = (controls: AdminAnalyticsControls) => ({
  period: controls.period,
  include_test_data: controls.includeTestData,
  brand: orNull(controls.brand),
  type: orNull(controls.type),
  showroom_id: orNull(controls.showroomId),
});

/**
 * POST /api/admin/export-pdf with `format: 'pdf'`: the System Report of the chosen sections (all when
 * none are given) as a PDF file, named by the Content-Disposition header.
 */
export async function exportAdminPdf(input: {
  controls: AdminAnalyticsControls;
  sections?: TAdminEmailReportRequest['sections'];
}): Promise<void> {
  let response: Response;
  try {
    response = await authFetch('/api/admin/export-pdf', {
      method: 'POST',
      body: JSON.stringify({ ...reportFilters(input.controls), sections: input.sections, format: 'pdf' }),
    });
  } catch {
    throw new Error(PDF_UNREACHABLE);
  }
  await downloadFileResponse(response, `system_report_${input.controls.period}.pdf`, () => PDF_FAILED);
}

export function useExportAdminPdf() {
  return useMutation({ mutationFn: exportAdminPdf });
}

export type AdminReportMail = Pick<
  TAdminEmailReportRequest,
  'recipients' | 'sections' | 'customMessage' | 'sendToShowrooms'
>;

/** POST /api/admin/email-report: to the recipients and/or every showroom; throws the server's message. */
export async function emailAdminReport(input: {
  controls: AdminAnalyticsControls;
  mail: AdminReportMail;
}): Promise<TEmailReportResponse> {
  return apiJson(ZEmailReportResponse, '/api/admin/email-report', {
    method: 'POST',
    json: { ...reportFilters(input.controls), ...input.mail, reportType: 'manual' },
    fallback: EMAIL_FAILED,
  });
}

export function useEmailAdminReport() {
  return useMutation({ mutationFn: emailAdminReport });
}
