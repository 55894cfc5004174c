import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZUploadStonesCsvErrorResponse,
  ZUploadStonesCsvResponse,
  type TStoneCsvRowError,
  type TUploadStonesCsvResponse,
} from '@stonetool/contracts/admin-stones';
import { ApiError } from '../../../../lib/api-error';
import { apiJson } from '../../../../lib/http/api-json';
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
  try {
    return await apiJson(ZUploadStonesCsvResponse, '/api/admin/upload-stones-csv', {
      method: 'POST',
      body: form,
      fallback: 'Upload failed. Please try again.',
    });
  } catch (error) {
    // A refused import names its rows and columns at fault beside the server's message.
    const refused = ZUploadStonesCsvErrorResponse.safeParse(error instanceof ApiError ? error.body : null);
    if (refused.success)
      throw new StonesCsvError(refused.data.error, refused.data.errors, refused.data.error_count);
    throw error;
  }
}

export function useUploadStonesCsv() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadStonesCsv, onSuccess: () => catalogChanged(queryClient) });
}
