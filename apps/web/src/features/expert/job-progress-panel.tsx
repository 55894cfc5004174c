import { zodResolver } from '@hookform/resolvers/zod';
import {
  ZRecordJobProgressRequest,
  type TJobProgress,
  type TJobProgressEntry,
  type TJobStep,
  type TRecordedJobStep,
} from '@stonetool/contracts/quote-links';
import { JOB_STEP_LABELS } from '@stonetool/domain/jobs/job-progress';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../components/alert';
import { JobProgressSteps } from '../../components/job-progress-steps';
import { TextField } from '../../components/text-field';
import { formatDay, localToday } from '../../lib/format-date';
import { useJobProgress, useRecordJobProgress, useTakeBackJobStep } from './api/job-progress';

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
 * Once a step is recorded it says whether the client was e-mailed about it, and at which address.
 * The last step recorded can be taken back when it was recorded by mistake (decision 128), after
 * the fabricator confirms; the client is e-mailed the correction.
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

/** Whether the client was told by e-mail, never left unsaid. */
const toldText = (answer: TRecordedJobStep, what: string) =>
  answer.client_emailed_to
    ? `The client was told by e-mail at ${answer.client_emailed_to}${what}, with the link to their quote page.`
    : `The quote has no client e-mail address, so the client was not e-mailed; they see the step on their quote page.`;

/** The step just recorded and whether its client was told by e-mail. */
function recordedText(recorded: TRecordedJobStep): string {
  const step = recorded.progress.at(-1);
  const done = step ? `${step.label} recorded for ${formatDay(step.date)}. ` : '';
  return `${done}${toldText(recorded, '')}`;
}

/** The step just taken back, where the job stands now, and whether its client was told. */
function takenBackText(answer: TRecordedJobStep, step: TJobStep): string {
  const standing = answer.progress.at(-1);
  const now = standing
    ? `The job stands at ${standing.label} again. `
    : 'No step of the job is recorded now. ';
  return `${JOB_STEP_LABELS[step]} taken back. ${now}${toldText(answer, ' that it was recorded by mistake')}`;
}

/** Asked before a step is taken back: what the client will see and read. */
export const takeBackQuestion = (step: TJobProgressEntry) =>
  `Take back ${step.label}, recorded for ${formatDay(step.date)}? Use this when it was recorded by mistake: the client’s page no longer shows it, and the client is e-mailed the correction.`;

function JobProgressBody({ quoteId, progress }: { quoteId: string; progress: TJobProgress }) {
  const [notice, setNotice] = useState<string | null>(null);
  const takeBack = useTakeBackJobStep(quoteId, (answer, step) => setNotice(takenBackText(answer, step)));
  if (progress.review_state !== 'accepted')
    return <p className="text-sm text-stone-700">{NOT_ACCEPTED[progress.review_state]}</p>;
  const last = progress.progress.at(-1);
  return (
    <>
      <JobProgressSteps progress={progress.progress} label="Job steps" />
      {notice ? (
        <p role="status" className="text-sm text-stone-800">
          {notice}
        </p>
      ) : null}
      {takeBack.error ? <Alert tone="error">{takeBack.error.message}</Alert> : null}
      {progress.next_step ? (
        <RecordStepForm
          key={progress.next_step}
          quoteId={quoteId}
          step={progress.next_step}
          onRecorded={(recorded) => setNotice(recordedText(recorded))}
        />
      ) : (
        <p className="text-sm font-semibold text-emerald-900">The job is installed.</p>
      )}
      {last ? (
        <button
          type="button"
          className="btn btn-secondary"
          disabled={takeBack.isPending}
          onClick={() => {
            if (window.confirm(takeBackQuestion(last))) takeBack.mutate(last.step);
          }}
        >
          {takeBack.isPending ? 'Taking back...' : `Take back ${last.label}`}
        </button>
      ) : null}
    </>
  );
}

function RecordStepForm({
  quoteId,
  step,
  onRecorded,
}: {
  quoteId: string;
  step: TJobStep;
  onRecorded: (recorded: TRecordedJobStep) => void;
}) {
  const today = localToday();
  const form = useForm({ resolver: zodResolver(ZRecordStepForm), defaultValues: { step, date: today } });
  const record = useRecordJobProgress(quoteId, onRecorded);
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
