import { ZJobProgressResponse, type TRecordJobProgressRequest } from '@stonetool/contracts/quote-links';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/http/api-json';
import { queryKeys } from '../../../lib/query-keys';

export const PROGRESS_LOAD_FAILED = 'Failed to load the job’s progress';
export const PROGRESS_SAVE_FAILED = 'Failed to record the job’s progress';

const progressPath = (quoteId: string) => `/api/quotes/${encodeURIComponent(quoteId)}/progress`;

/** GET /api/quotes/:id/progress: the client's answer, the steps recorded and the one that may come next. */
export async function getJobProgress(quoteId: string) {
  const body = await apiJson(ZJobProgressResponse, progressPath(quoteId), { fallback: PROGRESS_LOAD_FAILED });
  return body.data;
}

/** POST /api/quotes/:id/progress: records the job's next step with its day. */
export async function recordJobProgress(quoteId: string, request: TRecordJobProgressRequest) {
  const body = await apiJson(ZJobProgressResponse, progressPath(quoteId), {
    method: 'POST',
    json: request,
    fallback: PROGRESS_SAVE_FAILED,
  });
  return body.data;
}

export function useJobProgress(quoteId: string) {
  return useQuery({ queryKey: queryKeys.quotes.progress(quoteId), queryFn: () => getJobProgress(quoteId) });
}

/** Records a step; the quote lists (Load Quote shows each job's latest step) are read again. */
export function useRecordJobProgress(quoteId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: TRecordJobProgressRequest) => recordJobProgress(quoteId, request),
    onSuccess: (data) => {
      client.setQueryData(queryKeys.quotes.progress(quoteId), data);
      void client.invalidateQueries({ queryKey: queryKeys.quotes.all });
    },
  });
}
