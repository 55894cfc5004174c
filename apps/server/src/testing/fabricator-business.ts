import type { Executor } from '@stonetool/db/client';
import type { NewShowroomRow } from '@stonetool/db/schema/showrooms';
import { accessToken } from './api-as';
import { seedShowroomWithOwner, seedTeamMember } from './fixtures';
import type { TestApp } from './test-app';

/** A fabricator with Expert Mode enabled and its owner's login. */
export function seedExpertBusiness(
  db: Executor,
  values: { name: string; email: string; password: string } & Partial<NewShowroomRow>,
) {
  return seedShowroomWithOwner(db, { showroomType: 'fabricator', expertModeEnabled: true, ...values });
}

/**
 * The callers of a fabricator's own data, each signed in: the business's owner
 * (owner@`domain`, Owner-pass-123) and a salesperson of it (member@`domain`, Member-pass-123),
 * and the owner of another fabricator (other@`domain`, Other-pass-123), who must never see it.
 * The business's other values are the test's to set.
 */
export async function seedFabricatorCallers(
  t: TestApp,
  {
    domain,
    name,
    otherName = 'Other Fabricator',
    business = {},
  }: { domain: string; name: string; otherName?: string; business?: Partial<NewShowroomRow> },
): Promise<{ showroomId: string; tokens: { owner: string; member: string; other: string } }> {
  const db = t.database.db;
  const { showroomId } = await seedExpertBusiness(db, {
    name,
    ...business,
    email: `owner@${domain}`,
    password: 'Owner-pass-123',
  });
  await seedTeamMember(db, {
    showroomId,
    email: `member@${domain}`,
    password: 'Member-pass-123',
    role: 'salesperson',
  });
  await seedExpertBusiness(db, { name: otherName, email: `other@${domain}`, password: 'Other-pass-123' });
  return {
    showroomId,
    tokens: {
      owner: await accessToken(t.app, `owner@${domain}`, 'Owner-pass-123'),
      member: await accessToken(t.app, `member@${domain}`, 'Member-pass-123'),
      other: await accessToken(t.app, `other@${domain}`, 'Other-pass-123'),
    },
  };
}
