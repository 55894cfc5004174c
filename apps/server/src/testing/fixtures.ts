import type { Executor } from '@stonetool/db/client';
import type { NewShowroomRow } from '@stonetool/db/schema/showrooms';
import type { NewTeamMemberRow } from '@stonetool/db/schema/team';
import { createShowroom } from '@stonetool/db/seed/showrooms';
import { createTeamMember } from '@stonetool/db/seed/team-members';
import { createOwner, createPlatformAdmin, createUser } from '@stonetool/db/seed/users';
import { hashPassword } from '../modules/auth/passwords';

/**
 * Logins for API tests, built on the seed factories of packages/db (the same ones the demo data
 * uses), with the password hashed the way the server hashes it.
 */
export interface SeededLogin {
  userId: string;
  email: string;
  password: string;
}

export async function seedShowroomWithOwner(
  db: Executor,
  values: { email: string; password: string } & Partial<NewShowroomRow>,
): Promise<SeededLogin & { showroomId: string }> {
  const { password, ...showroomValues } = values;
  const showroom = await createShowroom(db, showroomValues);
  const user = await createOwner(db, {
    email: values.email,
    passwordHash: await hashPassword(password),
    showroomId: showroom.id,
  });
  return { userId: user.id, email: user.email, password, showroomId: showroom.id };
}

export async function seedAdmin(db: Executor, email: string, password: string): Promise<SeededLogin> {
  const user = await createPlatformAdmin(db, { email, passwordHash: await hashPassword(password) });
  return { userId: user.id, email: user.email, password };
}

export async function seedTeamMember(
  db: Executor,
  values: { showroomId: string; email: string; password: string } & Partial<NewTeamMemberRow>,
): Promise<SeededLogin & { teamMemberId: string }> {
  const { password, ...memberValues } = values;
  const user = await createUser(db, {
    email: values.email,
    passwordHash: await hashPassword(password),
    showroomId: values.showroomId,
  });
  const member = await createTeamMember(db, { ...memberValues, userId: user.id });
  return { userId: user.id, email: user.email, password, teamMemberId: member.id };
}
