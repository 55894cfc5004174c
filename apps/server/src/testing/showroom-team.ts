import type { Executor } from '@stonetool/db/client';
import type { NewShowroomRow } from '@stonetool/db/schema/showrooms';
import type { NewTeamMemberRow } from '@stonetool/db/schema/team';
import { accessToken } from './api-as';
import { seedShowroomWithOwner, seedTeamMember, type SeededLogin } from './fixtures';
import type { TestApp } from './test-app';

export interface ShowroomTeam {
  showroomId: string;
  owner: SeededLogin;
  salesperson: SeededLogin & { teamMemberId: string };
  manager: SeededLogin & { teamMemberId: string };
  /** Access tokens of the three, signed in through the API. */
  tokens: { owner: string; salesperson: string; manager: string };
}

/**
 * The team most API tests start from: a showroom with its owner, a salesperson and a manager, each
 * signed in. `key` names them all: for 'a', "Showroom A", owner-a@example.test (Owner-a-pass-1),
 * sales-a@example.test (Sales-a-pass-1) and manager-a@example.test (Manager-a-pass-1). The
 * showroom's and the members' other values are the test's to set.
 */
export async function seedShowroomTeam(
  t: TestApp,
  key: string,
  values: {
    showroom?: Partial<NewShowroomRow>;
    salesperson?: Partial<NewTeamMemberRow>;
    manager?: Partial<NewTeamMemberRow>;
  } = {},
  db: Executor = t.database.db,
): Promise<ShowroomTeam> {
  const owner = await seedShowroomWithOwner(db, {
    name: `Showroom ${key.toUpperCase()}`,
    ...values.showroom,
    email: `owner-${key}@example.test`,
    password: `Owner-${key}-pass-1`,
  });
  const salesperson = await seedTeamMember(db, {
    role: 'salesperson',
    ...values.salesperson,
    showroomId: owner.showroomId,
    email: `sales-${key}@example.test`,
    password: `Sales-${key}-pass-1`,
  });
  const manager = await seedTeamMember(db, {
    role: 'manager',
    ...values.manager,
    showroomId: owner.showroomId,
    email: `manager-${key}@example.test`,
    password: `Manager-${key}-pass-1`,
  });
  const tokens = {
    owner: await accessToken(t.app, owner.email, owner.password),
    salesperson: await accessToken(t.app, salesperson.email, salesperson.password),
    manager: await accessToken(t.app, manager.email, manager.password),
  };
  return { showroomId: owner.showroomId, owner, salesperson, manager, tokens };
}
