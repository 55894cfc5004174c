import type { Executor } from '@stonetool/db/client';
import { users } from '@stonetool/db/schema/auth';
import { showrooms } from '@stonetool/db/schema/showrooms';
import { teamMembers } from '@stonetool/db/schema/team';
import { hashPassword } from '../modules/auth/passwords';

export interface SeededLogin {
  userId: string;
  email: string;
  password: string;
}

export async function seedShowroomWithOwner(
  db: Executor,
  values: { name: string; email: string; password: string; showroomType?: 'tile_stone' | 'fabricator' },
): Promise<SeededLogin & { showroomId: string }> {
  const [showroom] = await db
    .insert(showrooms)
    .values({ name: values.name, email: values.email, showroomType: values.showroomType ?? 'tile_stone' })
    .returning();
  const [user] = await db
    .insert(users)
    .values({
      email: values.email,
      passwordHash: await hashPassword(values.password),
      showroomId: showroom!.id,
    })
    .returning();
  return { userId: user!.id, email: values.email, password: values.password, showroomId: showroom!.id };
}

export async function seedAdmin(db: Executor, email: string, password: string): Promise<SeededLogin> {
  const [user] = await db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(password), isPlatformAdmin: true })
    .returning();
  return { userId: user!.id, email, password };
}

export async function seedTeamMember(
  db: Executor,
  values: {
    showroomId: string;
    name: string;
    email: string;
    password: string;
    role: 'salesperson' | 'manager';
    canSeeWholesaleCosts?: boolean;
    canSeeShowroomCosts?: boolean;
    maxDiscountPercent?: number;
  },
): Promise<SeededLogin & { teamMemberId: string }> {
  const [user] = await db
    .insert(users)
    .values({
      email: values.email,
      passwordHash: await hashPassword(values.password),
      showroomId: values.showroomId,
    })
    .returning();
  const [member] = await db
    .insert(teamMembers)
    .values({
      showroomId: values.showroomId,
      userId: user!.id,
      name: values.name,
      email: values.email,
      role: values.role,
      canSeeWholesaleCosts: values.canSeeWholesaleCosts ?? false,
      canSeeShowroomCosts: values.canSeeShowroomCosts ?? false,
      maxDiscountPercent: values.maxDiscountPercent ?? 10,
    })
    .returning();
  return { userId: user!.id, email: values.email, password: values.password, teamMemberId: member!.id };
}
