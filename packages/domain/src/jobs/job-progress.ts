/**
 * The job after a client accepts a quote (issue 25): the fabricator templates it, fabricates it and
 * installs it, in that order, each step recorded once with the day it happened.
 */
export const JOB_STEPS = ['templated', 'fabricating', 'installed'] as const;
export type JobStep = (typeof JOB_STEPS)[number];

/** Step names as people read them, on the client's page and in the fabricator's quote. */
export const JOB_STEP_LABELS: Record<JobStep, string> = {
  templated: 'Templated',
  fabricating: 'Fabricating',
  installed: 'Installed',
};

/** A recorded step and its day, 'YYYY-MM-DD'. */
export interface JobStepDone {
  step: JobStep;
  date: string;
}

/** Whether `text` is a day of the calendar written 'YYYY-MM-DD' (2026-02-30 is not). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The step that may be recorded next: the first not done; null once the job is installed. */
export function nextJobStep(done: readonly JobStepDone[]): JobStep | null {
  return JOB_STEPS[done.length] ?? null;
}

/**
 * Why `step` dated `date` cannot be recorded after the steps `done` (in order), or null when it can.
 * A step follows the one before it, only forward and each once; its day is not after `today` and
 * not before the day of the step before it.
 */
export function jobStepProblem(
  done: readonly JobStepDone[],
  step: JobStep,
  date: string,
  today: string,
): string | null {
  const label = JOB_STEP_LABELS[step];
  if (done.some((recorded) => recorded.step === step)) return `${label} is already recorded`;
  const next = nextJobStep(done);
  if (next === null) return `The job is already installed: no step follows ${JOB_STEP_LABELS.installed}`;
  if (step !== next) {
    // The steps done are a prefix of JOB_STEPS, so a step other than the next one lies beyond it.
    const before = JOB_STEPS[JOB_STEPS.indexOf(step) - 1] ?? next;
    return `${label} comes after ${JOB_STEP_LABELS[before]}: record ${JOB_STEP_LABELS[next]} first`;
  }
  if (!isCalendarDate(date)) return `The date must be a day written YYYY-MM-DD, such as ${today}`;
  if (date > today) return `The date ${date} is in the future: record ${label} once it has happened`;
  const previous = done[done.length - 1];
  if (previous && date < previous.date)
    return `${label} cannot be dated ${date}, before ${JOB_STEP_LABELS[previous.step]} on ${previous.date}`;
  return null;
}

/** Why there is nothing to take back: no step of the job is recorded. */
export const NO_JOB_STEP_TO_TAKE_BACK = 'No step of the job is recorded yet: there is nothing to take back';

/**
 * Why `step` cannot be taken back from the steps `done` (in order), or null when it can (decision
 * 128): only the last step recorded, so the steps left still follow one another; the caller names
 * it, so a step recorded by someone else meanwhile is never taken back unseen.
 */
export function takeBackProblem(done: readonly JobStepDone[], step: JobStep): string | null {
  const last = done[done.length - 1];
  if (!last) return NO_JOB_STEP_TO_TAKE_BACK;
  if (last.step === step) return null;
  const label = JOB_STEP_LABELS[step];
  return done.some((recorded) => recorded.step === step)
    ? `${label} is not the last step recorded: take back ${JOB_STEP_LABELS[last.step]} first`
    : `${label} is not recorded: the last step recorded is ${JOB_STEP_LABELS[last.step]}`;
}

/** The earliest time zone (UTC+14): where a new day starts first. */
const EARLIEST_OFFSET_MS = 14 * 60 * 60 * 1000;

/**
 * The latest day it is anywhere on Earth at `now` ('YYYY-MM-DD'): the server knows no fabricator's
 * time zone, so a step is "in the future" only when its day has not begun in any of them.
 */
export function latestToday(now: Date): string {
  return new Date(now.getTime() + EARLIEST_OFFSET_MS).toISOString().slice(0, 10);
}
