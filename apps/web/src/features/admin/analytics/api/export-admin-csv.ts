import { useMutation } from '@tanstack/react-query';
import type { TAdminExportCsvRequest } from '@stonetool/contracts/admin-analytics';
import { downloadCsvResponse } from '../../../../lib/download-response';
import { authFetch } from '../../../../lib/session-store';
import type { AdminAnalyticsControls } from './get-admin-analytics';

export type AdminCsvType = TAdminExportCsvRequest['dataType'];

/**
 * POST /api/admin/export-csv with the dashboard's period and filters (null when all); the file is
 * named by the Content-Disposition header. `showroomId` picks one showroom for its own export.
 */
export async function exportAdminCsv(input: {
  dataType: AdminCsvType;
  controls: AdminAnalyticsControls;
  showroomId?: string;
}): Promise<void> {
  const { controls } = input;
  const orNull = (value: string) => (value === 'all' ? null : value);
  const body = {
    dataType: input.dataType,
    period: controls.period,
    include_test_data: controls.includeTestData,
    brand: orNull(controls.brand),
    type: orNull(controls.type),
    showroom_id: input.showroomId ?? orNull(controls.showroomId),
    format: 'csv',
  };
  let response: Response;
  try {
    response = await authFetch('/api/admin/export-csv', { method: 'POST', body: JSON.stringify(body) });
  } catch {
    throw new Error('Error generating CSV export. Please check your connection and try again.');
  }
  await downloadCsvResponse(
    response,
    `system_${input.dataType}_export.csv`,
    (error) => `Failed to generate ${input.dataType} export: ${error}`,
  );
}

export function useExportAdminCsv() {
  return useMutation({ mutationFn: exportAdminCsv });
}
