import {
  ZJobProgressResponse,
  ZRecordJobProgressResponse,
  type TJobProgress,
  type TRecordedJobStep,
  type TRecordJobProgressRequest,
} from '@stonetool/contracts/quote-links';
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

/** POST /api/quotes/:id/progress: records the job's next step with its day, and says whom it e-mailed. */
export async function recordJobProgress(quoteId: string, request: TRecordJobProgressRequest) {
  const body = await apiJson(ZRecordJobProgressResponse, progressPath(quoteId), {
    method: 'POST',
    json: request,
    fallback: PROGRESS_SAVE_FAILED,
  });
  return body.data;
}

export function useJobProgress(quoteId: string) {
  return useQuery({ queryKey: queryKeys.quotes.progress(quoteId), queryFn: () => getJobProgress(quoteId) });
}

/**
 * Records a step; the quote lists (Load Quote shows each job's latest step) are read again.
 * `onRecorded` hears the answer even though the form that sent it is replaced by the next step's.
 */
export function useRecordJobProgress(quoteId: string, onRecorded: (recorded: TRecordedJobStep) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: TRecordJobProgressRequest) => recordJobProgress(quoteId, request),
    onSuccess: (recorded) => {
      onRecorded(recorded);
      const { client_emailed_to: _emailed, ...progress } = recorded;
      client.setQueryData<TJobProgress>(queryKeys.quotes.progress(quoteId), progress);
      void client.invalidateQueries({ queryKey: queryKeys.quotes.all });
    },
  });
}
