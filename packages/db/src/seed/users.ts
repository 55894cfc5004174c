import type { Executor } from '../client';
import { users, type NewUserRow, type UserRow } from '../schema/auth';
import { uniqueSuffix } from './unique';

export type CreateUserInput = Partial<NewUserRow> & {
  /** Already hashed by the server's hashPassword: this package never sees a plain password. */
  passwordHash: string;
};

/** A login; the e-mail is lower-cased as the users table requires. */
export async function createUser(db: Executor, input: CreateUserInput): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...input, email: (input.email ?? `user-${uniqueSuffix()}@example.test`).toLowerCase() })
    .returning();
  if (!row) throw new Error('user not inserted');
  return row;
}

/** A platform admin login. */
export function createPlatformAdmin(db: Executor, input: CreateUserInput): Promise<UserRow> {
  return createUser(db, { name: 'Platform Admin', ...input, isPlatformAdmin: true, showroomId: null });
}

/** The owner login of a showroom or fabricator business. */
export function createOwner(db: Executor, input: CreateUserInput & { showroomId: string }): Promise<UserRow> {
  return createUser(db, { ...input, isPlatformAdmin: false });
}
