import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZUploadStonesCsvErrorResponse,
  ZUploadStonesCsvResponse,
  type TStoneCsvRowError,
  type TUploadStonesCsvResponse,
} from '@stonetool/contracts/admin-stones';
import { readServerError } from '../../../../lib/api-error';
import { authFetch } from '../../../../lib/session-store';
import { catalogChanged } from './get-admin-stones';

/** A refused import: the server's message and the rows and columns at fault. */
export class StonesCsvError extends Error {
  constructor(
    message: string,
    readonly rows: TStoneCsvRowError[],
    readonly count: number,
  ) {
    super(message);
    this.name = 'StonesCsvError';
  }
}

/** POST /api/admin/upload-stones-csv with the file in `csvFile` (spec 03 section 7). */
export async function uploadStonesCsv(file: File): Promise<TUploadStonesCsvResponse> {
  const form = new FormData();
  form.append('csvFile', file);
  const response = await authFetch('/api/admin/upload-stones-csv', { method: 'POST', body: form });
  if (response.ok) return ZUploadStonesCsvResponse.parse(await response.json());
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  const refused = ZUploadStonesCsvErrorResponse.safeParse(body);
  if (refused.success)
    throw new StonesCsvError(refused.data.error, refused.data.errors, refused.data.error_count);
  throw new Error((await readServerError(response)) ?? 'Upload failed. Please try again.');
}

export function useUploadStonesCsv() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadStonesCsv, onSuccess: () => catalogChanged(queryClient) });
}
