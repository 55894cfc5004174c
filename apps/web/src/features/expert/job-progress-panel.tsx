import { zodResolver } from '@hookform/resolvers/zod';
import {
  ZRecordJobProgressRequest,
  type TJobProgress,
  type TJobStep,
} from '@stonetool/contracts/quote-links';
import { JOB_STEP_LABELS } from '@stonetool/domain/jobs/job-progress';
import { useForm } from 'react-hook-form';
import { Alert } from '../../components/alert';
import { JobProgressSteps } from '../../components/job-progress-steps';
import { TextField } from '../../components/text-field';
import { localToday } from '../../lib/format-date';
import { useJobProgress, useRecordJobProgress } from './api/job-progress';

/** The form's call: the next step and the day it happened, which the form always sends. */
const ZRecordStepForm = ZRecordJobProgressRequest.required({ date: true });

/** Why no step can be recorded yet, by the client's answer so far. */
const NOT_ACCEPTED: Record<Exclude<TJobProgress['review_state'], 'accepted'>, string> = {
  open: 'The client has not accepted this quote yet. Record the job’s progress once they accept it.',
  changes_requested:
    'The client asked for changes and has not accepted this quote. Record the job’s progress once they accept it.',
};

/**
 * The job's progress on the quote being worked on (issue 25): after the client accepted it, the
 * steps recorded with their days and a control to record the next one, which the client's link
 * then shows. The server refuses a step out of turn or a day in the future, and says why here.
 */
export function JobProgressPanel({ quoteId, quoteNumber }: { quoteId: string; quoteNumber: string }) {
  const progress = useJobProgress(quoteId);
  return (
    <section aria-labelledby="job-progress" className="card space-y-3">
      <h2 id="job-progress" className="text-lg font-semibold text-stone-900">
        Job progress · Quote {quoteNumber}
      </h2>
      {progress.isPending ? <p className="text-sm text-stone-700">Loading...</p> : null}
      {progress.isError ? <Alert tone="error">{progress.error.message}</Alert> : null}
      {progress.data ? <JobProgressBody quoteId={quoteId} progress={progress.data} /> : null}
    </section>
  );
}

function JobProgressBody({ quoteId, progress }: { quoteId: string; progress: TJobProgress }) {
  if (progress.review_state !== 'accepted')
    return <p className="text-sm text-stone-700">{NOT_ACCEPTED[progress.review_state]}</p>;
  return (
    <>
      <JobProgressSteps progress={progress.progress} label="Job steps" />
      {progress.next_step ? (
        <RecordStepForm key={progress.next_step} quoteId={quoteId} step={progress.next_step} />
      ) : (
        <p className="text-sm font-semibold text-emerald-900">The job is installed.</p>
      )}
    </>
  );
}

function RecordStepForm({ quoteId, step }: { quoteId: string; step: TJobStep }) {
  const today = localToday();
  const form = useForm({ resolver: zodResolver(ZRecordStepForm), defaultValues: { step, date: today } });
  const record = useRecordJobProgress(quoteId);
  const label = JOB_STEP_LABELS[step];
  return (
    <form
      // handleSubmit's promise never rejects here: the mutation reports a failure through its state.
      onSubmit={(event) => void form.handleSubmit((values) => record.mutate(values))(event)}
      noValidate
      className="space-y-2"
    >
      {record.error ? <Alert tone="error">{record.error.message}</Alert> : null}
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          label={`${label} on`}
          type="date"
          max={today}
          className="w-44"
          error={form.formState.errors.date?.message}
          {...form.register('date')}
        />
        <button type="submit" className="btn btn-primary" disabled={record.isPending}>
          {record.isPending ? 'Saving...' : `Mark as ${label}`}
        </button>
      </div>
    </form>
  );
}
