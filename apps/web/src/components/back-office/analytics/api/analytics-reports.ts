import { useMutation } from '@tanstack/react-query';
import {
  ZEmailReportResponse,
  type TEmailReportResponse,
  type TShowroomEmailReportRequest,
} from '@stonetool/contracts/analytics-reports';
import type { AnalyticsPeriod } from '@stonetool/domain/analytics/periods';
import { downloadFileResponse } from '../../../../lib/download-response';
import { apiJson } from '../../../../lib/http/api-json';
import { authFetch } from '../../../../lib/session-store';
import type { AnalyticsFilters } from '../analytics-storage';

/** Spec 03 section 8's report messages. */
export const PDF_FAILED = 'Failed to generate PDF report. Please try again.';
export const PDF_UNREACHABLE = 'Error generating report. Please check your connection and try again.';
export const EMAIL_FAILED = 'Failed to send email report. Please try again.';

type ReportControls = { period: AnalyticsPeriod; filters: AnalyticsFilters };

const orNull = (value: string) => (value === 'all' ? null : value);
const reportFilters = ({ period, filters }: ReportControls) => ({
  period,
  brand: orNull(filters.brand),
  type: orNull(filters.type),
  team_member: orNull(filters.team_member),
});

/**
 * POST /api/showroom/export-pdf with `format: 'pdf'`: the report of the period and filters as a PDF
 * file, named by the Content-Disposition header.
 */
export async function exportShowroomPdf(controls: ReportControls): Promise<void> {
  let response: Response;
  try {
    response = await authFetch('/api/showroom/export-pdf', {
      method: 'POST',
      body: JSON.stringify({ ...reportFilters(controls), format: 'pdf' }),
    });
  } catch {
    throw new Error(PDF_UNREACHABLE);
  }
  await downloadFileResponse(response, `analytics_report_${controls.period}.pdf`, () => PDF_FAILED);
}

export function useExportShowroomPdf() {
  return useMutation({ mutationFn: exportShowroomPdf });
}

export type ShowroomReportMail = Pick<
  TShowroomEmailReportRequest,
  'recipients' | 'sections' | 'customMessage'
>;

/** POST /api/showroom/email-report: the PDF report mailed to each recipient; throws the server's message. */
export async function emailShowroomReport(
  input: ReportControls & { mail: ShowroomReportMail },
): Promise<TEmailReportResponse> {
  return apiJson(ZEmailReportResponse, '/api/showroom/email-report', {
    method: 'POST',
    json: { ...reportFilters(input), ...input.mail, reportType: 'manual' },
    fallback: EMAIL_FAILED,
  });
}

export function useEmailShowroomReport() {
  return useMutation({ mutationFn: emailShowroomReport });
}
