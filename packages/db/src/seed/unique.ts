import { randomBytes } from 'node:crypto';

/** A short random suffix that keeps factory defaults (e-mails, numbers) unique within a database. */
export function uniqueSuffix(): string {
  return randomBytes(5).toString('hex');
}
