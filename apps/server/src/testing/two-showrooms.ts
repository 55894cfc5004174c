import type { Executor } from '@stonetool/db/client';
import type { NewShowroomRow } from '@stonetool/db/schema/showrooms';
import { accessToken } from './api-as';
import { seedAdmin, seedShowroomWithOwner } from './fixtures';
import type { TestApp } from './test-app';

export interface TwoShowrooms {
  showroomA: string;
  showroomB: string;
  /** Access tokens of the two owners and the admin, signed in through the API. */
  tokens: { ownerA: string; ownerB: string; admin: string };
}

/**
 * The start of a showroom-scoping test: "Showroom A" owned by a@example.test (Owner-a-pass-1),
 * "Showroom B" owned by b@example.test (Owner-b-pass-1) and a platform admin, admin@example.test
 * (Admin-pass-1), each signed in. The showrooms' other values are the test's to set.
 */
export async function seedTwoShowrooms(
  t: TestApp,
  values: { a?: Partial<NewShowroomRow>; b?: Partial<NewShowroomRow> } = {},
  db: Executor = t.database.db,
): Promise<TwoShowrooms> {
  const a = await seedShowroomWithOwner(db, {
    name: 'Showroom A',
    ...values.a,
    email: 'a@example.test',
    password: 'Owner-a-pass-1',
  });
  const b = await seedShowroomWithOwner(db, {
    name: 'Showroom B',
    ...values.b,
    email: 'b@example.test',
    password: 'Owner-b-pass-1',
  });
  const admin = await seedAdmin(db, 'admin@example.test', 'Admin-pass-1');
  return {
    showroomA: a.showroomId,
    showroomB: b.showroomId,
    tokens: {
      ownerA: await accessToken(t.app, a.email, a.password),
      ownerB: await accessToken(t.app, b.email, b.password),
      admin: await accessToken(t.app, admin.email, admin.password),
    },
  };
}
