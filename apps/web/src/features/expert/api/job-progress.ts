import {
  ZJobProgressResponse,
  ZRecordJobProgressResponse,
  ZTakeBackJobStepResponse,
  type TJobProgress,
  type TJobStep,
  type TRecordedJobStep,
  type TRecordJobProgressRequest,
} from '@stonetool/contracts/quote-links';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/http/api-json';
import { queryKeys } from '../../../lib/query-keys';

export const PROGRESS_LOAD_FAILED = 'Failed to load the job’s progress';
export const PROGRESS_SAVE_FAILED = 'Failed to record the job’s progress';
export const PROGRESS_TAKE_BACK_FAILED = 'Failed to take the step back';

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

/**
 * DELETE /api/quotes/:id/progress/:step: takes back the last step recorded (decision 128), and
 * says whom it e-mailed the correction.
 */
export async function takeBackJobStep(quoteId: string, step: TJobStep) {
  const body = await apiJson(ZTakeBackJobStepResponse, `${progressPath(quoteId)}/${step}`, {
    method: 'DELETE',
    fallback: PROGRESS_TAKE_BACK_FAILED,
  });
  return body.data;
}

export function useJobProgress(quoteId: string) {
  return useQuery({ queryKey: queryKeys.quotes.progress(quoteId), queryFn: () => getJobProgress(quoteId) });
}

/** The progress as answered, in the cache; the quote lists (Load Quote shows each job's latest step) are read again. */
function useProgressAnswer(quoteId: string) {
  const client = useQueryClient();
  return (answer: TRecordedJobStep) => {
    const { client_emailed_to: _emailed, ...progress } = answer;
    client.setQueryData<TJobProgress>(queryKeys.quotes.progress(quoteId), progress);
    void client.invalidateQueries({ queryKey: queryKeys.quotes.all });
  };
}

/**
 * Records a step. `onRecorded` hears the answer even though the form that sent it is replaced by
 * the next step's.
 */
export function useRecordJobProgress(quoteId: string, onRecorded: (recorded: TRecordedJobStep) => void) {
  const store = useProgressAnswer(quoteId);
  return useMutation({
    mutationFn: (request: TRecordJobProgressRequest) => recordJobProgress(quoteId, request),
    onSuccess: (recorded) => {
      onRecorded(recorded);
      store(recorded);
    },
  });
}

/** Takes back the last step; `onTakenBack` hears the answer and the step taken back. */
export function useTakeBackJobStep(
  quoteId: string,
  onTakenBack: (answer: TRecordedJobStep, step: TJobStep) => void,
) {
  const store = useProgressAnswer(quoteId);
  return useMutation({
    mutationFn: (step: TJobStep) => takeBackJobStep(quoteId, step),
    onSuccess: (answer, step) => {
      onTakenBack(answer, step);
      store(answer);
    },
  });
}
