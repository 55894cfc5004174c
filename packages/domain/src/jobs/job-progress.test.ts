import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  JOB_STEPS,
  isCalendarDate,
  jobStepProblem,
  latestToday,
  nextJobStep,
  NO_JOB_STEP_TO_TAKE_BACK,
  takeBackProblem,
  type JobStep,
  type JobStepDone,
} from './job-progress';

const TODAY = '2026-11-28';
const done = (...steps: [JobStep, string][]): JobStepDone[] => steps.map(([step, date]) => ({ step, date }));

describe('job progress', () => {
  it('records templated, then fabricating, then installed, and nothing after', () => {
    expect(nextJobStep([])).toBe('templated');
    expect(jobStepProblem([], 'templated', '2026-11-20', TODAY)).toBeNull();
    const templated = done(['templated', '2026-11-20']);
    expect(nextJobStep(templated)).toBe('fabricating');
    expect(jobStepProblem(templated, 'fabricating', '2026-11-20', TODAY)).toBeNull();
    const all = done(['templated', '2026-11-20'], ['fabricating', '2026-11-24'], ['installed', TODAY]);
    expect(nextJobStep(all)).toBeNull();
  });

  it('refuses a step out of order, naming the one it comes after', () => {
    expect(jobStepProblem([], 'fabricating', TODAY, TODAY)).toBe(
      'Fabricating comes after Templated: record Templated first',
    );
    expect(jobStepProblem([], 'installed', TODAY, TODAY)).toBe(
      'Installed comes after Fabricating: record Templated first',
    );
  });

  it('refuses a step recorded twice, and any step once the job is installed', () => {
    const templated = done(['templated', '2026-11-20']);
    expect(jobStepProblem(templated, 'templated', TODAY, TODAY)).toBe('Templated is already recorded');
    const all = done(['templated', '2026-11-20'], ['fabricating', '2026-11-24'], ['installed', TODAY]);
    expect(jobStepProblem(all, 'installed', TODAY, TODAY)).toBe('Installed is already recorded');
  });

  it('refuses a day in the future, a day before the previous step, and a day that does not exist', () => {
    expect(jobStepProblem([], 'templated', '2026-11-29', TODAY)).toBe(
      'The date 2026-11-29 is in the future: record Templated once it has happened',
    );
    expect(jobStepProblem(done(['templated', '2026-11-20']), 'fabricating', '2026-11-19', TODAY)).toBe(
      'Fabricating cannot be dated 2026-11-19, before Templated on 2026-11-20',
    );
    expect(jobStepProblem([], 'templated', '2026-02-30', TODAY)).toBe(
      'The date must be a day written YYYY-MM-DD, such as 2026-11-28',
    );
  });

  it('accepts exactly the next step, whatever has been recorded', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), fc.constantFrom(...JOB_STEPS), (count, step) => {
        const recorded = JOB_STEPS.slice(0, count).map((s) => ({ step: s, date: '2026-01-01' }));
        const accepted = jobStepProblem(recorded, step, TODAY, TODAY) === null;
        expect(accepted).toBe(JOB_STEPS.indexOf(step) === count);
      }),
    );
  });

  it('reads only real calendar days', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('26-11-28')).toBe(false);
  });

  it('takes today as the latest day anywhere: UTC+14 is a day ahead from 10:00 UTC', () => {
    expect(latestToday(new Date('2026-11-28T09:59:00Z'))).toBe('2026-11-28');
    expect(latestToday(new Date('2026-11-28T10:00:00Z'))).toBe('2026-11-29');
  });
});

describe('taking a job step back', () => {
  const recorded = done(['templated', '2026-11-20'], ['fabricating', '2026-11-24']);

  it('takes back only the last step recorded, naming the one to take back first', () => {
    expect(takeBackProblem(recorded, 'fabricating')).toBeNull();
    expect(takeBackProblem(recorded, 'templated')).toBe(
      'Templated is not the last step recorded: take back Fabricating first',
    );
    expect(takeBackProblem(recorded, 'installed')).toBe(
      'Installed is not recorded: the last step recorded is Fabricating',
    );
  });

  it('has nothing to take back before any step is recorded', () => {
    for (const step of JOB_STEPS) expect(takeBackProblem([], step)).toBe(NO_JOB_STEP_TO_TAKE_BACK);
  });

  it('leaves, once taken back, a record whose next step is the one taken back (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), fc.constantFrom(...JOB_STEPS), (count, step) => {
        const steps = JOB_STEPS.slice(0, count).map((s) => ({ step: s, date: '2026-01-01' }));
        const allowed = takeBackProblem(steps, step) === null;
        expect(allowed).toBe(count > 0 && JOB_STEPS.indexOf(step) === count - 1);
        if (allowed) expect(nextJobStep(steps.slice(0, -1))).toBe(step);
      }),
    );
  });
});
