import { seedDemoData } from '@stonetool/db/seed/demo';
import { hashPassword } from '../modules/auth/passwords';
import type { TestApp } from './test-app';

/** Fills a test app's database with the demo data `npm start` seeds (README's demo logins). */
export async function seedDemo(t: TestApp): Promise<void> {
  await seedDemoData(t.database.db, {
    hashPassword,
    putObject: (key, bytes, contentType) => t.ctx.storage.put(key, bytes, contentType),
    now: t.clock.now(),
  });
}
