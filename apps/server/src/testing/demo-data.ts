import { seedDemoData } from '@stonetool/db/seed/demo';
import { DEMO_SNAPSHOT, type TestDataSnapshot } from '@stonetool/db/testing';
import { hashPassword } from '../modules/auth/passwords';
import { createLocalStorage } from '../storage/local-storage';

/**
 * The demo data `npm start` seeds (README's demo logins), for `createTestApp({ data: demoData })`.
 * Seeding it takes about 8 s of CPU; the run seeds it once and each test file gets a copy.
 */
export const demoData: TestDataSnapshot = {
  name: DEMO_SNAPSHOT,
  async fill(handle, { filesDir, now }) {
    const storage = createLocalStorage(filesDir);
    await seedDemoData(handle.db, {
      hashPassword,
      putObject: (key, bytes, contentType) => storage.put(key, bytes, contentType),
      now,
    });
  },
};
