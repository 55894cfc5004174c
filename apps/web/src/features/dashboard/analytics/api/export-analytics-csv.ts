import { useMutation } from '@tanstack/react-query';
import type { TShowroomExportCsvRequest } from '@stonetool/contracts/analytics';
import type { AnalyticsPeriod } from '@stonetool/domain/analytics/periods';
import { downloadCsvResponse } from '../../../../lib/download-response';
import { authFetch } from '../../../../lib/session-store';
import type { AnalyticsFilters } from '../../../../components/back-office/analytics/analytics-storage';

type CsvType = TShowroomExportCsvRequest['dataType'];

/**
 * POST /api/showroom/export-csv with the period and filters (null when all); the file is named from
 * the Content-Disposition header, default analytics_{dataType}_export.csv (spec 03 section 7).
 */
export async function exportAnalyticsCsv(input: {
  dataType: CsvType;
  period: AnalyticsPeriod;
  filters: AnalyticsFilters;
}): Promise<void> {
  const orNull = (value: string) => (value === 'all' ? null : value);
  const body = {
    period: input.period,
    brand: orNull(input.filters.brand),
    type: orNull(input.filters.type),
    team_member: orNull(input.filters.team_member),
    format: 'csv',
    dataType: input.dataType,
  };
  let response: Response;
  try {
    response = await authFetch('/api/showroom/export-csv', { method: 'POST', body: JSON.stringify(body) });
  } catch {
    throw new Error('Error generating CSV export. Please check your connection and try again.');
  }
  await downloadCsvResponse(
    response,
    `analytics_${input.dataType}_export.csv`,
    (error) => `Failed to generate ${input.dataType} export: ${error}`,
  );
}

export function useExportAnalyticsCsv() {
  return useMutation({ mutationFn: exportAnalyticsCsv });
}
