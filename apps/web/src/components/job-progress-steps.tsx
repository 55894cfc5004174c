import type { TJobProgressEntry } from '@stonetool/contracts/quote-links';
import { JOB_STEP_LABELS, JOB_STEPS } from '@stonetool/domain/jobs/job-progress';
import { formatDay } from '../lib/format-date';

/**
 * The job's three steps after acceptance (issue 25), each with the day it was recorded or "Not
 * yet", in the order of the job: the client's page and the fabricator's quote show the same list.
 */
export function JobProgressSteps({ progress, label }: { progress: TJobProgressEntry[]; label: string }) {
  return (
    <ol aria-label={label} className="space-y-2">
      {JOB_STEPS.map((step) => {
        const done = progress.find((entry) => entry.step === step);
        return (
          <li key={step} className="flex items-center justify-between gap-3 text-sm">
            <span className={done ? 'font-semibold text-stone-900' : 'text-stone-700'}>
              <span aria-hidden="true">{done ? '✓ ' : '○ '}</span>
              {JOB_STEP_LABELS[step]}
            </span>
            <span className={done ? 'text-stone-900' : 'text-stone-600'}>
              {done ? formatDay(done.date) : 'Not yet'}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
