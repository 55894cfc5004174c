import { REPORT_FREQUENCIES, type ReportFrequency } from '@stonetool/domain/analytics/report-schedule';
import { check, integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { at, id, oneOf, timestamps } from './columns';
import { showrooms } from './showrooms';

export const reportFrequencies = REPORT_FREQUENCIES;
export type { ReportFrequency };

/**
 * A scheduled analytics report (beyond spec 03): one per showroom, set by its owner, and one for
 * the platform (`showroom_id` null), set by the admin. Sent to `recipients` with `sections`.
 */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    id: id(),
    showroomId: uuid('showroom_id').references(() => showrooms.id, { onDelete: 'cascade' }),
    frequency: text('frequency', { enum: reportFrequencies }).notNull(),
    recipients: text('recipients').array().notNull(),
    sections: text('sections').array().notNull(),
    customMessage: text('custom_message'),
    setByUserId: uuid('set_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    check('report_schedules_frequency_check', oneOf(t.frequency, reportFrequencies)),
    unique('report_schedules_showroom_unique').on(t.showroomId).nullsNotDistinct(),
  ],
);

/**
 * One row per schedule and period sent. Written in the transaction that writes the report's mails,
 * so the primary key lets exactly one server send a period's report, however many run the worker.
 */
export const reportScheduleRuns = pgTable(
  'report_schedule_runs',
  {
    scheduleId: uuid('schedule_id')
      .notNull()
      .references(() => reportSchedules.id, { onDelete: 'cascade' }),
    periodStart: at('period_start').notNull(),
    mails: integer('mails').notNull(),
    sentAt: at('sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scheduleId, t.periodStart] })],
);

export type ReportScheduleRow = typeof reportSchedules.$inferSelect;
